/**
 * `reference-ids`: every OWASP LLM (2025) or API (2023) item, OWASP agentic threat, MITRE ATLAS
 * technique and CVE that a page cites is one the reference data in src/data/ knows, and a name
 * written right after an id is that item's name (or one of the other names the data accepts).
 *
 * The 2023 OWASP LLM list numbered its entries differently (LLM06 was Sensitive Information
 * Disclosure, LLM10 Model Theft). A page may use that numbering only where it says so, by writing
 * `LLM10:2023` or by naming 2023 on the same line; otherwise a 2023 name after an id is reported
 * as the wrong edition. A CVE must also be cited in a paragraph that names the affected project,
 * so a right-looking id attached to the wrong bug fails.
 */
import type {FrameworkItem} from '../src/data/redTeamFrameworks';
import {cves} from '../src/data/cves';
import {mitreAtlasTechniques} from '../src/data/mitreAtlas';
import {owaspAgenticThreats} from '../src/data/owaspAgenticThreats';
import {owaspApiTop10} from '../src/data/owaspApiTop10';
import {owaspLlmTop10, owaspLlmTop10Of2023} from '../src/data/owaspLlmTop10';
import type {Finding} from './finding';
import {
  findIds,
  nameAfter,
  quoteName,
  startsWithName,
  type FoundId,
  type IdKind,
} from './frameworkItemIds';
import type {Check} from './index';
import type {Source} from './sources';

const RULE = 'reference-ids';

const LISTS: Record<
  Exclude<IdKind, 'cve'>,
  {title: string; file: string; items: Record<string, FrameworkItem>}
> = {
  'owasp-llm': {
    title: 'the OWASP Top 10 for LLM Applications 2025',
    file: 'src/data/owaspLlmTop10.ts',
    items: owaspLlmTop10,
  },
  'owasp-api': {
    title: 'the OWASP API Security Top 10 2023',
    file: 'src/data/owaspApiTop10.ts',
    items: owaspApiTop10,
  },
  'owasp-agentic': {
    title: 'OWASP’s agentic AI threats',
    file: 'src/data/owaspAgenticThreats.ts',
    items: owaspAgenticThreats,
  },
  'mitre-atlas': {
    title: 'MITRE ATLAS',
    file: 'src/data/mitreAtlas.ts',
    items: mitreAtlasTechniques,
  },
};

const CVE_FILE = 'src/data/cves.ts';
const LLM_2023: Record<string, FrameworkItem> = owaspLlmTop10Of2023;

/** The reference modules state the facts; reading them as pages would check them against themselves. */
const REFERENCE_FILES = new Set([...Object.values(LISTS).map((list) => list.file), CVE_FILE]);

/** A page that discusses OWASP's agentic threats, where `T1`…`T15` are threat ids. */
const AGENTIC_CONTEXT = /owasp[^\n]{0,80}agentic|agentic[^\n]{0,80}owasp|owasp-agentic-ai/i;

const quote = (text: string) => `"${text}"`;

function describe(item: FrameworkItem): string {
  const others = item.otherNames?.length ? ` (also ${item.otherNames.map(quote).join(', ')})` : '';
  return `${quote(item.name)}${others}`;
}

/** The lines of the paragraph around `index`; a heading takes the paragraph after it as well. */
function paragraphAround(lines: readonly string[], index: number): string {
  let start = index;
  while (start > 0 && lines[start - 1].trim() !== '') start--;
  let end = index;
  const extend = () => {
    while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
  };
  extend();
  if (/^#{1,6}\s/.test(lines[start])) {
    while (end + 1 < lines.length && lines[end + 1].trim() === '') end++;
    extend();
  }
  return lines.slice(start, end + 1).join('\n');
}

function checkOwaspLlm(found: FoundId, line: string): string | undefined {
  const {id, edition} = found;
  if (edition !== undefined && edition !== '2023' && edition !== '2025') {
    return `cites ${id}:${edition}, but the OWASP Top 10 for LLM Applications has 2023 and 2025 editions only; the site maps to 2025 (${LISTS['owasp-llm'].file})`;
  }
  const list = edition === '2023' ? LLM_2023 : LISTS['owasp-llm'].items;
  const item = list[id];
  if (item === undefined) {
    return `cites ${id}, which is not an entry of the OWASP Top 10 for LLM Applications (LLM01 to LLM10, ${LISTS['owasp-llm'].file})`;
  }
  const name = nameAfter(line, found.end);
  if (name === undefined || startsWithName(name, item)) return undefined;
  if (edition === '2023') {
    return `names ${id}:2023 ${quote(quoteName(name))}, but the 2023 OWASP LLM list calls ${id} ${quote(item.name)} (${LISTS['owasp-llm'].file})`;
  }
  if (startsWithName(name, LLM_2023[id])) {
    if (/2023/.test(line)) return undefined;
    const current = Object.entries(LISTS['owasp-llm'].items).find(([, entry]) =>
      startsWithName(name, entry),
    )?.[0];
    return `names ${id} ${quote(quoteName(name))}, which is the 2023 numbering; in the 2025 list the site uses, ${id} is ${quote(item.name)}${current ? ` and ${quote(quoteName(name))} is ${current}` : ''}. Write ${id}:2023 or say 2023 on the line if the old list is meant (${LISTS['owasp-llm'].file})`;
  }
  return `names ${id} ${quote(quoteName(name))}, but ${id} is ${quote(item.name)} in ${LISTS['owasp-llm'].title} (${LISTS['owasp-llm'].file})`;
}

function checkListed(found: FoundId, line: string): string | undefined {
  if (found.kind === 'cve' || found.kind === 'owasp-llm') return undefined;
  const {title, file, items} = LISTS[found.kind];
  if (found.kind === 'owasp-api' && found.edition !== undefined && found.edition !== '2023') {
    return `cites ${found.id}:${found.edition}, but the site maps to the 2023 edition of the OWASP API Security Top 10 (${file})`;
  }
  const item = items[found.id];
  if (item === undefined) {
    return found.kind === 'mitre-atlas'
      ? `cites ${found.id}, a technique ${file} does not list; check the id and name at atlas.mitre.org and add it there, or cite a listed technique`
      : `cites ${found.id}, which is not an item of ${title} (${file})`;
  }
  const name = nameAfter(line, found.end);
  if (name === undefined || startsWithName(name, item)) return undefined;
  return `names ${found.id} ${quote(quoteName(name))}, but ${found.id} is ${describe(item)} in ${title} (${file})`;
}

function checkCve(found: FoundId, lines: readonly string[], index: number): string | undefined {
  const cve = (cves as Record<string, (typeof cves)[keyof typeof cves]>)[found.id];
  if (cve === undefined) {
    return `cites ${found.id}, which ${CVE_FILE} does not list; add it with what it is and what it affects`;
  }
  const paragraph = paragraphAround(lines, index).toLowerCase();
  if (cve.names.some((name) => paragraph.includes(name.toLowerCase()))) return undefined;
  return `cites ${found.id} in a paragraph that does not name what it affects: ${found.id} affects ${cve.affects} (${CVE_FILE})`;
}

/** Findings for one source. */
export function referenceIdFindings(source: Source): Finding[] {
  if (REFERENCE_FILES.has(source.file)) return [];
  const agentic = AGENTIC_CONTEXT.test(source.text);
  const lines = source.text.split(/\r\n|\r|\n/);
  const findings: Finding[] = [];
  lines.forEach((line, index) => {
    for (const found of findIds(line, {agentic})) {
      const message =
        found.kind === 'cve'
          ? checkCve(found, lines, index)
          : found.kind === 'owasp-llm'
            ? checkOwaspLlm(found, line)
            : checkListed(found, line);
      if (message) findings.push({file: source.file, line: index + 1, rule: RULE, message});
    }
  });
  return findings;
}

export const referenceIdsCheck: Check = {
  rule: RULE,
  description:
    'Every OWASP, MITRE ATLAS and CVE id a page cites is known to src/data/, under its own name.',
  scope: 'page',
  run: (sources) => sources.flatMap(referenceIdFindings),
};
