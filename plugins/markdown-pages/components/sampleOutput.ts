import type {ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {code, paragraph, strong, text} from '../mdastBuilders';
import {stringProp} from './types';

/**
 * What every product view opens with (src/components/SampleOutput): the figure's caption, as a
 * line saying whose sample output the view is. The caption prop completes the sentence.
 */
export function sampleOutputCaption(
  command: string,
  props: Readonly<Record<string, unknown>>,
): Paragraph {
  return paragraph(
    strong(text('Sample output')),
    text(' of '),
    code(command),
    text(`: ${stringProp(props, 'caption')}`),
  );
}

/** A value as an error names it: an object by its keys, since a sample is long. */
export function described(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return `an object with ${Object.keys(value).join(', ') || 'no keys'}`;
  }
  return JSON.stringify(value) ?? 'nothing';
}

/**
 * A prop that must be a sample from src/data/sampleResults/: an object with the fields its view
 * reads. The view's own functions check the rest (a cell without its grades, an outcome for a
 * strategy the sample does not list) and throw.
 */
export function sampleProp<T>(
  value: unknown,
  name: string,
  what: string,
  fields: readonly string[],
): T {
  const missing =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? fields.filter((field) => !(field in value))
      : fields;
  if (missing.length > 0) {
    throw new Error(
      `needs the prop ${name} as ${what} from src/data/sampleResults/ (with ${fields.join(', ')}), got ${described(value)}`,
    );
  }
  return value as T;
}

/** A definition list of the view as a bulleted list: `- **Label:** what it says`. */
export function labelledList(entries: readonly [string, PhrasingContent[]][]): RootContent {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map(([label, content]): ListItem => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(strong(text(`${label}:`)), text(' '), ...content)],
    })),
  };
}

/** A table row that spans the table on the page (a total, a group's title): the rest left empty. */
export function spanningRow(
  width: number,
  ...cells: (readonly PhrasingContent[])[]
): (readonly PhrasingContent[])[] {
  return [...cells, ...Array.from({length: width - cells.length}, () => [])];
}
