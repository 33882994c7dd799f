/**
 * The text of each new page. Every part a writer must supply is a line or value starting with
 * TODO, which the content checks reject, so a scaffolded page has the complete shape from the first
 * commit and cannot be merged until each TODO is replaced.
 */
import {dump} from 'js-yaml';
import {SCHEMA_TAG} from '../../checks/configExamples';
import {IMPROVED_SECTION, NEW_SECTION} from '../../checks/releaseLists';

/** The marker of text the writer must replace; the `placeholder-text` check looks for it. */
export const TODO = 'TODO:';

/** Where a blog post or release note is cut for the index pages; the build requires it. */
export const TRUNCATE = '{/* truncate */}';

/** Titles longer than this get a `sidebar_label` (the docs' unlabelled titles are this short). */
export const SIDEBAR_TITLE_LIMIT = 26;

/** A YAML scalar as the site's front matter writes it: plain when it can be, else quoted. */
function yamlScalar(value: string): string {
  return dump(value, {lineWidth: -1, quotingType: value.includes("'") ? '"' : "'"}).trimEnd();
}

type FrontMatterValue = string | readonly string[];

/**
 * A front matter block; lists are written in flow style (`[a, b]`), as the site does. `date` stays
 * a bare YAML date (`date: 2025-12-01`) like every post's, where a string would be quoted.
 */
export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = Object.entries(fields).map(([key, value]) => {
    if (typeof value !== 'string') return `${key}: [${value.map(yamlScalar).join(', ')}]`;
    return `${key}: ${key === 'date' ? value : yamlScalar(value)}`;
  });
  return ['---', ...lines, '---'].join('\n');
}

/**
 * A complete config that validates against static/config-schema.json, for the writer to adapt or
 * delete. It starts with the schema comment, as every complete config on the site must.
 */
export const CONFIG_EXAMPLE = [
  '```yaml',
  SCHEMA_TAG,
  'description: Support replies stay polite and on topic',
  'prompts:',
  "  - 'Reply to this customer message: {{message}}'",
  'providers:',
  '  - openai:chat:gpt-4.1-mini',
  'tests:',
  '  - vars:',
  '      message: Where is my order?',
  '    assert:',
  '      - type: llm-rubric',
  '        value: Replies politely and offers to look up the order',
  '```',
].join('\n');

const CONFIG_EXAMPLE_NOTE = `${TODO} adapt this example to your page or delete it; a complete config keeps the schema comment as its first line.`;

const DESCRIPTION = (what: string) =>
  `${TODO} one sentence of 50-160 characters saying what ${what}`;

export type PostFields = {
  title: string;
  slug: string;
  date: string;
  authors: readonly string[];
  tags: readonly string[];
};

/** blog/YYYY-MM-DD-slug/index.mdx */
export function postText({title, slug, date, authors, tags}: PostFields): string {
  return `${frontMatter({
    title,
    description: DESCRIPTION(
      'a reader gets from this post; search results and link previews show it.',
    ),
    slug,
    date,
    authors,
    tags,
  })}

${TODO} write the opening paragraph: what happened or what the reader will learn, and why it matters now. The blog index shows it above "Read more".

${TRUNCATE}

## ${TODO} first section

${TODO} the body of the post. Link to docs by their path (/docs/…), and put images beside this file.

${CONFIG_EXAMPLE_NOTE}

${CONFIG_EXAMPLE}
`;
}

export type DocFields = {title: string};

/** A short sidebar label for a long title: its part before a colon, or a TODO for the writer. */
export function sidebarLabel(title: string): string | undefined {
  if (title.length <= SIDEBAR_TITLE_LIMIT) return undefined;
  const lead = title.split(/:\s|\s[—–-]\s|\s\(/)[0].trim();
  return lead.length <= SIDEBAR_TITLE_LIMIT && lead !== title
    ? lead
    : `${TODO} a label of at most ${SIDEBAR_TITLE_LIMIT} characters for the sidebar`;
}

/** docs/<section>/<slug>.md */
export function docText({title}: DocFields): string {
  const label = sidebarLabel(title);
  return `${frontMatter({
    title,
    description: DESCRIPTION('this page helps the reader do; search results show it.'),
    ...(label === undefined ? {} : {sidebar_label: label}),
    keywords: [
      `${TODO} words readers search with that the title lacks (other names, acronyms, error messages), or delete this line`,
    ],
  })}

${TODO} open with what the reader can do after this page, in two or three sentences. The title is the page's heading, so start with text, not a heading.

## ${TODO} first section

${TODO} the steps or the reference. Link to other docs by relative file path (\`[install](../installation.md)\`).

${CONFIG_EXAMPLE_NOTE}

${CONFIG_EXAMPLE}
`;
}

export type ReleaseFields = {
  version: string;
  date: string;
  authors: readonly string[];
  /** Plugin and strategy ids whose history says this version added them. */
  plugins: readonly string[];
  strategies: readonly string[];
};

/** `a`, `b` and `c`, as the release notes list ids. */
export function idList(ids: readonly string[]): string {
  const code = ids.map((id) => `\`${id}\``);
  return code.length <= 1 ? code.join('') : `${code.slice(0, -1).join(', ')} and ${code.at(-1)}`;
}

/** The slug of a version's note: `crucible-0-88-0`. */
export const releaseSlug = (version: string) => `crucible-${version.replaceAll('.', '-')}`;

/** releases/YYYY-MM-DD-crucible-X-Y-Z.md, in the house structure of the release notes. */
export function releaseText({version, date, authors, plugins, strategies}: ReleaseFields): string {
  const newItems = [
    `- Providers: ${TODO} new provider ids and models in code, or delete this bullet.`,
    ...(plugins.length > 0 ? [`- Plugins: ${idList(plugins)}.`] : []),
    ...(strategies.length > 0 ? [`- Strategies: ${idList(strategies)}.`] : []),
  ];
  return `${frontMatter({
    title: `Crucible ${version}`,
    description: DESCRIPTION(`Crucible ${version} brings, naming its main changes.`),
    slug: releaseSlug(version),
    date,
    authors,
  })}

${TODO} open with the one change readers should know about and who it matters to. The release index shows this paragraph.

${TRUNCATE}

## Highlights

- **${TODO} a headline change.** ${TODO} what it does and how to use it, with a link to its docs page.

${NEW_SECTION}

${newItems.join('\n')}

${IMPROVED_SECTION}

- ${TODO} changes to existing plugins and strategies, or delete this section.

## Fixes

- ${TODO} one line per fix, with its issue number (#1234).

## Upgrade notes

${TODO} what users must change, or "Nothing breaks in this release." Put removals under "### Breaking changes" and warnings under "### Deprecations".
`;
}
