import {
  FINDINGS_CAPTION,
  FINDINGS_COLUMNS,
  RULE_LABEL,
  scanView,
} from '../../../src/components/ModelScanResults/scanRows';
import type {ModelScan} from '../../../src/lib/results/modelScan';
import {caption, code, paragraph, strong, table, text} from '../mdastBuilders';
import {sampleOutputCaption, sampleProp} from './sampleOutput';
import type {MarkdownModule} from './types';

/**
 * src/components/ModelScanResults: the report's count line, every finding with its severity, file,
 * message, rule and what triggered it, then the files that came back clean.
 */
export const modelScanResults: MarkdownModule = {
  default: (props) => {
    const scan = sampleProp<ModelScan>(props.scan, 'scan', 'a model scan', [
      'source',
      'size',
      'files',
      'findings',
    ]);
    const view = scanView(scan);
    return [
      sampleOutputCaption(view.command, props),
      paragraph(text(`${view.summary} ${view.size}`)),
      caption(FINDINGS_CAPTION),
      table(
        FINDINGS_COLUMNS,
        view.findings.map((finding) => [
          [text(finding.severity)],
          [
            code(finding.path),
            text(`: ${finding.message} (${RULE_LABEL} `),
            code(finding.rule),
            text(')'),
          ],
          [
            text(`${finding.trigger.kind} `),
            code(finding.trigger.name),
            ...(finding.trigger.at ? [text(`, ${finding.trigger.at}`)] : []),
          ],
        ]),
      ),
      paragraph(strong(text(view.cleanTitle))),
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: view.clean.map((file) => ({
          type: 'listItem',
          spread: false,
          children: [paragraph(code(file.path), text(` (${file.format})`))],
        })),
      },
    ];
  },
};
