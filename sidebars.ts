import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {PROVIDER_GROUPS, providers, type ProviderGroup} from './src/data/providers';

/** One sidebar category per provider group, listing that group's pages from src/data/providers.ts. */
const providerCategories = (Object.keys(PROVIDER_GROUPS) as ProviderGroup[]).map((group) => ({
  type: 'category' as const,
  label: PROVIDER_GROUPS[group],
  collapsed: true,
  items: providers
    .filter((provider) => provider.group === group)
    .map((provider) => `providers/${provider.slug}`),
}));

/**
 * Three sidebars (spec "Docs"): the general docs, the enterprise docs and the red-team docs.
 * Each section's issue adds its category here when its pages land.
 */
const sidebars = {
  docs: [
    'intro',
    'getting-started',
    'installation',
    {
      type: 'category',
      label: 'Usage',
      link: {
        type: 'generated-index',
        slug: '/category/usage',
        description:
          'Run Crucible from the command line, from Node, in the browser and on your own servers.',
      },
      items: [
        'usage/command-line',
        'usage/node-package',
        'usage/web-ui',
        'usage/sharing',
        'usage/self-hosting',
        'usage/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      link: {
        type: 'generated-index',
        slug: '/category/configuration',
        description:
          'Write crucibleconfig.yaml: prompts, providers, test cases, datasets, assertions and the options that control a run.',
      },
      items: [
        'configuration/guide',
        'configuration/reference',
        'configuration/prompts',
        'configuration/test-cases',
        'configuration/datasets',
        'configuration/scenarios',
        'configuration/chat',
        'configuration/parameters',
        'configuration/caching',
        'configuration/rate-limits',
        'configuration/outputs',
        'configuration/modular-configs',
        'configuration/telemetry',
        {
          type: 'category',
          label: 'Assertions',
          link: {type: 'doc', id: 'configuration/expected-outputs/index'},
          items: [
            'configuration/expected-outputs/deterministic',
            'configuration/expected-outputs/javascript',
            'configuration/expected-outputs/python',
            'configuration/expected-outputs/ruby',
            'configuration/expected-outputs/similar',
            'configuration/expected-outputs/classifier',
            'configuration/expected-outputs/moderation',
            'configuration/expected-outputs/guardrails',
            {
              type: 'category',
              label: 'Model-graded',
              link: {type: 'doc', id: 'configuration/expected-outputs/model-graded/index'},
              items: [
                'configuration/expected-outputs/model-graded/llm-rubric',
                'configuration/expected-outputs/model-graded/g-eval',
                'configuration/expected-outputs/model-graded/factuality',
                'configuration/expected-outputs/model-graded/closed-qa',
                'configuration/expected-outputs/model-graded/select-best',
                'configuration/expected-outputs/model-graded/max-score',
                'configuration/expected-outputs/model-graded/answer-relevance',
                'configuration/expected-outputs/model-graded/context-faithfulness',
                'configuration/expected-outputs/model-graded/context-recall',
                'configuration/expected-outputs/model-graded/context-relevance',
                'configuration/expected-outputs/model-graded/conversation-relevance',
                'configuration/expected-outputs/model-graded/pi-scorer',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Providers',
      link: {type: 'doc', id: 'providers/index'},
      items: providerCategories,
    },
    {
      type: 'category',
      label: 'Model audit',
      link: {type: 'doc', id: 'model-audit/index'},
      items: ['model-audit/usage', 'model-audit/scanners', 'model-audit/ci-cd'],
    },
    'tracing',
    'api-reference',
    'faq',
    'releases',
    'contributing',
    'write-for-crucible',
  ],
  enterprise: [
    'enterprise/index',
    'enterprise/authentication',
    'enterprise/teams',
    'enterprise/service-accounts',
    'enterprise/audit-logging',
    'enterprise/red-teams',
    'enterprise/findings',
    'enterprise/remediation-reports',
    'enterprise/webhooks',
  ],
  redTeam: [],
} satisfies SidebarsConfig;

export default sidebars;
