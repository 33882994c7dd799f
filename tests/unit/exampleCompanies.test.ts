/**
 * @vitest-environment node
 *
 * The `example-companies` check: an invented company keeps one name and one domain.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkCompanies} from '@site/checks/exampleCompanies';
import type {Source} from '@site/checks/sources';
import {exampleCompanies, type ExampleCompany} from '@site/src/data/exampleCompanies';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FILE = 'tests/fixtures/example-companies/page.md';

const companies: ExampleCompany[] = [
  {name: 'Kestrel Insurance', is: 'an invented insurer', domain: 'kestrel.example'},
  {name: 'Northwind Air', is: 'an invented airline', domain: 'northwind-air.example'},
  {
    name: 'Tillpoint',
    is: 'an invented retail chain',
    domain: 'tillpoint.example',
    otherDomains: {'tillpoint-sec.example': 'the security team canary'},
    alsoNamed: ['Tillpoint Rewards'],
  },
];

describe('example-companies', () => {
  const source: Source = {
    file: FILE,
    kind: 'doc',
    format: 'markdown',
    text: fs.readFileSync(path.join(ROOT, FILE), 'utf8'),
    frontMatter: {},
  };

  it('reports a second domain and a second name, and nothing the data allows', () => {
    const rule = 'example-companies';
    expect(checkCompanies(source, companies)).toEqual([
      {
        file: FILE,
        line: 7,
        rule,
        message:
          '"northwindair.example" looks like a domain of Northwind Air, but its examples use northwind-air.example (src/data/exampleCompanies.ts)',
      },
      {
        file: FILE,
        line: 13,
        rule,
        message:
          '"tillpoint.com" looks like a domain of Tillpoint, but its examples use tillpoint.example (src/data/exampleCompanies.ts)',
      },
      {
        file: FILE,
        line: 9,
        rule,
        message:
          '"Kestrel Cloud" reuses the name of Kestrel Insurance, an invented insurer; use that company or another name (src/data/exampleCompanies.ts)',
      },
    ]);
  });

  it('declares each company once, with a domain named after it', () => {
    const names = exampleCompanies.map((company) => company.name);
    expect(new Set(names).size).toBe(names.length);
    const firstWords = names.map((name) => name.split(' ')[0]);
    expect(new Set(firstWords).size, 'two companies share a first name word').toBe(names.length);
    for (const company of exampleCompanies) {
      if (!company.domain) continue;
      expect(company.domain, company.name).toMatch(/\.example$/);
      expect(company.domain.startsWith(firstWords[names.indexOf(company.name)].toLowerCase())).toBe(
        true,
      );
    }
  });
});
