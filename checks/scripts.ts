/**
 * Reading the TypeScript sources of the site (React pages, page components and data files) with
 * the TypeScript compiler's own parser: the text a reader sees (JSX text and string literals) and
 * the JSX elements with their attributes. Comments and import paths are code, not page text.
 */
import ts from 'typescript';
import type {Source} from './sources';

/** One piece of page text in a script: JSX text, or the contents of a string literal. */
export type ScriptText = {
  /** 1-based line where the text starts. */
  line: number;
  text: string;
};

const parsed = new WeakMap<Source, ts.SourceFile>();

/** The syntax tree of a script source, parsed once however many checks read it. */
function syntaxTree(source: Source): ts.SourceFile {
  let tree = parsed.get(source);
  if (!tree) {
    const kind = source.file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    tree = ts.createSourceFile(source.file, source.text, ts.ScriptTarget.Latest, true, kind);
    parsed.set(source, tree);
  }
  return tree;
}

function lineOf(tree: ts.SourceFile, node: ts.Node): number {
  return tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const isModulePath = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent);

/** The page text of a script, in order. */
export function scriptTexts(source: Source): ScriptText[] {
  const tree = syntaxTree(source);
  const texts: ScriptText[] = [];
  walk(tree, (node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim() !== '') texts.push({line: lineOf(tree, node), text: node.text});
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !isModulePath(node)
    ) {
      texts.push({line: lineOf(tree, node), text: node.text});
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      texts.push({line: lineOf(tree, node), text: node.text});
    }
  });
  return texts;
}

/** What a JSX attribute is set to, as far as can be told without running the code. */
export type AttributeValue =
  /** A string, written as `alt="…"` or `alt={'…'}`. */
  | {kind: 'text'; text: string}
  /** `aria-hidden` written bare or as `{true}`. */
  | {kind: 'true'}
  /** Any other expression, whose value is known only when the page runs. */
  | {kind: 'expression'};

export type JsxElement = {
  /** 1-based line of the element's `<`. */
  line: number;
  /** The tag name as written: `img`, `Diagram`. */
  name: string;
  attributes: Map<string, AttributeValue>;
  /** True when `{...props}` may set attributes not written out. */
  spread: boolean;
};

function attributeValue(initializer: ts.JsxAttributeValue | undefined): AttributeValue {
  if (!initializer) return {kind: 'true'};
  if (ts.isStringLiteral(initializer)) return {kind: 'text', text: initializer.text};
  if (ts.isJsxExpression(initializer) && initializer.expression) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return {kind: 'text', text: expression.text};
    }
    if (expression.kind === ts.SyntaxKind.TrueKeyword) return {kind: 'true'};
  }
  return {kind: 'expression'};
}

/** Every JSX element of a script, with the attributes written on it. */
export function jsxElements(source: Source): JsxElement[] {
  const tree = syntaxTree(source);
  const elements: JsxElement[] = [];
  walk(tree, (node) => {
    if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
    const attributes = new Map<string, AttributeValue>();
    let spread = false;
    for (const attribute of node.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) spread = true;
      else attributes.set(attribute.name.getText(tree), attributeValue(attribute.initializer));
    }
    elements.push({line: lineOf(tree, node), name: node.tagName.getText(tree), attributes, spread});
  });
  return elements;
}
