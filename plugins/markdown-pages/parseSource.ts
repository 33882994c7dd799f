import type {Root} from 'mdast';
import type {MarkdownConfig} from '@docusaurus/types';
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';

/** The parts of the site's `markdown` config that change how a source file is read. */
export type SourceSyntax = Pick<MarkdownConfig, 'format' | 'mdx1Compat'>;

/** Admonition keywords Docusaurus knows (its remark admonitions plugin's defaults). */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/**
 * Reads a Markdown or MDX source into mdast with the syntax Docusaurus gives it: MDX (imports,
 * JSX, expressions) unless the site's `markdown.format` says the file is plain Markdown, GFM,
 * front matter and directives (admonitions), after the same text preprocessing Docusaurus applies
 * (`mdx-code-block` fences unwrapped; with the MDX 1 compatibility options, `{#id}` heading ids
 * escaped and `:::note Title` turned into a directive label). The tree keeps every node, MDX and
 * directives included; ./resolveMdx.ts turns those into plain Markdown.
 */
export async function parseSource(text: string, file: string, syntax: SourceSyntax): Promise<Root> {
  const [
    {unified},
    {default: remarkParse},
    {default: remarkMdx},
    {default: remarkGfm},
    {default: remarkFrontmatter},
    {default: remarkDirective},
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-frontmatter'),
    import('remark-directive'),
  ]);
  let content = unwrapMdxCodeBlocks(text);
  if (syntax.mdx1Compat.headingIds) content = escapeMarkdownHeadingIds(content);
  if (syntax.mdx1Compat.admonitions) {
    content = admonitionTitleToDirectiveLabel(content, [...ADMONITION_KEYWORDS]);
  }
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkDirective)
    .use(remarkGfm);
  if (isMdx(file, syntax.format)) processor.use(remarkMdx);
  return processor.parse(content);
}

/** Whether Docusaurus compiles the file as MDX: always, unless `format` is `md` or `detect`. */
function isMdx(file: string, format: SourceSyntax['format']): boolean {
  if (format === 'detect') return file.endsWith('.mdx');
  return format === 'mdx';
}
