import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

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
    'tracing',
    'api-reference',
    'faq',
    'releases',
    'contributing',
    'write-for-crucible',
  ],
  enterprise: [],
  redTeam: [],
} satisfies SidebarsConfig;

export default sidebars;
