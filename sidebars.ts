import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {PROVIDER_GROUPS, providers, type ProviderGroup} from './src/data/providers';
import {frameworks} from './src/data/redTeamFrameworks';
import {PLUGIN_CATEGORIES, redTeamPlugins, type PluginCategory} from './src/data/redTeamPlugins';
import {STRATEGY_KINDS, redTeamStrategies, type StrategyKind} from './src/data/redTeamStrategies';

/** One sidebar category per provider group, listing that group's pages from src/data/providers.ts. */
const providerCategories = (Object.keys(PROVIDER_GROUPS) as ProviderGroup[]).map((group) => ({
  type: 'category' as const,
  label: PROVIDER_GROUPS[group],
  collapsed: true,
  items: providers
    .filter((provider) => provider.group === group)
    .map((provider) => `providers/${provider.slug}`),
}));

/** One sidebar category per plugin category, from src/data/redTeamPlugins.ts. */
const pluginCategories = (Object.keys(PLUGIN_CATEGORIES) as PluginCategory[]).map((category) => ({
  type: 'category' as const,
  label: PLUGIN_CATEGORIES[category],
  collapsed: true,
  items: redTeamPlugins
    .filter((plugin) => plugin.category === category)
    .map((plugin) => `red-team/plugins/${plugin.slug}`),
}));

/** One sidebar category per kind of strategy, from src/data/redTeamStrategies.ts. */
const strategyKinds = (Object.keys(STRATEGY_KINDS) as StrategyKind[]).map((kind) => ({
  type: 'category' as const,
  label: STRATEGY_KINDS[kind],
  collapsed: true,
  items: redTeamStrategies
    .filter((strategy) => strategy.kind === kind)
    .map((strategy) => `red-team/strategies/${strategy.slug}`),
}));

/**
 * Three sidebars (spec "Docs"): the general docs, the enterprise docs and the red-team docs.
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
      label: 'Guides',
      link: {
        type: 'generated-index',
        slug: '/category/guides',
        description:
          'Walkthroughs of real evaluation and red-team jobs: comparing models, RAG, JSON and SQL output, agents, guardrails and more.',
      },
      items: [{type: 'autogenerated', dirName: 'guides'}],
    },
    {
      type: 'category',
      label: 'Integrations',
      link: {
        type: 'generated-index',
        slug: '/category/integrations',
        description:
          'Run Crucible in your CI system and test runner, and connect it to MCP clients, spreadsheets, observability tools and security scanners.',
      },
      items: [{type: 'autogenerated', dirName: 'integrations'}],
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
  redTeam: [
    {
      type: 'category',
      label: 'Red teaming',
      collapsible: false,
      link: {
        type: 'generated-index',
        // Its own title: the overview doc is already "Red teaming".
        title: 'Red teaming documentation',
        slug: '/category/red-teaming',
        description:
          'Attack your own LLM application before someone else does: set a purpose, choose plugins and strategies, run the scan and act on graded findings.',
      },
      items: [
        'red-team/index',
        'red-team/quickstart',
        'red-team/configuration',
        'red-team/architecture',
        'red-team/discovery',
        'red-team/risk-scoring',
        'red-team/llm-vulnerability-types',
        'red-team/agents',
        'red-team/rag',
        'red-team/mcp-security-testing',
        'red-team/foundation-models',
        'red-team/model-drift',
      ],
    },
    {
      type: 'category',
      label: 'Plugins',
      link: {type: 'doc', id: 'red-team/plugins/index'},
      items: pluginCategories,
    },
    {
      type: 'category',
      label: 'Strategies',
      link: {type: 'doc', id: 'red-team/strategies/index'},
      items: strategyKinds,
    },
    {
      type: 'category',
      label: 'Compliance frameworks',
      items: frameworks.map((framework) => `red-team/${framework.slug}`),
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      link: {type: 'doc', id: 'red-team/troubleshooting/overview'},
      items: [
        'red-team/troubleshooting/attack-generation',
        'red-team/troubleshooting/connecting-to-targets',
        'red-team/troubleshooting/grading-results',
        'red-team/troubleshooting/false-positives',
        'red-team/troubleshooting/multi-turn-sessions',
        'red-team/troubleshooting/multiple-response-types',
        'red-team/troubleshooting/inference-limit',
        'red-team/troubleshooting/remote-generation',
        'red-team/troubleshooting/best-practices',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
