import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {
  ArrayExpression,
  Expression,
  ImportDeclaration,
  ObjectExpression,
  Program,
  SpreadElement,
} from 'estree';

/**
 * What the module of a listed component exports besides the component: a function from the
 * component's props to the table-of-contents entries of the headings it renders.
 */
export const TOC_ITEMS_EXPORT = 'tocItems';

export type Options = {
  /** The import sources, as pages write them, of components whose module exports `tocItems`. */
  components: string[];
};

type Usage = {element: MdxJsxFlowElement | MdxJsxTextElement; tocItems: string; after: string[]};

/**
 * Remark plugin: puts the headings that components render into the page's table of contents.
 * Docusaurus builds the TOC from Markdown headings only (`export const toc = [...]`, written by its
 * own remark plugin, which runs before this one). For each element of a listed component, this adds
 * `...tocItems(props)` to that array, right after the entry of the last heading before the element,
 * where the component's headings appear on the page. The entries come from the same props the
 * component renders from, when the page module loads.
 *
 * A page that exports its own `toc` keeps it as written, as Docusaurus does.
 */
export default function remarkComponentToc({components}: Options) {
  return async (root: Root): Promise<void> => {
    const {visit} = await import('unist-util-visit');

    const imports = new Map<string, {declaration: ImportDeclaration; tocItems: string}>();
    for (const node of root.children) {
      if (node.type !== 'mdxjsEsm') continue;
      for (const declaration of importDeclarations(node)) {
        const component = declaration.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
        if (component && components.includes(String(declaration.source.value))) {
          const name = component.local.name;
          imports.set(name, {declaration, tocItems: `__${TOC_ITEMS_EXPORT}${name}`});
        }
      }
    }
    if (imports.size === 0) return;

    const usages: Usage[] = [];
    const headingIds: string[] = [];
    visit(root, (node) => {
      if (node.type === 'heading') {
        // Set by Docusaurus's heading plugin, which runs first.
        const id = (node.data as {id?: string} | undefined)?.id;
        if (node.depth >= 2 && id) headingIds.push(id);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const imported = node.name ? imports.get(node.name) : undefined;
        if (imported) {
          usages.push({element: node, tocItems: imported.tocItems, after: [...headingIds]});
        }
      }
    });
    if (usages.length === 0) return;

    const toc = findTocExport(root);
    if (toc === undefined) {
      throw new Error(
        'component-toc found no `export const toc`: it must run after Docusaurus builds the TOC.',
      );
    }
    if (toc === 'written by the page') return;

    for (const {declaration, tocItems} of imports.values()) {
      if (usages.some((usage) => usage.tocItems === tocItems)) {
        declaration.specifiers.push({
          type: 'ImportSpecifier',
          imported: {type: 'Identifier', name: TOC_ITEMS_EXPORT},
          local: {type: 'Identifier', name: tocItems},
        });
      }
    }
    const added = new Set<SpreadElement>();
    for (const usage of usages) {
      const spread: SpreadElement = {
        type: 'SpreadElement',
        argument: {
          type: 'CallExpression',
          callee: {type: 'Identifier', name: usage.tocItems},
          arguments: [propsObject(usage.element)],
          optional: false,
        },
      };
      const entries = toc.elements;
      // The last heading before the element that has an entry (Docusaurus leaves out empty ones).
      const heading = [...usage.after]
        .reverse()
        .find((id) => entries.some((entry) => entryId(entry) === id));
      let index = entries.findIndex((entry) => entryId(entry) === heading) + 1;
      while (added.has(entries[index] as SpreadElement)) index += 1;
      entries.splice(index, 0, spread);
      added.add(spread);
    }
  };
}

function importDeclarations(node: MdxjsEsm): ImportDeclaration[] {
  const program = node.data?.estree as Program | undefined;
  return (program?.body ?? []).filter(
    (statement): statement is ImportDeclaration => statement.type === 'ImportDeclaration',
  );
}

/** The array of the `export const toc` Docusaurus generated, or whether the page wrote its own. */
function findTocExport(root: Root): ArrayExpression | 'written by the page' | undefined {
  for (const node of root.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      if (statement.declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'toc') continue;
        // Nodes parsed from the page have a position; the one Docusaurus generates has none.
        if (node.position !== undefined) return 'written by the page';
        if (declarator.init?.type === 'ArrayExpression') return declarator.init;
      }
    }
  }
  return undefined;
}

/** The heading id of a TOC entry Docusaurus wrote (`{value, id, level}`), if it is one. */
function entryId(entry: ArrayExpression['elements'][number]): string | undefined {
  if (entry?.type !== 'ObjectExpression') return undefined;
  for (const property of entry.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key.type === 'Identifier' ? property.key.name : undefined;
    const literalKey = property.key.type === 'Literal' ? property.key.value : undefined;
    if ((key ?? literalKey) !== 'id') continue;
    return property.value.type === 'Literal' && typeof property.value.value === 'string'
      ? property.value.value
      : undefined;
  }
  return undefined;
}

/** The element's props as an object literal: `<X spec={spec} tag="Evals"/>` → `{spec, tag}`. */
function propsObject(element: MdxJsxFlowElement | MdxJsxTextElement): ObjectExpression {
  const properties: ObjectExpression['properties'] = [];
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      // `{...rest}` parses as an object expression holding the spread.
      const object = expressionOf(attribute.data?.estree) as ObjectExpression;
      properties.push(...object.properties);
      continue;
    }
    const {name, value} = attribute;
    const propValue: Expression =
      value === null || value === undefined
        ? {type: 'Literal', value: true}
        : typeof value === 'string'
          ? {type: 'Literal', value}
          : expressionOf(value.data?.estree);
    properties.push({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: /^[A-Za-z_$][\w$]*$/.test(name)
        ? {type: 'Identifier', name}
        : {type: 'Literal', value: name},
      value: propValue,
    });
  }
  return {type: 'ObjectExpression', properties};
}

/** The expression of an attribute's `{…}`, copied: the element keeps its own. */
function expressionOf(program: Program | null | undefined): Expression {
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') {
    throw new Error('component-toc: a prop of a listed component is not an expression.');
  }
  return structuredClone(statement.expression);
}
