// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {euAiActDatesCheck, euAiActDateFindings} from '@site/checks/euAiActDates';
import {frameworkMappingFindings, frameworkMappingsCheck} from '@site/checks/frameworkMappings';
import {findIds, nameAfter, quoteName, startsWithName} from '@site/checks/frameworkItemIds';
import {referenceIdFindings, referenceIdsCheck} from '@site/checks/referenceIds';
import {loadSources, readSource} from '@site/checks/sources';
import {sortFindings, type Finding} from '@site/checks/finding';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/facts');
const site = loadSources(ROOT);

/** "line: message" for each finding in line order, which is what a writer reads. */
const read = (findings: Finding[]) =>
  sortFindings(findings)
    .map(({line, message}) => `${line}: ${message}`)
    .sort((a, b) => Number.parseInt(a) - Number.parseInt(b) || a.localeCompare(b));
const fixture = (check: string, file: string) => readSource(path.join(FIXTURES, check), file);

const MAPPINGS = '(src/data/redTeamFrameworkMappings.ts)';

describe('reading framework ids', () => {
  it('finds ids with their editions and reads agentic ids only when asked', () => {
    const line = 'LLM06:2025 and API1:2023, AML.T0051.001, T2 and CVE-2024-3660';
    expect(findIds(line, {agentic: false}).map((found) => [found.id, found.edition])).toEqual([
      ['LLM06', '2025'],
      ['API1', '2023'],
      ['AML.T0051.001', undefined],
      ['CVE-2024-3660', undefined],
    ]);
    expect(findIds(line, {agentic: true}).map((found) => found.id)).toContain('T2');
  });

  it('reads a name only where a capitalised name follows the id', () => {
    const after = (line: string) =>
      nameAfter(line, line.indexOf(' ') === -1 ? line.length : line.indexOf(' '));
    expect(after('LLM07 System Prompt Leakage.')).toBe('System Prompt Leakage.');
    expect(after('LLM04 and LLM08')).toBeUndefined();
    expect(after('AML.T0054, AML.T0048')).toBeUndefined();
    expect(nameAfter('LLM03, Supply Chain, and', 5)).toBe('Supply Chain, and');
  });

  it('compares names without case, dashes or ampersands getting in the way', () => {
    const item = {name: 'Intent Breaking and Goal Manipulation'};
    expect(startsWithName('Intent Breaking & Goal Manipulation**', item)).toBe(true);
    expect(startsWithName('intent breaking and goal manipulations', item)).toBe(false);
    expect(
      startsWithName('Server-Side Request Forgery', {name: 'Server Side Request Forgery'}),
    ).toBe(true);
    expect(quoteName('Data and Model Poisoning and LLM01')).toBe(
      'Data and Model Poisoning and LLM01',
    );
    expect(quoteName('Prompt Leaking has the wrong name')).toBe('Prompt Leaking');
  });
});

describe('framework-mappings check', () => {
  it('reports a plugin page whose framework lines differ from the data', () => {
    expect(
      read(
        frameworkMappingFindings(fixture('framework-mappings', 'docs/red-team/plugins/ssrf.md')),
      ),
    ).toEqual([
      `10: the config example annotates ssrf with AML.T0057 LLM Data Leakage, but the data maps ssrf to AML.T0053 LLM Plugin Compromise there ${MAPPINGS}`,
      `13: ssrf page does not name T2 Tool Misuse (OWASP Agentic AI), which the data maps ssrf to ${MAPPINGS}`,
      `16: ssrf page does not name LLM05 Improper Output Handling (OWASP LLM Top 10), which the data maps ssrf to ${MAPPINGS}`,
      `16: ssrf page names LLM06 Excessive Agency (OWASP LLM Top 10), but the data maps ssrf to LLM05 Improper Output Handling there ${MAPPINGS}`,
      '18: ssrf page cites GDPR in its framework mapping, but the data does not tag ssrf with GDPR and docs/red-team/gdpr.md does not list it (src/data/redTeamPlugins.ts)',
    ]);
  });

  it('reports annotated config examples and plugin links that disagree with the data', () => {
    expect(
      read(frameworkMappingFindings(fixture('framework-mappings', 'docs/red-team/mitre-atlas.md'))),
    ).toEqual([
      "7: links the imitation page as `imitation`, but that plugin's config id is `impersonation` (src/data/redTeamPlugins.ts)",
      `14: the config example lists prompt-extraction under "# LLM05 Improper Output Handling", but the data maps prompt-extraction to LLM07 System Prompt Leakage ${MAPPINGS}`,
      `15: the config example annotates tool-discovery with AML.T0053 LLM Plugin Compromise, but the data maps tool-discovery to AML.T0056 Extract LLM System Prompt there ${MAPPINGS}`,
      '21: the config example annotates strategy base64 with AML.T0054 LLM Jailbreak, but the MITRE ATLAS coverage table does not list base64 for it (src/data/redTeamFrameworkCoverage.ts)',
    ]);
  });

  it('finds nothing on the site', () => {
    expect(read(frameworkMappingsCheck.run(site))).toEqual([]);
  });
});

describe('reference-ids check', () => {
  it('reports unknown ids, wrong names, the 2023 numbering used silently and CVEs out of context', () => {
    const messages = read(referenceIdFindings(fixture('reference-ids', 'docs/guide.md')));
    expect(messages).toEqual([
      '8: names LLM07 "Prompt Leaking", but LLM07 is "System Prompt Leakage" in the OWASP Top 10 for LLM Applications 2025 (src/data/owaspLlmTop10.ts)',
      '9: cites LLM11, which is not an entry of the OWASP Top 10 for LLM Applications (LLM01 to LLM10, src/data/owaspLlmTop10.ts)',
      '10: names LLM10 "Model Theft", which is the 2023 numbering; in the 2025 list the site uses, LLM10 is "Unbounded Consumption". Write LLM10:2023 or say 2023 on the line if the old list is meant (src/data/owaspLlmTop10.ts)',
      '11: names LLM06:2023 "Excessive Agency", but the 2023 OWASP LLM list calls LLM06 "Sensitive Information Disclosure" (src/data/owaspLlmTop10.ts)',
      '12: cites LLM02:2024, but the OWASP Top 10 for LLM Applications has 2023 and 2025 editions only; the site maps to 2025 (src/data/owaspLlmTop10.ts)',
      '13: cites API3:2019, but the site maps to the 2023 edition of the OWASP API Security Top 10 (src/data/owaspApiTop10.ts)',
      '15: cites AML.T0099, a technique src/data/mitreAtlas.ts does not list; check the id and name at atlas.mitre.org and add it there, or cite a listed technique',
      '15: names AML.T0056 "LLM Prompt Extraction", but AML.T0056 is "Extract LLM System Prompt" (also "LLM Meta Prompt Extraction") in MITRE ATLAS (src/data/mitreAtlas.ts)',
      '16: cites T16, which is not an item of OWASP’s agentic AI threats (src/data/owaspAgenticThreats.ts)',
      '16: names T13 "Rogue Agents", but T13 is "Rogue Agents in Multi-Agent Systems" in OWASP’s agentic AI threats (src/data/owaspAgenticThreats.ts)',
      '18: cites CVE-2024-3660 in a paragraph that does not name what it affects: CVE-2024-3660 affects Keras before 2.13, including the tf.keras bundled with TensorFlow (src/data/cves.ts)',
      '20: cites CVE-2024-99999, which src/data/cves.ts does not list; add it with what it is and what it affects',
    ]);
  });

  it('accepts the 2023 numbering where the line says 2023', () => {
    expect(
      referenceIdFindings(fixture('reference-ids', 'blog/2025-01-07-old-list/index.mdx')),
    ).toEqual([]);
  });

  it('finds nothing on the site', () => {
    expect(read(referenceIdsCheck.run(site))).toEqual([]);
  });
});

describe('eu-ai-act-dates check', () => {
  it("reports dates next to the Act's provisions that are none of its dates, and leaves other laws' dates alone", () => {
    const findings = read(euAiActDateFindings(fixture('eu-ai-act-dates', 'docs/eu.md')));
    expect(findings.map((finding) => finding.split(' next to')[0])).toEqual([
      '5: says 2 February 2026',
      '7: says August 2028',
    ]);
    expect(findings[0]).toContain('2 February 2025, 2 August 2025, 2 August 2026, 2 August 2027');
  });

  it('finds nothing on the site', () => {
    expect(read(euAiActDatesCheck.run(site))).toEqual([]);
  });
});
