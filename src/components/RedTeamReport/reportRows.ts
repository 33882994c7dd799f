/**
 * What the red-team report says, from a sample and the figures src/lib/results/redTeamReport.ts
 * computes. The React report (./index.tsx) and the page's Markdown copy (plugins/markdown-pages)
 * both render these rows.
 */
import type {Severity} from '../../data/redTeamPlugins';
import {owaspLlmTop10} from '../../data/owaspLlmTop10';
import {count, formatPercent} from '../../lib/results/format';
import {
  groupByOwasp,
  summariseReport,
  type OwaspGroup,
  type RedTeamSample,
  type ScoredPlugin,
} from '../../lib/results/redTeamReport';

/** The command whose output the report is. */
export const REPORT_COMMAND = 'crucible redteam report';

export const SUMMARY_LABELS = {
  overall: 'Overall risk',
  gotThrough: 'Attacks that got through',
  bySeverity: 'Findings by severity',
} as const;

export const FINDINGS_CAPTION = 'Findings by OWASP Top 10 for LLM Applications item';

export const FINDINGS_COLUMNS = [
  'Plugin',
  'Severity',
  'Got through',
  'Easiest strategy',
  'Risk',
] as const;

/** The labels of the opened finding's parts. */
export const FINDING_LABELS = {
  title: 'Finding',
  planted: 'Planted in',
  attack: 'Attack',
  reply: 'Reply',
  graderReason: 'Grader’s reason',
} as const;

/** A plugin's page: the part of its id before a sub-kind (`pii:direct` is documented on `pii`). */
export const pluginPage = (id: string) => `/docs/red-team/plugins/${id.split(':')[0]}/`;

export type PluginRow = {
  /** The id as the config writes it. */
  plugin: string;
  /** Its page. */
  route: string;
  /** `also LLM06`: the OWASP items beside the one it is grouped under, if any. */
  also?: string;
  /** What its worst successful attack did. */
  summary?: string;
  severity: Severity;
  /** `2 of 15`. */
  gotThrough: string;
  /** The attack success rate: `13%`. */
  rate: string;
  /** The most exploitable strategy that got through. */
  easiest?: string;
  /** `6.3`. */
  risk: string;
  band: string;
};

export type GroupRows = {
  /** `LLM06 Excessive Agency`, or that the plugins are outside the Top 10. */
  title: string;
  /** `3 findings`. */
  findings: string;
  plugins: PluginRow[];
};

export type ReportView = {
  /** The overall score, `6.3`, and its band. */
  overall: {score: string; band: string};
  /** Attacks that got through, of all sent, and the share: `13.3%`. */
  gotThrough: {successes: number; attempts: number; rate: string};
  bySeverity: {severity: Severity; findings: number}[];
  groups: GroupRows[];
  /** `No attack got through: excessive-agency (15 attacks).`, when a plugin had none. */
  clean?: string;
  /** The opened finding, with its plugin's severity. */
  finding: RedTeamSample['finding'] & {severity: Severity};
};

function groupTitle(group: OwaspGroup): string {
  return group.item
    ? `${group.item} ${owaspLlmTop10[group.item].name}`
    : 'Outside the OWASP LLM Top 10';
}

function pluginRow(plugin: ScoredPlugin): PluginRow {
  return {
    plugin: plugin.plugin,
    route: pluginPage(plugin.plugin),
    also: plugin.owasp.length > 1 ? `also ${plugin.owasp.slice(1).join(', ')}` : undefined,
    summary: plugin.summary,
    severity: plugin.severity,
    gotThrough: `${plugin.successes} of ${plugin.attempts}`,
    rate: formatPercent(plugin.asr),
    easiest: plugin.easiest,
    risk: plugin.score.toFixed(1),
    band: plugin.band,
  };
}

export function reportView(sample: RedTeamSample): ReportView {
  const summary = summariseReport(sample);
  const clean = summary.plugins.filter((plugin) => plugin.successes === 0);
  const findingPlugin = summary.plugins.find((plugin) => plugin.plugin === sample.finding.plugin);
  if (!findingPlugin) {
    throw new Error(
      `${sample.target}: the opened finding's plugin "${sample.finding.plugin}" is not in the report`,
    );
  }
  return {
    overall: {score: summary.overall.toFixed(1), band: summary.overallBand},
    gotThrough: {
      successes: summary.successes,
      attempts: summary.attempts,
      rate: formatPercent(summary.successes / summary.attempts, 1),
    },
    bySeverity: summary.findingsBySeverity,
    groups: groupByOwasp(summary.plugins).map((group) => ({
      title: groupTitle(group),
      findings: count(group.successes, 'finding'),
      plugins: group.plugins.map(pluginRow),
    })),
    clean: clean.length
      ? `No attack got through: ${clean.map((plugin) => plugin.plugin).join(', ')} (${count(
          clean.reduce((sum, plugin) => sum + plugin.attempts, 0),
          'attack',
        )}).`
      : undefined,
    finding: {...sample.finding, severity: findingPlugin.severity},
  };
}
