import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import spec from '@site/static/openapi.json';
import OpenApiOperations, {tocItems} from '@site/src/components/OpenApiReference';
import type {OpenApiDocument} from '@site/src/components/OpenApiReference/openApi';

const document = spec as unknown as OpenApiDocument;

/** The headings a rendered tag section shows, as the TOC should list them. */
function renderedHeadings(tag: string) {
  const container = window.document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<OpenApiOperations spec={document} tag={tag} />);
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => ({
    text: heading.textContent,
    id: heading.id,
    level: Number(heading.tagName.slice(1)),
  }));
}

/** A TOC entry as the theme shows it: its value is HTML. */
function shownEntry({value, id, level}: {value: string; id: string; level: number}) {
  const holder = window.document.createElement('span');
  holder.innerHTML = value;
  return {text: holder.textContent, id, level};
}

describe('the API reference table of contents', () => {
  for (const {name: tag} of document.tags ?? []) {
    it(`lists the endpoint headings the "${tag}" section renders`, () => {
      const headings = renderedHeadings(tag);
      expect(headings.length).toBeGreaterThan(0);
      expect(tocItems({spec: document, tag}).map(shownEntry)).toEqual(headings);
    });
  }

  it('keeps markup in a summary as text', () => {
    const copy = structuredClone(document);
    const listEvals = copy.paths['/evals'].get as {summary: string};
    listEvals.summary = `List <evals> & "runs" you've made`;
    const [entry] = tocItems({spec: copy, tag: 'Evals'});
    expect(entry.value).toBe('List &lt;evals&gt; &amp; &quot;runs&quot; you&#39;ve made');
    expect(shownEntry(entry).text).toBe(listEvals.summary);
  });
});
