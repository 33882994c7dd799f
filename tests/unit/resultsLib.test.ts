// @vitest-environment node
// The computations behind the product views (src/lib/results/): verdicts, rates, risk scores,
// groupings and policy decisions, each against a case small enough to check by hand, and the risk
// score against the worked example that docs/red-team/risk-scoring.md prints.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  columnSummary,
  evalTotals,
  gradeAll,
  gradeCell,
  type EvalSample,
} from '@site/src/lib/results/evalResults';
import {
  groupByOwasp,
  riskBand,
  scorePlugin,
  summariseReport,
  type RedTeamSample,
} from '@site/src/lib/results/redTeamReport';
import {headlineRates, totalOf} from '@site/src/lib/results/guardrailResults';
import {summariseScan, summaryLine, type ModelScan} from '@site/src/lib/results/modelScan';
import {argumentList, clockTime, decide, type PolicyRule} from '@site/src/lib/results/mcpProxy';
import {count, formatPercent, formatScore} from '@site/src/lib/results/format';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import type {Severity} from '@site/src/data/redTeamPlugins';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('eval results', () => {
  const sample: EvalSample = {
    description: 'two tests',
    prompts: ['p1', 'p2'],
    providers: ['openai:chat:gpt-4.1-mini'],
    tests: [
      {
        description: 'graded',
        vars: {},
        assert: [
          {type: 'contains', value: 'x'},
          {type: 'llm-rubric', value: 'ok', threshold: 0.8},
        ],
      },
      {description: 'plain', vars: {}, assert: [{type: 'not-icontains', value: 'y'}]},
    ],
    cells: [
      [
        {output: 'a', grades: [{score: 1}, {score: 0.8}]},
        {output: 'b', grades: [{score: 1}, {score: 0.6, reason: 'too vague'}]},
      ],
      [
        {output: 'c', grades: [{score: 1}]},
        {output: 'd', grades: [{score: 0, reason: 'contains y'}]},
      ],
    ],
  };

  it('passes a thresholded assertion at its threshold and fails it below, with its reason', () => {
    const [[atThreshold, below]] = gradeAll(sample);
    expect(atThreshold.passed).toBe(true);
    expect(below.passed).toBe(false);
    expect(below.failures).toEqual([
      {type: 'llm-rubric', value: 'ok', threshold: 0.8, score: 0.6, reason: 'too vague'},
    ]);
    expect(below.score).toBeCloseTo(0.8);
  });

  it('counts pass rates per column and over the whole grid', () => {
    const graded = gradeAll(sample);
    expect(columnSummary(graded, 0)).toEqual({
      passed: 2,
      total: 2,
      passRate: 1,
      averageScore: 0.95,
    });
    expect(columnSummary(graded, 1)).toMatchObject({passed: 0, total: 2, passRate: 0});
    expect(evalTotals(graded)).toEqual({passed: 2, total: 4, passRate: 0.5});
  });

  it('refuses a failing grade without a reason, and a cell whose grades miss an assertion', () => {
    const test = sample.tests[1];
    expect(() => gradeCell(test, {output: '', grades: [{score: 0}]})).toThrow(/needs its reason/);
    expect(() => gradeCell(sample.tests[0], {output: '', grades: [{score: 1}]})).toThrow(
      /2 assertions but a cell with 1 grades/,
    );
    expect(() => gradeAll({...sample, cells: [sample.cells[0], [sample.cells[1][0]]]})).toThrow(
      /1 cells for 2 columns/,
    );
  });
});

/** The rows of the worked-example table in risk-scoring.md, as the page prints them. */
function workedExample(): string[][] {
  const page = fs.readFileSync(path.join(ROOT, 'docs/red-team/risk-scoring.md'), 'utf8');
  const section = page.slice(
    page.indexOf('## A worked example'),
    page.indexOf('## Using the score'),
  );
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const strategyOf = (id: string) => {
  const strategy = redTeamStrategies.find((candidate) => candidate.id === id);
  if (!strategy) throw new Error(`no strategy ${id}`);
  return {id, kind: strategy.kind};
};

describe('red-team risk score', () => {
  it('reproduces every score of the worked example in risk-scoring.md', () => {
    const rows = workedExample();
    expect(rows).toHaveLength(6);
    for (const [plugin, severity, tests, failed, , easiest, printed] of rows) {
      // The easiest successful strategy alone carries the successes; the rest of the tests are
      // its failed siblings, which only the count matters for.
      const strategy = easiest === 'none' ? 'basic' : easiest.replaceAll('`', '');
      const sample: RedTeamSample = {
        target: 'harbor',
        strategies: [strategyOf(strategy)],
        plugins: [],
        finding: {plugin: '', strategy: '', attack: '', reply: '', graderReason: ''},
      };
      const scored = scorePlugin(sample, {
        plugin: plugin.replaceAll('`', ''),
        severity: severity.split(' ')[0] as Severity,
        owasp: [],
        outcomes: [{strategy, attempts: Number(tests), successes: Number(failed)}],
      });
      const expected = scored.score === 0 ? '0' : `${scored.score.toFixed(1)} ${scored.band}`;
      expect(expected, plugin).toBe(printed);
    }
  });

  it('bands scores at the edges of the table', () => {
    expect([0, 0.1, 3.9, 4, 6.9, 7, 8.9, 9, 10].map(riskBand)).toEqual([
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
      'critical',
    ]);
  });

  const twoPlugins: RedTeamSample = {
    target: 't',
    strategies: [strategyOf('basic'), strategyOf('crescendo'), strategyOf('base64')],
    plugins: [
      {
        plugin: 'prompt-extraction',
        severity: 'medium',
        owasp: ['LLM07'],
        outcomes: [
          {strategy: 'crescendo', attempts: 10, successes: 4},
          {strategy: 'base64', attempts: 10, successes: 1},
        ],
      },
      {
        plugin: 'tool-argument-exfiltration',
        severity: 'critical',
        owasp: ['LLM02', 'LLM06'],
        outcomes: [{strategy: 'basic', attempts: 10, successes: 0}],
      },
      {
        plugin: 'competitors',
        severity: 'low',
        owasp: [],
        outcomes: [{strategy: 'basic', attempts: 10, successes: 2}],
      },
    ],
    finding: {plugin: '', strategy: '', attack: '', reply: '', graderReason: ''},
  };

  it('takes the most exploitable successful strategy, and scores a plugin with none at zero', () => {
    const [extraction, exfiltration] = summariseReport(twoPlugins).plugins;
    expect(extraction.easiest).toBe('base64');
    expect(extraction.asr).toBe(0.25);
    expect(exfiltration).toMatchObject({easiest: undefined, score: 0, band: 'none'});
  });

  it('sums findings per severity and takes the highest plugin score as the overall one', () => {
    const summary = summariseReport(twoPlugins);
    expect(summary.findingsBySeverity).toEqual([
      {severity: 'critical', findings: 0},
      {severity: 'high', findings: 0},
      {severity: 'medium', findings: 5},
      {severity: 'low', findings: 2},
    ]);
    expect(summary.overall).toBe(Math.max(...summary.plugins.map((plugin) => plugin.score)));
    expect(summary).toMatchObject({attempts: 40, successes: 7});
  });

  it('groups plugins with findings by first OWASP item, unmapped ones last', () => {
    const groups = groupByOwasp(summariseReport(twoPlugins).plugins);
    expect(groups.map((group) => [group.item, group.plugins.map((p) => p.plugin)])).toEqual([
      ['LLM07', ['prompt-extraction']],
      [undefined, ['competitors']],
    ]);
  });
});

describe('guardrail rates', () => {
  it('computes totals from the rows and the two headline rates from the totals', () => {
    const run = {
      guardrail: 'g',
      reportFile: 'r.json',
      attacks: [
        {name: 'plain', sent: 10, blocked: 9},
        {name: 'base64', sent: 10, blocked: 1},
      ],
      benign: [
        {name: 'a', sent: 3, blocked: 0},
        {name: 'b', sent: 1, blocked: 1},
      ],
    };
    expect(totalOf(run.attacks)).toEqual({name: 'total', sent: 20, blocked: 10, rate: 0.5});
    expect(headlineRates(run)).toEqual({blockRate: 0.5, falsePositiveRate: 0.25});
    expect(totalOf([]).rate).toBe(0);
  });
});

describe('model scan summary', () => {
  const scan: ModelScan = {
    source: './m/',
    size: '1 GB',
    files: [
      {path: 'a.bin', format: 'pickle'},
      {path: 'b.onnx', format: 'ONNX'},
    ],
    findings: [
      {
        severity: 'medium',
        rule: 'onnx/custom-domain',
        path: 'b.onnx',
        trigger: {kind: 'operator domain', name: 'x'},
        message: 'm',
      },
    ],
  };

  it('writes the report’s last line from the counts, leaving out empty severities', () => {
    expect(summaryLine(summariseScan(scan))).toBe('1 finding in 2 files: 1 medium');
    expect(summaryLine(summariseScan({...scan, findings: []}))).toBe('0 findings in 2 files');
  });
});

describe('MCP policy decisions', () => {
  const rules: PolicyRule[] = [
    {match: 'github/get_*', action: 'log'},
    {match: '*/delete_*', action: 'block'},
    {match: 'filesystem/*', action: 'log'},
  ];
  const call = (server: string, tool: string) => ({ts: '', id: 1, server, tool, arguments: {}});

  it('lets the first matching rule decide, top to bottom', () => {
    expect(decide(rules, call('filesystem', 'delete_file'))).toMatchObject({
      rule: '*/delete_*',
      allowed: false,
    });
    expect(decide(rules, call('filesystem', 'write_file'))).toMatchObject({
      rule: 'filesystem/*',
      allowed: true,
    });
  });

  it('matches globs whole, so a prefix is not a match, and lets an unmatched call through', () => {
    expect(decide(rules, call('github', 'search_code'))).toMatchObject({
      rule: undefined,
      allowed: true,
    });
    expect(decide([{match: 'git', action: 'block'}], call('git', 'hub')).allowed).toBe(true);
    expect(decide([{match: 'a.b/*', action: 'block'}], call('axb', 'c')).allowed).toBe(true);
  });

  it('prints the time from the timestamp and arguments as key=value pairs', () => {
    expect(clockTime('2025-11-12T14:03:51.207Z')).toBe('14:03:51');
    expect(argumentList({owner: 'acme', pullNumber: 412, draft: false})).toBe(
      'owner=acme pullNumber=412 draft=false',
    );
  });
});

describe('formats', () => {
  it('prints percentages, scores and counted nouns', () => {
    expect(formatPercent(2 / 3)).toBe('67%');
    expect(formatPercent(215 / 301, 1)).toBe('71.4%');
    expect(formatScore(0.95)).toBe('0.95');
    expect(count(1, 'finding')).toBe('1 finding');
    expect(count(3, 'attack')).toBe('3 attacks');
  });
});
