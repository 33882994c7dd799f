import type {PhrasingContent, RootContent} from 'mdast';
import {
  FINDINGS_CAPTION,
  FINDINGS_COLUMNS,
  FINDING_LABELS,
  REPORT_COMMAND,
  SUMMARY_LABELS,
  reportView,
  type PluginRow,
} from '../../../src/components/RedTeamReport/reportRows';
import type {RedTeamSample} from '../../../src/lib/results/redTeamReport';
import {caption, code, joined, link, paragraph, strong, table, text} from '../mdastBuilders';
import {labelledList, sampleOutputCaption, sampleProp, spanningRow} from './sampleOutput';
import type {MarkdownModule} from './types';

function pluginRow(plugin: PluginRow): PhrasingContent[][] {
  return [
    [
      link(plugin.route, code(plugin.plugin)),
      ...(plugin.also ? [text(` (${plugin.also})`)] : []),
      ...(plugin.summary ? [text(`: ${plugin.summary}`)] : []),
    ],
    [text(plugin.severity)],
    [text(`${plugin.gotThrough} (${plugin.rate})`)],
    plugin.easiest ? [code(plugin.easiest)] : [],
    [text(`${plugin.risk} ${plugin.band}`)],
  ];
}

/**
 * src/components/RedTeamReport: the risk summary as a list, the plugins with findings in one table
 * with a row per OWASP item above its plugins, the plugins no attack got through, and the opened
 * finding with its attack, reply and the grader's reason.
 */
export const redTeamReport: MarkdownModule = {
  default: (props) => {
    const sample = sampleProp<RedTeamSample>(props.sample, 'sample', 'a red-team report sample', [
      'target',
      'strategies',
      'plugins',
      'finding',
    ]);
    const report = reportView(sample);
    const {finding} = report;
    const width = FINDINGS_COLUMNS.length;
    return [
      sampleOutputCaption(REPORT_COMMAND, props),
      labelledList([
        [SUMMARY_LABELS.overall, [text(`${report.overall.score} ${report.overall.band}`)]],
        [
          SUMMARY_LABELS.gotThrough,
          [
            text(
              `${report.gotThrough.successes} of ${report.gotThrough.attempts} (${report.gotThrough.rate})`,
            ),
          ],
        ],
        [
          SUMMARY_LABELS.bySeverity,
          joined(
            report.bySeverity.map(({severity, findings}) => [text(`${severity} ${findings}`)]),
          ),
        ],
      ]),
      caption(FINDINGS_CAPTION),
      table(
        FINDINGS_COLUMNS,
        report.groups.flatMap((group) => [
          spanningRow(width, [strong(text(group.title)), text(` · ${group.findings}`)]),
          ...group.plugins.map(pluginRow),
        ]),
      ),
      ...(report.clean ? [paragraph(text(report.clean))] : []),
      paragraph(
        strong(text(finding.severity)),
        text(' · '),
        strong(text(`${FINDING_LABELS.title}:`)),
        text(' '),
        code(finding.plugin),
        text(' with '),
        code(finding.strategy),
      ),
      labelledList([
        ...(finding.planted
          ? [
              [
                FINDING_LABELS.planted,
                [text(`${finding.planted.where} — ${finding.planted.text}`)],
              ] as [string, PhrasingContent[]],
            ]
          : []),
        [FINDING_LABELS.attack, [text(finding.attack)]],
        [FINDING_LABELS.reply, [text(finding.reply)]],
        [FINDING_LABELS.graderReason, [text(finding.graderReason)]],
      ]),
    ] satisfies RootContent[];
  },
};
