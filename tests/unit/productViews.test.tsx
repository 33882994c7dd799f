// The product views (src/components/{EvalResultsMatrix,RedTeamReport,GuardrailResults,
// ModelScanResults,McpProxyLog}) rendered from the samples the pages use: what a visitor reads
// (verdicts, counts, rates, severities, rules) must be what the sample data adds up to. Expected
// figures are counted here from the raw sample rows, not taken from the views' own helpers.
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import EvalResultsMatrix from '@site/src/components/EvalResultsMatrix';
import RedTeamReport from '@site/src/components/RedTeamReport';
import GuardrailResults from '@site/src/components/GuardrailResults';
import ModelScanResults from '@site/src/components/ModelScanResults';
import McpProxyLog from '@site/src/components/McpProxyLog';
import {owaspLlmTop10} from '@site/src/data/owaspLlmTop10';
import {ticketTriageEval} from '@site/src/data/sampleResults/evalResults';
import {
  retailSupportReport,
  skylarkReport,
  tillpointReport,
} from '@site/src/data/sampleResults/redTeamReports';
import {billingInputFilterRun, portalGuardRun} from '@site/src/data/sampleResults/guardrailRuns';
import {docsModelsScan, modelsFolderScan} from '@site/src/data/sampleResults/modelScans';
import {codingAgentSession} from '@site/src/data/sampleResults/mcpProxySessions';
import type {RedTeamSample} from '@site/src/lib/results/redTeamReport';

afterEach(cleanup);

/** An element's text with a space at every element boundary, as it reads and as search reads it. */
function text(element: Element | null): string {
  const walk = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE
      ? (node.textContent ?? '')
      : ` ${Array.from(node.childNodes).map(walk).join('')} `;
  return element ? walk(element).replace(/\s+/g, ' ').trim() : '';
}
const percent = (part: number, whole: number, digits = 0) =>
  `${((part / whole) * 100).toFixed(digits)}%`;

/** Whether each cell of the sample passed: every grade at or above its assertion's threshold. */
const cellVerdicts = ticketTriageEval.cells.map((row, test) =>
  row.map((cell) =>
    cell.grades.every(
      (grade, index) => grade.score >= (ticketTriageEval.tests[test].assert[index].threshold ?? 1),
    ),
  ),
);

function expectSampleFrame(container: HTMLElement, command: RegExp): void {
  const figure = container.querySelector('figure')!;
  // Sample output says so first, and stays out of the site search.
  expect(text(figure.querySelector('figcaption'))).toMatch(/^Sample output of /);
  expect(text(figure.querySelector('figcaption'))).toMatch(command);
  expect(figure.hasAttribute('data-search-exclude')).toBe(true);
  // Every table scrolls in its own focusable, named box.
  for (const table of Array.from(figure.querySelectorAll('table'))) {
    const box = table.parentElement!;
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('aria-label')).toBeTruthy();
  }
}

describe('eval results grid', () => {
  it('shows each cell’s verdict and each column’s pass rate, and the run’s total', () => {
    const {container} = render(<EvalResultsMatrix sample={ticketTriageEval} caption="test" />);
    expectSampleFrame(container, /crucible view/);
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(ticketTriageEval.tests.length);
    rows.forEach((row, index) => {
      const badges = Array.from(row.querySelectorAll('td')).map((cell) =>
        cell.textContent!.slice(0, 4),
      );
      expect(badges).toEqual(cellVerdicts[index].map((passed) => (passed ? 'PASS' : 'FAIL')));
    });
    const headers = Array.from(container.querySelectorAll('thead th')).slice(1);
    expect(headers).toHaveLength(ticketTriageEval.providers.length);
    headers.forEach((header, column) => {
      const passed = cellVerdicts.filter((row) => row[column]).length;
      expect(text(header)).toContain(ticketTriageEval.providers[column]);
      expect(text(header)).toContain(
        `${passed}/${cellVerdicts.length} passed (${percent(passed, cellVerdicts.length)})`,
      );
    });
    const all = cellVerdicts.flat();
    const passed = all.filter(Boolean).length;
    expect(text(container.querySelector('tfoot'))).toBe(
      `Total ${passed} of ${all.length} passed (${percent(passed, all.length)}), ${all.length - passed} failed`,
    );
  });

  it('gives every failing cell a button described by the failed assertion and its reason', () => {
    render(<EvalResultsMatrix sample={ticketTriageEval} caption="test" />);
    const buttons = screen.getAllByRole('button', {name: 'Why it failed'});
    const reasons = ticketTriageEval.cells
      .flat()
      .flatMap((cell) => cell.grades.filter((grade) => grade.reason).map((grade) => grade.reason!));
    expect(buttons).toHaveLength(cellVerdicts.flat().filter((passed) => !passed).length);
    const descriptions = buttons.map((button) =>
      text(document.getElementById(button.getAttribute('aria-describedby')!)),
    );
    expect(descriptions.join(' | ')).toContain('llm-rubric scored 0.50, below 0.8:');
    for (const reason of reasons) expect(descriptions.join(' | ')).toContain(reason);
  });

  it('keeps a failing cell’s reasons open after a click, for screens without hover', () => {
    render(<EvalResultsMatrix sample={ticketTriageEval} caption="test" />);
    const [button] = screen.getAllByRole('button', {name: 'Why it failed'});
    const wrapper = button.parentElement!;
    const closed = wrapper.className;
    fireEvent.click(button);
    expect(wrapper.className).not.toBe(closed);
    fireEvent.click(button);
    expect(wrapper.className).toBe(closed);
  });
});

const reportCases: [string, RedTeamSample][] = [
  ['Skylark', skylarkReport],
  ['retail', retailSupportReport],
  ['Tillpoint', tillpointReport],
];

describe.each(reportCases)('red-team report of the %s sample', (_, sample) => {
  const successes = (plugin: RedTeamSample['plugins'][number]) =>
    plugin.outcomes.reduce((sum, outcome) => sum + outcome.successes, 0);
  const attempts = (plugin: RedTeamSample['plugins'][number]) =>
    plugin.outcomes.reduce((sum, outcome) => sum + outcome.attempts, 0);

  it('sums the attacks that got through, in total and by severity', () => {
    const {container} = render(<RedTeamReport sample={sample} caption="test" />);
    expectSampleFrame(container, /crucible redteam report/);
    const total = sample.plugins.reduce((sum, plugin) => sum + successes(plugin), 0);
    const sent = sample.plugins.reduce((sum, plugin) => sum + attempts(plugin), 0);
    expect(text(container.querySelector('dl'))).toContain(
      `Attacks that got through ${total} of ${sent} (${percent(total, sent, 1)})`,
    );
    const bySeverity = Array.from(container.querySelectorAll('dl li')).map(text);
    expect(bySeverity).toEqual(
      (['critical', 'high', 'medium', 'low'] as const).map(
        (severity) =>
          `${severity} ${sample.plugins
            .filter((plugin) => plugin.severity === severity)
            .reduce((sum, plugin) => sum + successes(plugin), 0)}`,
      ),
    );
  });

  it('lists each plugin with findings once, under its first OWASP item, in item order', () => {
    const {container} = render(<RedTeamReport sample={sample} caption="test" />);
    const groups = Array.from(container.querySelectorAll('tbody')).map((body) => ({
      heading: text(body.querySelector('th[scope="rowgroup"]')),
      plugins: Array.from(body.querySelectorAll('th[scope="row"] code')).map(text),
    }));
    const withFindings = sample.plugins.filter((plugin) => successes(plugin) > 0);
    expect(groups.flatMap((group) => group.plugins).sort()).toEqual(
      withFindings.map((plugin) => plugin.plugin).sort(),
    );
    for (const group of groups) {
      for (const id of group.plugins) {
        const item = sample.plugins.find((plugin) => plugin.plugin === id)!.owasp[0];
        expect(group.heading).toMatch(
          item ? `${item} ${owaspLlmTop10[item].name}` : 'Outside the OWASP LLM Top 10',
        );
      }
    }
    const items = groups.map((group) => group.heading.slice(0, 5));
    expect(items).toEqual([...items].sort());
  });

  it('shows each plugin’s severity and how many of its attacks got through', () => {
    const {container} = render(<RedTeamReport sample={sample} caption="test" />);
    for (const row of Array.from(container.querySelectorAll('tbody tr:not(:first-child)'))) {
      const id = text(row.querySelector('th code'));
      const plugin = sample.plugins.find((candidate) => candidate.plugin === id)!;
      const cells = Array.from(row.querySelectorAll('td')).map(text);
      expect(cells[0]).toBe(plugin.severity);
      expect(cells[1]).toBe(
        `${successes(plugin)} of ${attempts(plugin)} ${percent(successes(plugin), attempts(plugin))}`,
      );
    }
  });

  it('lists plugins no attack got through apart, and opens the sample’s finding', () => {
    const {container} = render(<RedTeamReport sample={sample} caption="test" />);
    const clean = sample.plugins.filter((plugin) => successes(plugin) === 0);
    const note = Array.from(container.querySelectorAll('p')).find((p) =>
      text(p).startsWith('No attack got through'),
    );
    if (clean.length)
      expect(text(note!)).toContain(clean.map((plugin) => plugin.plugin).join(', '));
    else expect(note).toBeUndefined();
    const conversation = text(Array.from(container.querySelectorAll('dl')).at(-1)!);
    for (const part of [sample.finding.attack, sample.finding.reply, sample.finding.graderReason]) {
      expect(conversation).toContain(part);
    }
  });
});

describe('guardrail results', () => {
  it.each([
    ['billing filter', billingInputFilterRun],
    ['portal guard', portalGuardRun],
  ])('shows the %s’s two rates, from its totals, and a row per strategy and category', (_, run) => {
    const {container} = render(<GuardrailResults runs={[run]} caption="test" />);
    expectSampleFrame(container, /crucible guardrails/);
    const sum = (rows: typeof run.attacks, key: 'sent' | 'blocked') =>
      rows.reduce((total, row) => total + row[key], 0);
    const headline = text(container.querySelector('dl'));
    const [attacksSent, attacksBlocked] = [sum(run.attacks, 'sent'), sum(run.attacks, 'blocked')];
    const [benignSent, benignBlocked] = [sum(run.benign, 'sent'), sum(run.benign, 'blocked')];
    expect(headline).toContain(
      `Block rate ${percent(attacksBlocked, attacksSent, 1)} ${attacksBlocked} of ${attacksSent} attacks stopped`,
    );
    expect(headline).toContain(
      `False-positive rate ${percent(benignBlocked, benignSent, 1)} ${benignBlocked} of ${benignSent} benign inputs refused`,
    );
    const [attacks, benign] = Array.from(container.querySelectorAll('table'));
    expect(within(attacks).getAllByRole('row')).toHaveLength(run.attacks.length + 2);
    expect(within(benign).getAllByRole('row')).toHaveLength(run.benign.length + 2);
    const [firstAttack] = run.attacks;
    expect(text(attacks.querySelector('tbody tr'))).toBe(
      `${firstAttack.name} ${firstAttack.sent} ${firstAttack.blocked} ${percent(firstAttack.blocked, firstAttack.sent, 1)}`,
    );
  });
});

describe('model scan results', () => {
  it.each([
    ['models folder', modelsFolderScan],
    ['docs', docsModelsScan],
  ])(
    'lists every finding of the %s scan with severity, rule and trigger, and the clean files',
    (_, scan) => {
      const {container} = render(<ModelScanResults scan={scan} caption="test" />);
      expectSampleFrame(container, /crucible scan-model/);
      const rows = Array.from(container.querySelectorAll('tbody tr'));
      expect(rows).toHaveLength(scan.findings.length);
      rows.forEach((row, index) => {
        const finding = scan.findings[index];
        expect(text(row.querySelector('td'))).toBe(finding.severity);
        expect(text(row)).toContain(finding.rule);
        expect(text(row)).toContain(finding.trigger.name);
      });
      const flagged = new Set(scan.findings.map((finding) => finding.path));
      const clean = scan.files.filter((file) => !flagged.has(file.path));
      expect(container.querySelectorAll('ul li')).toHaveLength(clean.length);
      const high = scan.findings.filter((finding) => finding.severity === 'high').length;
      expect(text(container.querySelector('p'))).toMatch(
        new RegExp(`^${scan.findings.length} findings in ${scan.files.length} files: ${high} high`),
      );
    },
  );
});

describe('MCP proxy log', () => {
  it('shows each call with its decision and rule, and counts the blocked ones', () => {
    const {container} = render(<McpProxyLog session={codingAgentSession} caption="test" />);
    expectSampleFrame(container, /crucible mcp proxy/);
    const rows = Array.from(container.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.children).map(text),
    );
    expect(rows).toHaveLength(codingAgentSession.calls.length);
    const blocked = rows.filter((row) => row[2] === 'blocked');
    // The starter policy refuses deletes, merges, and anything it does not list.
    expect(blocked.map((row) => [row[1].split(' ')[0], row[3]])).toEqual([
      ['filesystem/delete_file', '*/delete_*'],
      ['github/create_pull_request_review', '*'],
      ['github/merge_pull_request', 'github/merge_pull_request'],
    ]);
    expect(container.querySelector('p')!.textContent).toBe(
      `${rows.length} tool calls: ${rows.length - blocked.length} allowed and logged, ${blocked.length} blocked`,
    );
  });
});
