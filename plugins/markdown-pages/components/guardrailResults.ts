import type {RootContent} from 'mdast';
import {
  GUARDRAILS_COMMAND,
  GUARDRAIL_LABEL,
  runView,
  type RateRow,
} from '../../../src/components/GuardrailResults/guardrailRows';
import type {GuardrailRun} from '../../../src/lib/results/guardrailResults';
import {caption, code, paragraph, strong, table, text} from '../mdastBuilders';
import {described, labelledList, sampleOutputCaption, sampleProp} from './sampleOutput';
import type {MarkdownModule} from './types';

const rateCells = (row: RateRow) => [
  [text(String(row.sent))],
  [text(String(row.blocked))],
  [text(row.rate)],
];

/**
 * src/components/GuardrailResults: for each run, its guardrail, the block rate and false-positive
 * rate with the counts behind them, then the table by attack strategy and the table by benign
 * category, each with its total (the page's bars are left out; the rates beside them stay).
 */
export const guardrailResults: MarkdownModule = {
  default: (props) => {
    const runs = props.runs;
    if (!Array.isArray(runs) || runs.length === 0) {
      throw new Error(
        `needs the prop runs as a list of guardrail runs from src/data/sampleResults/, got ${described(runs)}`,
      );
    }
    return [
      sampleOutputCaption(GUARDRAILS_COMMAND, props),
      ...runs.flatMap((value: unknown, index): RootContent[] => {
        const run = runView(
          sampleProp<GuardrailRun>(value, `runs[${index}]`, 'a guardrail run', [
            'guardrail',
            'attacks',
            'benign',
          ]),
        );
        return [
          paragraph(text(`${GUARDRAIL_LABEL} `), code(run.guardrail)),
          labelledList(
            run.headlines.map((headline) => [
              headline.label,
              [text(`${headline.rate}, ${headline.detail} (${headline.hint})`)],
            ]),
          ),
          ...run.tables.flatMap((rates) => [
            caption(rates.caption),
            table(rates.columns, [
              ...rates.rows.map((row) => [[text(row.name)], ...rateCells(row)]),
              [[strong(text(rates.total.name))], ...rateCells(rates.total)],
            ]),
          ]),
        ];
      }),
    ];
  },
};
