/**
 * Runs html-validate over built pages, as a crawler-side validator would, and drops only the
 * errors the configuration attributes to Docusaurus's own markup (htmlValidateConfig.ts).
 */
import {HtmlValidate, StaticConfigLoader, type Message} from 'html-validate';
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {UPSTREAM_EXCLUSIONS, VALIDATOR_CONFIG, type UpstreamExclusion} from './htmlValidateConfig';

export type Finding = {file: string; line: number; column: number; rule: string; message: string};

export function createValidator(): HtmlValidate {
  return new HtmlValidate(new StaticConfigLoader(VALIDATOR_CONFIG));
}

/** The element a message reports; none when the selector does not parse as CSS (so it stays). */
function elementAt($: CheerioAPI, selector: string): Element | undefined {
  try {
    const [element] = $(selector).toArray();
    return element?.type === 'tag' ? element : undefined;
  } catch {
    return undefined;
  }
}

/** The messages an exclusion covers: same rule, and the reported element matches its selector. */
function excludedMessages(
  html: string,
  messages: Message[],
  exclusions: UpstreamExclusion[],
): Map<Message, UpstreamExclusion> {
  const excluded = new Map<Message, UpstreamExclusion>();
  const candidates = messages.filter(
    (message) => message.selector && exclusions.some(({rule}) => rule === message.ruleId),
  );
  if (candidates.length === 0) return excluded;
  // htmlparser2 builds the tree as written, as html-validate does (no implied <tbody>), so the
  // selectors html-validate reports find the same element here.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const matching = new Map(
    exclusions.map((exclusion) => [exclusion, new Set($(exclusion.selector).toArray())]),
  );
  for (const message of candidates) {
    const element = elementAt($, message.selector!);
    const exclusion = exclusions.find(
      (candidate) =>
        candidate.rule === message.ruleId && element && matching.get(candidate)!.has(element),
    );
    if (exclusion) excluded.set(message, exclusion);
  }
  return excluded;
}

export type PageResult = {findings: Finding[]; excludedBy: UpstreamExclusion[]};

/** The page's errors outside the exclusions, and the exclusions that dropped one. */
export async function validatePage(
  validator: HtmlValidate,
  html: string,
  file: string,
  exclusions: UpstreamExclusion[] = UPSTREAM_EXCLUSIONS,
): Promise<PageResult> {
  const report = await validator.validateString(html, file);
  const messages = report.results.flatMap((result) => result.messages);
  const excluded = excludedMessages(html, messages, exclusions);
  return {
    findings: messages
      .filter((message) => !excluded.has(message))
      .map(({line, column, ruleId, message}) => ({file, line, column, rule: ruleId, message})),
    excludedBy: [...new Set(excluded.values())],
  };
}

export function formatFinding({file, line, column, rule, message}: Finding): string {
  return `${file}:${line}:${column}: ${message} [${rule}]`;
}
