// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {renderLlmsTxt} from '@site/plugins/llms-txt/renderLlmsTxt';

const site = {
  title: 'Crucible',
  url: 'https://www.crucible.dev/',
  summary: 'Test your prompts.',
  sections: {docs: 'Documentation', redTeam: 'Red teaming'},
};

describe('llms.txt', () => {
  it('lists pages by sidebar with absolute links and descriptions, in a stable order', () => {
    const text = renderLlmsTxt(site, [
      {
        title: 'Quickstart',
        description: 'First scan.',
        permalink: '/docs/red-team/quickstart/',
        sidebar: 'redTeam',
      },
      {title: 'Intro', description: 'What it is.', permalink: '/docs/intro/', sidebar: 'docs'},
      {title: 'API', description: '', permalink: '/docs/api-reference/', sidebar: 'docs'},
      {title: 'Loose', description: 'No sidebar.', permalink: '/docs/loose/'},
    ]);
    expect(text).toBe(
      [
        '# Crucible',
        '',
        '> Test your prompts.',
        '',
        '## Documentation',
        '',
        '- [API](https://www.crucible.dev/docs/api-reference/)',
        '- [Intro](https://www.crucible.dev/docs/intro/): What it is.',
        '',
        '## Red teaming',
        '',
        '- [Quickstart](https://www.crucible.dev/docs/red-team/quickstart/): First scan.',
        '',
        '## Other pages',
        '',
        '- [Loose](https://www.crucible.dev/docs/loose/): No sidebar.',
        '',
      ].join('\n'),
    );
  });
});
