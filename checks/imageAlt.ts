/**
 * The `image-alt` check: every image says what it shows to readers who cannot see it.
 *
 * - A Markdown image, `![alt](src)`, has alt text. Images on docs pages, posts and release notes
 *   are content, so none of them is decorative.
 * - An `<img>` in MDX or in a React page has an `alt` attribute; an `alt` set from an expression
 *   (`alt={member.name}`) is trusted, as TypeScript checks that it is given.
 * - `alt=""` on any element marks an image as decoration, which screen readers skip; it must come
 *   with `aria-hidden="true"`, so that leaving an image out of the accessible page is written
 *   twice, on purpose, and an alt text deleted by mistake is still caught.
 *
 * Images inside code (fenced blocks, inline code) are examples, and are not read.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {blankInlineCode, lineAt, readBlocks} from './prose';
import {jsxElements, type AttributeValue} from './scripts';
import type {Source} from './sources';

const RULE = 'image-alt';

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)/g;
/** A JSX or HTML tag in MDX: its name, then its attributes (values may hold `>`). */
const MDX_TAG =
  /<([A-Za-z][\w.:-]*)((?:\s|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s"'{}>/]|\/(?!>))*)\/?>/g;

/** One attribute of a tag written in MDX: a name, then a quoted or braced value, or none. */
const ATTRIBUTE = /([^\s=/>"'{}]+)(?:\s*=\s*("[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}))?/g;
/** A braced value that is only a string: `{''}`, `{"text"}`, `` {`text`} ``. */
const BRACED_STRING = /^\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\}$/;

/** The attributes of an MDX tag, read as `jsxElements` reads them from TypeScript. */
function mdxAttributes(text: string): Map<string, AttributeValue> {
  const attributes = new Map<string, AttributeValue>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    let parsed: AttributeValue;
    if (value === undefined || value === '{true}') parsed = {kind: 'true'};
    else if (value[0] !== '{') parsed = {kind: 'text', text: value.slice(1, -1)};
    else {
      const string = BRACED_STRING.exec(value);
      parsed = string
        ? {kind: 'text', text: string[1] ?? string[2] ?? string[3]}
        : {kind: 'expression'};
    }
    attributes.set(name, parsed);
  }
  return attributes;
}

const isHidden = (value: AttributeValue | undefined) =>
  value?.kind === 'true' || (value?.kind === 'text' && value.text === 'true');

/** The problem with an element's alt, or null when it has a usable one. */
function altProblem(
  name: string,
  alt: AttributeValue | undefined,
  ariaHidden: AttributeValue | undefined,
): string | null {
  if (alt === undefined) {
    if (name !== 'img') return null;
    return `<img> has no alt attribute; add alt="…" saying what the image shows, or alt="" with aria-hidden="true" if it is decoration`;
  }
  if (alt.kind === 'text' && alt.text.trim() === '' && !isHidden(ariaHidden)) {
    return `<${name}> has an empty alt; describe what the image shows, or add aria-hidden="true" if it is decoration that screen readers should skip`;
  }
  return null;
}

function markdownFindings(source: Source): Finding[] {
  const findings: Finding[] = [];
  const report = (line: number, message: string) =>
    findings.push({file: source.file, line, rule: RULE, message});
  for (const block of readBlocks(source.text)) {
    const text = blankInlineCode(block.text);
    for (const match of text.matchAll(MARKDOWN_IMAGE)) {
      if (match[1].trim() !== '') continue;
      report(
        block.line + lineAt(text, match.index) - 1,
        `image ${match[2]} has no alt text; write what it shows between the brackets, ![like this](${match[2]}), for readers who cannot see it`,
      );
    }
    for (const match of text.matchAll(MDX_TAG)) {
      const attributes = mdxAttributes(match[2]);
      const problem = altProblem(match[1], attributes.get('alt'), attributes.get('aria-hidden'));
      if (problem) report(block.line + lineAt(text, match.index) - 1, problem);
    }
  }
  return findings;
}

function scriptFindings(source: Source): Finding[] {
  return jsxElements(source).flatMap((element) => {
    if (element.spread && !element.attributes.has('alt')) return [];
    const problem = altProblem(
      element.name,
      element.attributes.get('alt'),
      element.attributes.get('aria-hidden'),
    );
    return problem ? [{file: source.file, line: element.line, rule: RULE, message: problem}] : [];
  });
}

export function imageAltFindings(source: Source): Finding[] {
  if (source.format === 'markdown') return markdownFindings(source);
  // Only TSX has JSX, and only a file that writes `<img` or an `alt` needs parsing.
  const mayHaveImage = source.file.endsWith('.tsx') && /<img\b|\balt\b/.test(source.text);
  return mayHaveImage ? scriptFindings(source) : [];
}

export const imageAlt: Check = {
  rule: RULE,
  description:
    'Every image has alt text; an empty alt, for decoration only, comes with aria-hidden="true".',
  scope: 'page',
  run: (sources) => sources.flatMap(imageAltFindings),
};
