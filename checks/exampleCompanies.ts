/**
 * The `example-companies` check: each invented company of src/data/exampleCompanies.ts keeps one
 * identity on every page. Two parts of that identity can be read without guessing:
 *
 * - Domains. A host name or email domain whose registrable label (the one before the top-level
 *   domain) starts with a company's first name word, such as `northwindair.example` or
 *   `ledgerly.com`, must be the company's `domain`, a subdomain of it, or one of its declared
 *   `otherDomains`. Labels further left are not read, so `tillpoint-qa.iam.gserviceaccount.com`
 *   (a Google project id) and `beacon-portal.example-login.net` (a phishing trick) pass.
 * - Names. The first name word followed, on the same line, by a capitalised word must start the
 *   company's name or one of its `alsoNamed`: beside Kestrel Insurance, "Kestrel Cloud" is a second
 *   company under the same name.
 *
 * What a page says the company does, and where, is prose this check does not read.
 */
import {exampleCompanies, type ExampleCompany} from '../src/data/exampleCompanies';
import type {Finding} from './finding';
import type {Check} from './index';
import type {Source} from './sources';

const RULE = 'example-companies';

/**
 * A whole host name, with one of the top-level domains an example host can have; other endings
 * (`tillpoint.js`, `harbor-support.json`) are file names.
 */
const HOST =
  /(?<![\w.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:example|com|net|org|io|dev|ai|app|co|cloud|internal|local))(?![\w-])/gi;

const firstWord = (company: ExampleCompany) => company.name.split(' ')[0];

/** The company whose name a host's registrable label starts with, if any. */
function companyOfHost(host: string, companies: readonly ExampleCompany[]) {
  const labels = host.toLowerCase().split('.');
  const registrable = labels[labels.length - 2];
  return companies.find((company) => registrable.startsWith(firstWord(company).toLowerCase()));
}

function isCompanyHost(host: string, company: ExampleCompany): boolean {
  const allowed = [company.domain, ...Object.keys(company.otherDomains ?? {})].filter(
    (domain): domain is string => domain !== undefined,
  );
  const lower = host.toLowerCase();
  return allowed.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Findings for one page against the given companies. */
export function checkCompanies(source: Source, companies: readonly ExampleCompany[]): Finding[] {
  const findings: Finding[] = [];
  const report = (index: number, message: string) =>
    findings.push({file: source.file, line: lineAt(source.text, index), rule: RULE, message});

  for (const match of source.text.matchAll(HOST)) {
    const host = match[1];
    const company = companyOfHost(host, companies);
    if (!company || isCompanyHost(host, company)) continue;
    const where = company.domain
      ? `its examples use ${company.domain}`
      : 'it has no domain declared';
    report(
      match.index,
      `"${host}" looks like a domain of ${company.name}, but ${where} (src/data/exampleCompanies.ts)`,
    );
  }

  for (const company of companies) {
    const word = firstWord(company);
    const names = [company.name, ...(company.alsoNamed ?? [])];
    const pattern = new RegExp(`\\b${escape(word)}[ \\t]+([A-Z][\\w-]*)`, 'g');
    for (const match of source.text.matchAll(pattern)) {
      const written = `${word} ${match[1]}`;
      if (names.some((name) => name === written || name.startsWith(`${written} `))) continue;
      report(
        match.index,
        `"${written}" reuses the name of ${company.name}, ${company.is}; use that company or another name (src/data/exampleCompanies.ts)`,
      );
    }
  }
  return findings;
}

export const exampleCompaniesCheck: Check = {
  rule: RULE,
  description:
    'Each invented example company keeps its one name and domain from src/data/exampleCompanies.ts.',
  scope: 'page',
  run: (sources) =>
    sources
      .filter((source) => source.file !== 'src/data/exampleCompanies.ts')
      .flatMap((source) => checkCompanies(source, exampleCompanies)),
};
