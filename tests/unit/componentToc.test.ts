import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {compile, run} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {afterAll, describe, expect, it} from 'vitest';
// Docusaurus's own heading-id and TOC plugins, in the order its MDX loader runs them, so a change in
// the TOC export they write fails here as well as in the build.
import docusaurusHeadings from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import docusaurusToc from '@docusaurus/mdx-loader/lib/remark/toc/index.js';
import remarkComponentToc, {TOC_ITEMS_EXPORT} from '@site/plugins/component-toc';

type TocEntry = {value: string; id: string; level: number};

// A component module as the plugin expects one: the component, and `tocItems` from its props.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'component-toc-'));
fs.writeFileSync(
  path.join(folder, 'Widget.mjs'),
  `export default function Widget() { return null; }
export function ${TOC_ITEMS_EXPORT}({tag, source}) {
  return [{value: tag + ' from ' + (source?.name ?? 'nothing'), id: tag.toLowerCase(), level: 3}];
}
`,
);
afterAll(() => fs.rmSync(folder, {recursive: true}));

/** Compiles a page as Docusaurus would, runs it, and returns the TOC it exports. */
async function tocOf(mdx: string, components = ['./Widget.mjs']): Promise<TocEntry[]> {
  const code = await compile(mdx, {
    outputFormat: 'function-body',
    remarkPlugins: [
      [docusaurusHeadings, {anchorsMaintainCase: false}],
      docusaurusToc,
      [remarkComponentToc, {components}],
    ],
  });
  const page = await run(code, {...runtime, baseUrl: pathToFileURL(`${folder}/`)});
  return page.toc as TocEntry[];
}

const ids = (toc: TocEntry[]) => toc.map((entry) => entry.id);

describe('the component-toc remark plugin', () => {
  it("adds a component's entries after the heading it follows, from the element's props", async () => {
    const toc = await tocOf(`import Widget from './Widget.mjs';
export const data = {name: 'the data'};

## Intro

## Evals

<Widget tag="Evals" source={data} />

### Notes

## Webhooks

<Widget {...{tag: 'Webhooks'}} />

<Widget tag="Events" />

## End
`);
    expect(toc).toEqual([
      {value: 'Intro', id: 'intro', level: 2},
      {value: 'Evals', id: 'evals', level: 2},
      {value: 'Evals from the data', id: 'evals', level: 3},
      {value: 'Notes', id: 'notes', level: 3},
      {value: 'Webhooks', id: 'webhooks', level: 2},
      {value: 'Webhooks from nothing', id: 'webhooks', level: 3},
      {value: 'Events from nothing', id: 'events', level: 3},
      {value: 'End', id: 'end', level: 2},
    ]);
  });

  it('puts the entries of a component above every heading first', async () => {
    const toc = await tocOf(`import Widget from './Widget.mjs';

<Widget tag="First" />

## Later
`);
    expect(ids(toc)).toEqual(['first', 'later']);
  });

  it('leaves pages without a listed component as Docusaurus makes them', async () => {
    const page = `import Widget from './Widget.mjs';

## Intro

<Widget tag="Evals" />
`;
    expect(ids(await tocOf(page, ['./Other.mjs']))).toEqual(['intro']);
    expect(ids(await tocOf('## Intro\n\nText.\n'))).toEqual(['intro']);
  });

  it('keeps a TOC the page writes itself', async () => {
    // Docusaurus recognises the export only in an ESM block of its own.
    const toc = await tocOf(`import Widget from './Widget.mjs';

export const toc = [{value: 'Mine', id: 'mine', level: 2}];

## Intro

<Widget tag="Evals" />
`);
    expect(ids(toc)).toEqual(['mine']);
  });
});
