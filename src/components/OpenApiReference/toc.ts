import type {TOCItem} from '@docusaurus/mdx-loader';
import {escapeHtml} from '@site/src/utils/escapeHtml';
import {OPERATION_HEADING_LEVEL, operationsOfTag, type OpenApiDocument} from './openApi';

/**
 * The table-of-contents entries for `<OpenApiOperations spec={…} tag="…"/>`, from the same props:
 * one per endpoint heading it renders, with that heading's text, id and level. Docusaurus reads
 * only Markdown headings, so plugins/component-toc puts these beside them.
 */
export function tocItems({spec, tag}: {spec: OpenApiDocument; tag: string}): TOCItem[] {
  return operationsOfTag(spec, tag).map((operation) => ({
    // A TOC entry's value is HTML, as Docusaurus makes it from a heading's Markdown.
    value: escapeHtml(operation.summary),
    id: operation.anchor,
    level: OPERATION_HEADING_LEVEL,
  }));
}
