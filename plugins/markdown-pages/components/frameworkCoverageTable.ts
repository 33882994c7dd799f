import type {PhrasingContent} from 'mdast';
import {
  coverageColumns,
  coverageRows,
  type ListCell,
} from '../../../src/components/FrameworkCoverageTable/coverageRows';
import {DETAILED_FRAMEWORKS} from '../../../src/data/redTeamFrameworkMappings';
import type {DetailedFrameworkId} from '../../../src/data/redTeamFrameworks';
import {code, inlineText, joined, link, table, text} from '../mdastBuilders';
import {stringProp, type MarkdownModule} from './types';

function listCell(cell: ListCell): PhrasingContent[] {
  if ('phrase' in cell) return [text(cell.phrase)];
  return joined(
    cell.ids.map(({id, route, note}) => [
      link(route, code(id)),
      ...(note ? [text(' '), ...inlineText(note)] : []),
    ]),
  );
}

/** src/components/FrameworkCoverageTable: a framework page's coverage table, from the same rows. */
export const frameworkCoverageTable: MarkdownModule = {
  default: (props) => {
    const framework = stringProp(props, 'framework');
    if (!(DETAILED_FRAMEWORKS as string[]).includes(framework)) {
      throw new Error(`names no detailed framework "${framework}"`);
    }
    const withStrategies = props.withStrategies ?? true;
    if (typeof withStrategies !== 'boolean') throw new Error('takes withStrategies as a boolean');
    const columns = coverageColumns(framework as DetailedFrameworkId, withStrategies);
    return [
      table(
        columns.map(({heading}) => heading),
        coverageRows(framework as DetailedFrameworkId).map((row) =>
          columns.map(({key}): PhrasingContent[] => {
            if (key === 'item') return [text(row.item)];
            if (key === 'plugins' || key === 'strategies') return listCell(row[key]);
            const value = row[key];
            return value ? inlineText(value) : [];
          }),
        ),
      ),
    ];
  },
};
