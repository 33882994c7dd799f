// The product views in the built pages: rendered into the HTML itself (so the hero keeps its
// height from the first paint and nothing waits for a script), and kept out of the search index,
// which should find a page for what it says, not for the sample output it shows.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'cheerio';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const jiti = createJiti(here);
const {extractPage} = jiti('../../plugins/local-search/extractPage.ts');
const {ticketTriageEval} = jiti('../../src/data/sampleResults/evalResults.ts');
const {skylarkReport, retailSupportReport, tillpointReport} = jiti(
  '../../src/data/sampleResults/redTeamReports.ts',
);
const {billingInputFilterRun, portalGuardRun} = jiti(
  '../../src/data/sampleResults/guardrailRuns.ts',
);
const {modelsFolderScan, docsModelsScan} = jiti('../../src/data/sampleResults/modelScans.ts');
const {codingAgentSession} = jiti('../../src/data/sampleResults/mcpProxySessions.ts');

/** The view's line under the false-positive rate: `41 of 421 benign inputs refused`. */
const refused = (run) => {
  const sum = (key) => run.benign.reduce((total, row) => total + row[key], 0);
  return `${sum('blocked')} of ${sum('sent')} benign inputs refused`;
};

/** Each page with a view, and text only its sample holds (not the page's own prose). */
const VIEWS = {
  '/': ticketTriageEval.cells[0][1].output,
  '/red-teaming/': skylarkReport.finding.graderReason,
  '/llm-vulnerability-scanner/': retailSupportReport.finding.reply,
  '/guardrails/': refused(billingInputFilterRun),
  '/model-security/': modelsFolderScan.findings[1].trigger.at,
  '/mcp/': codingAgentSession.calls[2].arguments.q,
  '/docs/usage/web-ui/': ticketTriageEval.cells[2][1].output,
  '/docs/red-team/quickstart/': tillpointReport.finding.reply,
  '/docs/guides/testing-guardrails/': refused(portalGuardRun),
  '/docs/model-audit/usage/': docsModelsScan.findings[2].trigger.name,
  '/docs/integrations/mcp/': codingAgentSession.calls[5].arguments.path,
};

const htmlOf = (pathname) => fs.readFileSync(path.join(buildDir, pathname, 'index.html'), 'utf8');
const squash = (text) => text.replace(/\s+/g, ' ');

describe('product views in the built pages', () => {
  for (const [pathname, sampleText] of Object.entries(VIEWS)) {
    it(`${pathname} has its view in the HTML, and none of it in the search index`, () => {
      const html = htmlOf(pathname);
      const $ = load(html);
      const figure = $('figure[data-search-exclude]');
      assert.equal(figure.length, 1, 'one view, marked for search to skip');
      assert.match(squash(figure.find('figcaption').text()), /^Sample output of crucible /);
      assert.ok(figure.find('table').length > 0, 'its tables are in the HTML');
      assert.ok(squash(figure.text()).includes(sampleText), `the HTML shows "${sampleText}"`);

      const page = extractPage(html, pathname);
      const indexed = squash(page.sections.map((section) => section.text).join(' '));
      assert.ok(indexed.length > 200, 'the page itself is still indexed');
      assert.ok(!indexed.includes('Sample output of'), 'the caption is not indexed');
      assert.ok(!indexed.includes(sampleText), `"${sampleText}" is not indexed`);
    });
  }
});
