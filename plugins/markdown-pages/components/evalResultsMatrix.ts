import type {PhrasingContent} from 'mdast';
import {
  EVAL_COMMAND,
  TEST_COLUMN,
  TOTAL_ROW,
  WHY_IT_FAILED,
  evalGrid,
  failureText,
  verdict,
} from '../../../src/components/EvalResultsMatrix/matrixRows';
import {formatScore} from '../../../src/lib/results/format';
import type {EvalSample, GradedCell} from '../../../src/lib/results/evalResults';
import {caption, code, joined, strong, table, text} from '../mdastBuilders';
import {sampleOutputCaption, sampleProp, spanningRow} from './sampleOutput';
import type {MarkdownModule} from './types';

const DASH = ' — ';

/**
 * A cell as the grid shows it: the verdict, the score and the output; then, where the page shows
 * them on hover, the failed assertions and their reasons.
 */
function cell(graded: GradedCell): PhrasingContent[] {
  const shown = [strong(text(verdict(graded))), text(` ${formatScore(graded.score)}${DASH}`)];
  shown.push(text(graded.output));
  if (graded.failures.length === 0) return shown;
  return [
    ...shown,
    text(DASH),
    strong(text(`${WHY_IT_FAILED}:`)),
    text(' '),
    ...joined(
      graded.failures.map((failure) => [code(failure.type), text(` ${failureText(failure)}`)]),
      '; ',
    ),
  ];
}

/**
 * src/components/EvalResultsMatrix: the results grid under its caption, one row per test, a
 * column per provider and prompt with its pass rate, and the total.
 */
export const evalResultsMatrix: MarkdownModule = {
  default: (props) => {
    const sample = sampleProp<EvalSample>(props.sample, 'sample', 'an eval sample', [
      'description',
      'prompts',
      'providers',
      'tests',
      'cells',
    ]);
    const grid = evalGrid(sample);
    const width = grid.columns.length + 1;
    return [
      sampleOutputCaption(EVAL_COMMAND, props),
      caption(grid.caption),
      table(
        [
          TEST_COLUMN,
          ...grid.columns.map((column) => [
            code(column.provider),
            text(`${DASH}${column.prompt}${DASH}${column.figures}`),
          ]),
        ],
        [
          ...grid.rows.map((row) => [
            [
              text(row.test),
              ...row.vars.flatMap(([name, value], index) => [
                text(index === 0 ? DASH : '; '),
                code(name),
                text(`: ${value}`),
              ]),
            ],
            ...row.cells.map(cell),
          ]),
          spanningRow(width, [strong(text(TOTAL_ROW))], [text(grid.total)]),
        ],
      ),
    ];
  },
};
