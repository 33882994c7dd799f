// @vitest-environment node
// The samples behind the product views (src/data/sampleResults/) against the product data, the
// config schema and the example each page shows beside its view: every id, assertion type,
// severity and OWASP item must exist where the site declares it, and every count must agree
// with the config or the terminal output printed on the same page.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load} from 'js-yaml';
import {findAssertionType} from '@site/src/data/assertionTypes';
import {owaspLlmTop10} from '@site/src/data/owaspLlmTop10';
import {providers} from '@site/src/data/providers';
import {mappedItems} from '@site/src/data/redTeamFrameworkMappings';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import {entryAccepts, isKnownPluginId, isKnownStrategyId} from '@site/checks/redTeamIds';
import {providerOf} from '@site/checks/releaseModelIds';
import {ticketTriageEval} from '@site/src/data/sampleResults/evalResults';
import {
  retailSupportReport,
  skylarkReport,
  tillpointReport,
} from '@site/src/data/sampleResults/redTeamReports';
import {billingInputFilterRun, portalGuardRun} from '@site/src/data/sampleResults/guardrailRuns';
import {docsModelsScan, modelsFolderScan} from '@site/src/data/sampleResults/modelScans';
import {codingAgentSession} from '@site/src/data/sampleResults/mcpProxySessions';
import {formatPercent} from '@site/src/lib/results/format';
import {
  headlineRates,
  totalOf,
  withRate,
  type GuardrailRun,
} from '@site/src/lib/results/guardrailResults';
import {summariseReport, type RedTeamSample} from '@site/src/lib/results/redTeamReport';
import {summariseScan, summaryLine, type ModelScan} from '@site/src/lib/results/modelScan';
import {decideAll} from '@site/src/lib/results/mcpProxy';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const schema = JSON.parse(read('static/config-schema.json'));
const definitions = schema.definitions;

/** The body of the first fenced block of `language` in `markdown` that contains `marker`. */
function fencedBlock(markdown: string, language: string, marker: string): string {
  const blocks = [
    ...markdown.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```', 'gm')),
  ];
  const block = blocks.map((match) => match[1]).find((body) => body.includes(marker));
  if (!block) throw new Error(`no ${language} block with "${marker}"`);
  return block;
}

type Config = {
  description: string;
  prompts: string[];
  providers: string[];
  tests: {description: string; vars: Record<string, string>; assert: object[]}[];
  redteam: {numTests: number; plugins: string[]; strategies: (string | {id: string})[]};
};

const homeConfig = load(read('src/pages/_components/home/ConfigExample.config.yaml')) as Config;
const redTeamingConfig = load(
  read('src/pages/red-teaming/_components/ExampleConfig.config.yaml'),
) as Config;
const quickstart = read('docs/red-team/quickstart.md');
const quickstartConfig = load(
  fencedBlock(quickstart, 'yaml', 'tillpoint-orders-staging'),
) as Config;

const strategyIds = (config: Pick<Config, 'redteam'>) =>
  config.redteam.strategies.map((strategy) =>
    typeof strategy === 'string' ? strategy : strategy.id,
  );

describe('the eval sample', () => {
  it('repeats the home page config: description, prompts, providers, tests and assertions', () => {
    const {description, prompts, providers: ids, tests} = ticketTriageEval;
    expect({description, prompts, providers: ids, tests}).toEqual({
      description: homeConfig.description,
      prompts: homeConfig.prompts,
      providers: homeConfig.providers,
      tests: homeConfig.tests,
    });
  });

  it('uses provider ids the schema accepts and the providers data documents', () => {
    const pattern = new RegExp(definitions.providerId.pattern);
    for (const id of ticketTriageEval.providers) {
      expect(pattern.test(id), id).toBe(true);
      expect(providerOf(id, providers), id).toBeDefined();
    }
  });

  it('uses assertion types the data and the schema both know', () => {
    const [named, negated] = definitions.assertionType.anyOf as [
      {enum: string[]},
      {pattern: string},
    ];
    for (const {type} of ticketTriageEval.tests.flatMap((test) => test.assert)) {
      expect(findAssertionType(type), type).toBeDefined();
      expect(named.enum.includes(type) || new RegExp(negated.pattern).test(type), type).toBe(true);
    }
  });
});

const reports: [string, RedTeamSample][] = [
  ['skylark', skylarkReport],
  ['retail', retailSupportReport],
  ['tillpoint', tillpointReport],
];

const pluginEntry = (id: string) => redTeamPlugins.find((plugin) => entryAccepts(plugin, id));
const strategyEntry = (id: string) =>
  redTeamStrategies.find((strategy) => entryAccepts(strategy, id));

describe.each(reports)('the %s red-team report', (_, report) => {
  it('names plugins and strategies the data knows, with their kinds', () => {
    for (const {plugin} of report.plugins) expect(isKnownPluginId(plugin), plugin).toBe(true);
    for (const strategy of report.strategies) {
      expect(isKnownStrategyId(strategy.id), strategy.id).toBe(true);
      expect(strategy.kind, strategy.id).toBe(strategyEntry(strategy.id)!.kind);
    }
  });

  it('gives each plugin its default severity, a schema severity, and its OWASP items', () => {
    for (const plugin of report.plugins) {
      const entry = pluginEntry(plugin.plugin)!;
      expect(definitions.pluginSeverity.enum).toContain(plugin.severity);
      expect(plugin.severity, plugin.plugin).toBe(entry.severity);
      expect(plugin.owasp, plugin.plugin).toEqual(mappedItems(entry.slug, 'owasp-llm'));
      for (const item of plugin.owasp) expect(owaspLlmTop10).toHaveProperty(item);
    }
  });

  it('runs every strategy against every plugin the same number of times', () => {
    const attempts = new Set(report.plugins.flatMap((p) => p.outcomes.map((o) => o.attempts)));
    expect(attempts.size).toBe(1);
    for (const plugin of report.plugins) {
      expect(plugin.outcomes.map((outcome) => outcome.strategy)).toEqual(
        report.strategies.map((strategy) => strategy.id),
      );
      // A summary says what got through; a plugin nothing got through has none.
      const succeeded = plugin.outcomes.some((outcome) => outcome.successes > 0);
      expect(Boolean(plugin.summary), plugin.plugin).toBe(succeeded);
    }
  });

  it('opens a finding of a plugin and strategy that did get through', () => {
    const plugin = report.plugins.find((candidate) => candidate.plugin === report.finding.plugin);
    const outcome = plugin?.outcomes.find((o) => o.strategy === report.finding.strategy);
    expect(outcome?.successes).toBeGreaterThan(0);
  });
});

describe('red-team reports against the pages that show them', () => {
  it('the Skylark report scans the red teaming page’s config, and makes its 240 attacks', () => {
    expect(skylarkReport.plugins.map((p) => p.plugin)).toEqual(redTeamingConfig.redteam.plugins);
    expect(skylarkReport.strategies.map((s) => s.id)).toEqual([
      'basic',
      ...strategyIds(redTeamingConfig),
    ]);
    expect(skylarkReport.plugins[0].outcomes[0].attempts).toBe(redTeamingConfig.redteam.numTests);
    const {attempts} = summariseReport(skylarkReport);
    expect(read('src/pages/red-teaming/_components/ExampleConfig.tsx')).toContain(
      `make about ${attempts} attacks`,
    );
  });

  it('the Tillpoint report scans the quickstart’s config and holds its 90 tests', () => {
    expect(tillpointReport.plugins.map((p) => p.plugin)).toEqual(quickstartConfig.redteam.plugins);
    expect(tillpointReport.strategies.map((s) => s.id)).toEqual(strategyIds(quickstartConfig));
    expect(tillpointReport.plugins[0].outcomes[0].attempts).toBe(quickstartConfig.redteam.numTests);
    expect(quickstart).toContain(
      `so the run holds ${summariseReport(tillpointReport).attempts} tests`,
    );
  });

  it('the Tillpoint finding is the generated bola test the quickstart shows', () => {
    const generated = (load(fencedBlock(quickstart, 'yaml', 'pluginId: bola')) as object[])[0] as {
      vars: {query: string};
      metadata: {pluginId: string; strategyId: string; severity: string};
    };
    expect(tillpointReport.finding).toMatchObject({
      plugin: generated.metadata.pluginId,
      strategy: generated.metadata.strategyId,
      attack: generated.vars.query,
    });
    expect(pluginEntry('bola')!.severity).toBe(generated.metadata.severity);
  });
});

/** The rows of a `crucible guardrails` table as printed: name, sent, blocked, rate text. */
function guardrailTable(output: string, heading: 'Attacks' | 'Benign'): string[][] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    const row = /^\s+(\S+)\s+(\d+)\s+(\d+)\s+([\d.]+%)$/.exec(line);
    if (!row) break;
    rows.push(row.slice(1));
  }
  return rows;
}

function expectPrintedRun(output: string, run: GuardrailRun): void {
  for (const [heading, rows] of [
    ['Attacks', run.attacks],
    ['Benign', run.benign],
  ] as const) {
    const expected = [...rows.map(withRate), totalOf(rows)].map((row) => [
      row.name,
      String(row.sent),
      String(row.blocked),
      formatPercent(row.rate, 1),
    ]);
    expect(guardrailTable(output, heading), heading).toEqual(expected);
  }
  const {blockRate, falsePositiveRate} = headlineRates(run);
  expect(output).toContain(
    `blockRate ${blockRate.toFixed(3)}   falsePositiveRate ${falsePositiveRate.toFixed(3)}   written to ${run.reportFile}`,
  );
}

describe('guardrail runs', () => {
  const pageOutput = read('src/pages/guardrails/_components/ExampleRun.output.txt');

  it('print the guardrail page’s terminal output, row by row', () => {
    expect(pageOutput).toContain(`Guardrail: ${billingInputFilterRun.guardrail}`);
    expectPrintedRun(pageOutput, billingInputFilterRun);
  });

  it('print the guide’s terminal output, row by row', () => {
    const guide = read('docs/guides/testing-guardrails.md');
    expectPrintedRun(fencedBlock(guide, 'text', 'blockRate'), portalGuardRun);
    expect(guide).toContain(`label: ${portalGuardRun.guardrail}`);
  });

  it('send what the guardrail page’s config and its built-in benign set add up to', () => {
    type GuardrailConfig = Omit<Config, 'providers' | 'tests'> & {
      providers: {label: string}[];
      tests: {metadata: {expected: string; category: string}}[];
    };
    const config = load(
      read('src/pages/guardrails/_components/ExampleRun.config.yaml'),
    ) as GuardrailConfig;
    expect(config.providers[0].label).toBe(billingInputFilterRun.guardrail);
    const generated = config.redteam.numTests * config.redteam.plugins.length;
    const labelled = (expected: string) =>
      config.tests.filter((test) => test.metadata.expected === expected);
    expect(billingInputFilterRun.attacks.map((row) => row.name)).toEqual([
      'plain',
      ...strategyIds(config),
    ]);
    expect(totalOf(billingInputFilterRun.attacks).sent).toBe(
      generated * billingInputFilterRun.attacks.length + labelled('block').length,
    );
    // The built-in set is the four categories the page names; the config adds its own labels.
    const builtIn = Number(
      /holds (\d+) ordinary requests/.exec(
        read('src/pages/guardrails/_components/ErrorMatrix.tsx'),
      )![1],
    );
    const ownCategories = new Set(labelled('allow').map((test) => test.metadata.category));
    const builtInRows = billingInputFilterRun.benign.filter((row) => !ownCategories.has(row.name));
    expect(totalOf(builtInRows).sent).toBe(builtIn);
    expect(totalOf(billingInputFilterRun.benign).sent).toBe(builtIn + labelled('allow').length);
  });
});

/** A `crucible scan-model` text report, read back: its first line, entries and last line. */
function readScanText(output: string) {
  const lines = output.trim().split('\n');
  const entries: {status: string; path: string; message: string}[] = [];
  for (const line of lines.slice(1, -1)) {
    const start = /^(HIGH|MEDIUM|LOW|INFO|clean)\s+(\S+)$/.exec(line);
    const more = /^ {8}(\S.*)$/.exec(line);
    if (start) entries.push({status: start[1], path: start[2], message: ''});
    else if (more) entries.at(-1)!.message = `${entries.at(-1)!.message} ${more[1]}`.trim();
    else expect(line, 'a line that is neither an entry nor its continuation').toBe('');
  }
  return {first: lines[0], entries, last: lines.at(-1)};
}

function expectPrintedScan(output: string, scan: ModelScan): void {
  const {first, entries, last} = readScanText(output);
  expect(first).toBe(`Scanning ${scan.source} (${scan.files.length} files, ${scan.size})`);
  expect(entries.filter((entry) => entry.status !== 'clean')).toEqual(
    scan.findings.map((finding) => ({
      status: finding.severity.toUpperCase(),
      path: finding.path,
      message: finding.message,
    })),
  );
  const flagged = new Set(scan.findings.map((finding) => finding.path));
  expect(
    entries
      .filter((entry) => entry.status === 'clean')
      .map((entry) => entry.path)
      .sort(),
  ).toEqual(
    scan.files
      .map((file) => file.path)
      .filter((file) => !flagged.has(file))
      .sort(),
  );
  expect(last).toBe(summaryLine(summariseScan(scan)));
}

/** Rule id → severity, from every rule table of docs/model-audit/scanners.md. */
function documentedRules(): Map<string, string> {
  const page = read('docs/model-audit/scanners.md');
  return new Map(
    [...page.matchAll(/^\| `([a-z]+\/[a-z-]+)` \| (high|medium|low|info) \|/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

describe.each([
  [
    'model security page',
    modelsFolderScan,
    'src/pages/model-security/_components/ScanUsage.output.txt',
  ],
  ['running-scans docs', docsModelsScan, 'docs/model-audit/usage.md'],
] as const)('the model scan of the %s', (_, scan, file) => {
  it('is the text report the page prints', () => {
    const text = read(file);
    expectPrintedScan(file.endsWith('.md') ? fencedBlock(text, 'text', 'Scanning') : text, scan);
  });

  it('reports only documented rules, each at its documented severity', () => {
    const rules = documentedRules();
    expect(rules.size).toBeGreaterThan(30);
    for (const finding of scan.findings) {
      expect(rules.get(finding.rule), finding.rule).toBe(finding.severity);
    }
  });

  it('names in each message the construct that triggered it', () => {
    for (const finding of scan.findings) {
      for (const part of finding.trigger.name.split(', ')) {
        expect(finding.message, finding.rule).toContain(part);
      }
    }
  });
});

describe('the MCP proxy session', () => {
  it('holds the starter policy the MCP page shows, rule for rule', () => {
    const policy = load(read('src/pages/mcp/_components/StarterPolicy.policy.yaml')) as {
      rules: unknown[];
    };
    expect(codingAgentSession.rules).toEqual(policy.rules);
  });

  it('records the blocked merge exactly as the MCP page’s log line, with its rule', () => {
    const line = JSON.parse(read('src/pages/mcp/_components/StarterPolicy.log-line.json'));
    const decision = decideAll(codingAgentSession).find((candidate) => candidate.id === line.id);
    expect(decision).toMatchObject({
      ts: line.ts,
      server: line.server,
      tool: line.tool,
      arguments: line.params.arguments,
      rule: line.rule,
      allowed: line.action !== 'block',
    });
  });

  it('keeps the calls in time order, as the log appends them', () => {
    const times = codingAgentSession.calls.map((call) => call.ts);
    expect(times).toEqual([...times].sort());
  });
});
