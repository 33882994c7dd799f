import fs from 'node:fs';
import path from 'node:path';
import type {Code, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Program} from 'estree';
import {CODE_MAGIC_COMMENTS} from '../../src/data/constants';
import {admonition, htmlElements, type MarkdownModule} from './components';
import {parseSource, type SourceSyntax} from './parseSource';
import {MarkdownSourceError} from './sourceError';

export type ResolveOptions = {
  siteDir: string;
  syntax: SourceSyntax;
  /** Renderings of the component modules content imports (./components/index.ts). */
  components: Readonly<Record<string, MarkdownModule>>;
  /** Loads a data module content imports (`.ts`, `.js`, `.json`) as its exports. */
  loadModule: (file: string) => Record<string, unknown>;
  /** The URL a link or image in `file` points at in the Markdown copy (./links.ts). */
  rewriteUrl: (url: string, file: string) => string;
};

type Rendering = (
  props: Readonly<Record<string, unknown>>,
  children: RootContent[],
) => RootContent[] | Promise<RootContent[]>;

/** What a name imported at the top of an MDX file stands for. */
type Scope = {
  /** Names usable as JSX elements, with their Markdown rendering. */
  components: Map<string, Rendering>;
  /** Components imported from a module that has no Markdown rendering: an error where used. */
  unrendered: Map<string, string>;
  /** Names usable in `{expressions}` and props: imported data, and `props` in a partial. */
  values: Map<string, unknown>;
};

type FileContext = {file: string; scope: Scope; options: ResolveOptions; stack: string[]};

const MODULE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json', '.md', '.mdx'];
const COMPONENT_EXTENSIONS = ['.tsx', '.jsx'];

/**
 * One source file (a page or a partial it imports) as plain Markdown: front matter, imports and
 * comments dropped, `{expressions}` evaluated, partials inlined with their props, components
 * replaced by their Markdown rendering, directives (admonitions) and HTML elements written as
 * Markdown, and links pointed at their Markdown copies or absolute URLs. Anything it cannot render
 * is a MarkdownSourceError naming the file, line and what to do.
 */
export async function resolveFile(
  file: string,
  options: ResolveOptions,
  props?: Readonly<Record<string, unknown>>,
  stack: readonly string[] = [],
): Promise<RootContent[]> {
  if (stack.includes(file)) {
    throw new MarkdownSourceError(
      `${[...stack, file].map((f) => path.relative(options.siteDir, f)).join(' imports ')}: a partial imports itself`,
    );
  }
  const tree: Root = await parseSource(fs.readFileSync(file, 'utf8'), file, options.syntax);
  const scope: Scope = {components: new Map(), unrendered: new Map(), values: new Map()};
  if (props !== undefined) scope.values.set('props', props);
  const context: FileContext = {file, scope, options, stack: [...stack, file]};
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm')
      bindImports(node.data?.estree as Program | undefined, node, context);
  }
  const children = await resolveAll(tree.children, context);
  rewriteUrls(children, (url) => options.rewriteUrl(url, file));
  return children;
}

function where(context: FileContext, node: {position?: Nodes['position']}): string {
  const relative = path.relative(context.options.siteDir, context.file).split(path.sep).join('/');
  const start = node.position?.start;
  return start ? `${relative}:${start.line}:${start.column}` : relative;
}

function fail(context: FileContext, node: {position?: Nodes['position']}, message: string): never {
  throw new MarkdownSourceError(`${where(context, node)}: ${message}`);
}

/** `@site/src/components/X`, `./_part.mdx` → the file it names (if any) and its registry key. */
function resolveImport(
  source: string,
  context: FileContext,
): {key: string; file: string | undefined} {
  const specifier = source.replace(/\?.*$/, '');
  const {siteDir} = context.options;
  let absolute: string | undefined;
  if (specifier.startsWith('@site/')) absolute = path.join(siteDir, specifier.slice(6));
  else if (specifier.startsWith('.'))
    absolute = path.resolve(path.dirname(context.file), specifier);
  if (absolute === undefined) return {key: specifier, file: undefined};
  const candidates = [
    absolute,
    ...MODULE_EXTENSIONS.map((extension) => absolute + extension),
    ...MODULE_EXTENSIONS.map((extension) => path.join(absolute, `index${extension}`)),
  ];
  const file = candidates.find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  const key = path
    .relative(siteDir, file ?? absolute)
    .split(path.sep)
    .join('/')
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/\/index$/, '');
  return {key, file};
}

function bindImports(program: Program | undefined, node: RootContent, context: FileContext): void {
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') {
      fail(
        context,
        node,
        'only imports can be rendered in the Markdown copy; move this code into a component or src/data/',
      );
    }
    const source = String(statement.source.value);
    const {key, file} = resolveImport(source, context);
    const rendered = context.options.components[key];
    for (const specifier of statement.specifiers) {
      const local = specifier.local.name;
      const exported =
        specifier.type === 'ImportSpecifier'
          ? specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value)
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*';
      if (rendered) {
        const rendering = rendered[exported];
        if (exported === '*' || !rendering) {
          context.scope.unrendered.set(local, `${source} (export ${exported})`);
        } else {
          context.scope.components.set(local, rendering);
        }
      } else if (file && /\.mdx?$/.test(file)) {
        if (exported !== 'default') {
          fail(context, node, `"${local}" from ${source}: only a partial's default export renders`);
        }
        const {options, stack} = context;
        context.scope.components.set(local, (props) => resolveFile(file, options, props, stack));
      } else if (
        file === undefined ||
        COMPONENT_EXTENSIONS.includes(path.extname(file)) ||
        key.startsWith('src/components/') ||
        key.startsWith('src/theme/')
      ) {
        context.scope.unrendered.set(local, source);
      } else {
        let module: Record<string, unknown>;
        try {
          module = context.options.loadModule(file);
        } catch (error) {
          fail(context, node, `cannot load ${source}: ${(error as Error).message}`);
        }
        const value =
          exported === '*'
            ? module
            : exported === 'default' && file.endsWith('.json')
              ? (module.default ?? module)
              : module[exported];
        context.scope.values.set(local, value);
      }
    }
  }
}

/** Evaluates an expression of the page the way its compiled module would, with the page's names. */
function evaluate(code: string, context: FileContext, node: {position?: Nodes['position']}) {
  const names = [...context.scope.values.keys()];
  try {
    return new Function(...names, `return (${code});`)(...context.scope.values.values());
  } catch (error) {
    fail(
      context,
      node,
      `cannot evaluate {${code}} for the Markdown copy: ${(error as Error).message}`,
    );
  }
}

/** A comment-only expression, such as `{/* truncate *\/}`: it renders nothing. */
function isCommentOnly(node: {data?: {estree?: Program | null}}): boolean {
  return (node.data?.estree?.body.length ?? 0) === 0;
}

function props(element: MdxJsxFlowElement | MdxJsxTextElement, context: FileContext) {
  const result: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      Object.assign(result, evaluate(`{${attribute.value}}`, context, element));
    } else if (attribute.value === null || attribute.value === undefined) {
      result[attribute.name] = true;
    } else if (typeof attribute.value === 'string') {
      result[attribute.name] = attribute.value;
    } else {
      result[attribute.name] = evaluate(attribute.value.value, context, element);
    }
  }
  return result;
}

/** What an expression's value prints as: text, or nothing for null, undefined and false. */
function printed(value: unknown, code: string, context: FileContext, node: RootContent): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  fail(
    context,
    node,
    `{${code}} is ${typeof value}; the Markdown copy can print only text and numbers`,
  );
}

async function resolveAll(nodes: RootContent[], context: FileContext): Promise<RootContent[]> {
  const resolved: RootContent[] = [];
  for (const node of nodes) resolved.push(...(await resolveNode(node, context)));
  return resolved;
}

/** The resolved children of an inline element, as phrasing: a single paragraph is unwrapped. */
function asPhrasing(
  nodes: RootContent[],
  context: FileContext,
  node: RootContent,
): PhrasingContent[] {
  const [only] = nodes;
  if (nodes.length === 1 && only.type === 'paragraph') return only.children;
  for (const child of nodes) {
    if (['paragraph', 'heading', 'table', 'code', 'list', 'blockquote'].includes(child.type)) {
      fail(
        context,
        node,
        'renders blocks (tables, paragraphs) inside a line; put it on its own line',
      );
    }
  }
  return nodes as PhrasingContent[];
}

async function resolveElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  context: FileContext,
): Promise<RootContent[]> {
  const children = await resolveAll(node.children as RootContent[], context);
  if (node.name === null) return children; // <>…</>
  const {scope} = context;
  let rendering: Rendering | undefined;
  if (/^[a-z]/.test(node.name)) {
    rendering = htmlElements[node.name];
    if (!rendering) {
      fail(
        context,
        node,
        `<${node.name}> has no Markdown rendering; add one to plugins/markdown-pages/components/htmlElements.ts`,
      );
    }
  } else {
    rendering = scope.components.get(node.name);
    if (!rendering) {
      const module = scope.unrendered.get(node.name);
      fail(
        context,
        node,
        `component <${node.name}>${module ? ` (from ${module})` : ''} has no Markdown rendering; add one to plugins/markdown-pages/components/ from the data it renders`,
      );
    }
  }
  let output: RootContent[];
  try {
    output = await rendering(props(node, context), children);
  } catch (error) {
    if (error instanceof MarkdownSourceError) throw error;
    fail(context, node, `<${node.name}> ${(error as Error).message}`);
  }
  return node.type === 'mdxJsxTextElement' ? asPhrasing(output, context, node) : output;
}

/** Docusaurus drops lines that hold only a magic comment (`// highlight-next-line`). */
const MAGIC_COMMENT_LINE = new RegExp(
  `^\\s*(?:\\/\\/|#|--|;|%|\\/\\*|<!--|\\{\\/\\*)\\s*(?:${CODE_MAGIC_COMMENTS.flatMap((comment) => [
    comment.line,
    comment.block.start,
    comment.block.end,
  ]).join('|')})\\s*(?:\\*\\/\\}?|-->)?\\s*$`,
);

/** A fenced block as the page shows it: the language, its title, and no magic comments. */
function cleanCode(node: Code): Code {
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(node.meta ?? '')?.[1];
  return {
    type: 'code',
    lang: node.lang ?? null,
    meta: title ? `title=${title}` : null,
    value: node.value
      .split('\n')
      .filter((line) => !MAGIC_COMMENT_LINE.test(line))
      .join('\n'),
  };
}

async function resolveNode(node: RootContent, context: FileContext): Promise<RootContent[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      if (isCommentOnly(node)) return [];
      const value = printed(evaluate(node.value, context, node), node.value, context, node);
      if (value === '') return [];
      const textNode: PhrasingContent = {type: 'text', value};
      return node.type === 'mdxFlowExpression'
        ? [{type: 'paragraph', children: [textNode]}]
        : [textNode];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return resolveElement(node, context);
    case 'containerDirective': {
      const [first, ...rest] = node.children;
      const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
      const title = labelled
        ? asPhrasing(await resolveAll(first.children, context), context, node)
        : node.attributes?.title
          ? [{type: 'text' as const, value: node.attributes.title}]
          : undefined;
      const children = await resolveAll(labelled ? rest : node.children, context);
      let rendered: RootContent[];
      try {
        rendered = admonition(node.name, title, children);
      } catch (error) {
        fail(context, node, (error as Error).message);
      }
      return rendered;
    }
    case 'leafDirective': {
      // Docusaurus renders a directive nothing handles as its content, and warns.
      const children = await resolveAll(node.children, context);
      return children.length > 0
        ? [{type: 'paragraph', children: children as PhrasingContent[]}]
        : [];
    }
    case 'textDirective': {
      const simple = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
      // `:name` in prose (a port, a ratio) is text to Docusaurus too.
      return simple ? [{type: 'text', value: `:${node.name}`}] : resolveAll(node.children, context);
    }
    case 'html':
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      return fail(context, node, 'raw HTML has no Markdown rendering; write it in Markdown');
    case 'code':
      return [cleanCode(node)];
    default:
      if ('children' in node) {
        const children = await resolveAll(node.children as RootContent[], context);
        if (node.type === 'paragraph' && isBlank(children)) return [];
        return [{...node, children} as RootContent];
      }
      return [node];
  }
}

/** A paragraph left with nothing to say once comments and empty expressions are gone. */
function isBlank(children: RootContent[]): boolean {
  return children.every((child) => child.type === 'text' && child.value.trim() === '');
}

/** Points every link, image and link definition through `rewrite`. */
export function rewriteUrls(nodes: RootContent[], rewrite: (url: string) => string): void {
  for (const node of nodes) {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = rewrite(node.url);
    }
    if ('children' in node) rewriteUrls(node.children as RootContent[], rewrite);
  }
}
