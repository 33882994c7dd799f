/**
 * The `release-model-ids` check: every provider or model id a release note announces must be one a
 * reader can use as written. A release note lists them in inline code in the "Providers:" bullet
 * of its "## New providers, plugins and strategies" section, and each is one of:
 *
 * - a provider prefix such as `groq:` or `azure:foundry:`, or a provider key such as `browser`: it
 *   must be the `idPrefix` of a provider in src/data/providers.ts;
 * - a model id such as `xai:grok-4` or `openai:chat:gpt-5.1`: it belongs to the provider with the
 *   longest `idPrefix` it starts with (`openai:agents:` before `openai:`), and its page
 *   docs/providers/<slug>.md, where a reader copies ids from, must document it: show it whole, or
 *   give its form and name its model in one table row, list item or paragraph
 *   (`openai:chat:<model>` … `gpt-5.1`). So a note cannot announce `openai:o3-pro` or
 *   `openai:chat:o3-pro` when the OpenAI page puts o3-pro under `openai:responses:<model>`, nor a
 *   model the page's list leaves out. A model the vendor has since retired stays on its page,
 *   marked as retired, so that older release notes still lead somewhere true.
 *
 * Other inline code in the bullet (a URL, an environment variable) is not an id and is skipped.
 */
import {providers as siteProviders, type Provider} from '../src/data/providers';
import type {Finding} from './finding';
import type {Check} from './index';
import {extractInlineCode} from './markdown';
import type {Source} from './sources';

const RULE = 'release-model-ids';
const SECTION = '## New providers, plugins and strategies';

/** An id a release note announces, at the line of the note where it is written. */
export type AnnouncedId = {line: number; id: string};

/** Provider ids are one word: letters, digits and `._/:-`, with no scheme such as `https://`. */
const PROVIDER_ID = /^[a-z0-9][\w.:/-]*$/i;

/** The ids in the "Providers:" bullet of a release note's new-providers section. */
export function announcedIds(markdown: string): AnnouncedId[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const start = lines.findIndex((line) => line.trim() === SECTION);
  if (start === -1) return [];
  const found: AnnouncedId[] = [];
  for (let index = start + 1; index < lines.length && !/^#{1,2} /.test(lines[index]); index++) {
    if (!/^- Providers:/.test(lines[index])) continue;
    // The bullet runs until the next bullet, heading or blank line.
    let end = index + 1;
    while (end < lines.length && lines[end].trim() !== '' && !/^(?:- |#)/.test(lines[end])) end++;
    const bullet = lines.slice(index, end).join('\n');
    for (const span of extractInlineCode(bullet)) {
      if (PROVIDER_ID.test(span.code) && !span.code.includes('://')) {
        found.push({line: index + span.line, id: span.code});
      }
    }
  }
  return found;
}

/** The provider an id belongs to: the one with the longest `idPrefix` the id starts with. */
export function providerOf(id: string, providers: readonly Provider[]): Provider | undefined {
  return providers
    .filter((provider) => isBareKey(provider.idPrefix) || provider.idPrefix.endsWith(':'))
    .filter((provider) =>
      isBareKey(provider.idPrefix) ? id === provider.idPrefix : id.startsWith(provider.idPrefix),
    )
    .sort((a, b) => b.idPrefix.length - a.idPrefix.length)[0];
}

/** A provider key with no model part, such as `browser` or `http`. */
function isBareKey(idPrefix: string): boolean {
  return /^[a-z][a-z0-9-]*$/.test(idPrefix);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `page` shows `id` whole, not as the start of a longer id (`gpt-5` in `gpt-5.1`). */
function pageShowsId(page: string, id: string): boolean {
  return new RegExp(`(?<![\\w.:/-])${escape(id)}(?![\\w:/-]|\\.\\w)`).test(page);
}

/**
 * The units of a page in which an id form and model names go together: each table row, each list
 * item, each other paragraph, as a number per line (blank lines belong to no unit).
 */
function unitsByLine(page: string): number[] {
  let unit = 0;
  let inUnit = false;
  return page.split(/\r\n|\r|\n/).map((line) => {
    if (line.trim() === '') {
      inUnit = false;
      return -1;
    }
    if (!inUnit || /^\s*(?:\||[-*] |\d+\. )/.test(line)) unit++;
    inUnit = true;
    return unit;
  });
}

/** An id form in inline code with a placeholder for the model, e.g. `openai:chat:<model>`. */
const ID_FORM = /^([a-z0-9][\w.:-]*:)<[\w -]+>$/i;

/**
 * True when `page` documents `id`: it shows the id whole, or one table row, list item or paragraph
 * gives its form (`openai:chat:<model>`) and names the model (`gpt-5`), both in inline code.
 */
export function pageDocumentsId(page: string, id: string): boolean {
  if (pageShowsId(page, id)) return true;
  const units = unitsByLine(page);
  const spans = extractInlineCode(page).map((span) => ({...span, unit: units[span.line - 1]}));
  return spans.some((form) => {
    const prefix = ID_FORM.exec(form.code)?.[1];
    return (
      prefix !== undefined &&
      id.startsWith(prefix) &&
      spans.some((model) => model.unit === form.unit && prefix + model.code === id)
    );
  });
}

/** Problems of one release note's announced ids, given the provider pages by file. */
export function checkReleaseNote(
  note: Source,
  providers: readonly Provider[],
  pages: ReadonlyMap<string, Source>,
): Finding[] {
  const findings: Finding[] = [];
  const report = (line: number, message: string) =>
    findings.push({file: note.file, line, rule: RULE, message});
  for (const {line, id} of announcedIds(note.text)) {
    const isPrefix = id.endsWith(':') || isBareKey(id);
    if (isPrefix) {
      if (!providers.some((provider) => provider.idPrefix === id)) {
        report(
          line,
          `announces the provider "${id}", but no provider in src/data/providers.ts has that idPrefix`,
        );
      }
      continue;
    }
    const provider = providerOf(id, providers);
    if (!provider) {
      report(
        line,
        `announces the model id "${id}", but no provider in src/data/providers.ts has an idPrefix it starts with`,
      );
      continue;
    }
    const file = [`docs/providers/${provider.slug}.md`, `docs/providers/${provider.slug}.mdx`].find(
      (name) => pages.has(name),
    );
    if (!file) {
      report(
        line,
        `announces "${id}", but the ${provider.name} page docs/providers/${provider.slug}.md is missing`,
      );
    } else if (!pageDocumentsId(pages.get(file)!.text, id)) {
      report(
        line,
        `announces the model id "${id}", which the ${provider.name} page (${file}) does not document; write the id in the form that page gives, or add the model to the page`,
      );
    }
  }
  return findings;
}

export const releaseModelIdsCheck: Check = {
  rule: RULE,
  description:
    'Every provider prefix a release note announces is a provider idPrefix, and every model id it announces appears in that form on the provider page.',
  run: (sources) => {
    const pages = new Map(
      sources
        .filter((source) => source.file.startsWith('docs/providers/'))
        .map((source) => [source.file, source]),
    );
    return sources
      .filter((source) => source.kind === 'release')
      .flatMap((note) => checkReleaseNote(note, siteProviders, pages));
  },
};
