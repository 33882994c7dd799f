import {
  PLUGIN_COLUMNS,
  pluginCountText,
  pluginRows,
} from '../../../src/components/RedTeamPluginTable/pluginRows';
import {
  STRATEGY_COLUMNS,
  strategyRows,
  strategyTableCaption,
} from '../../../src/components/RedTeamStrategyTable/strategyRows';
import {redTeamPlugins} from '../../../src/data/redTeamPlugins';
import {STRATEGY_KINDS, type StrategyKind} from '../../../src/data/redTeamStrategies';
import {caption, code, joined, link, paragraph, table, text} from '../mdastBuilders';
import {stringProp, type MarkdownModule} from './types';

/**
 * src/components/RedTeamPluginTable: every plugin, as the page shows it before a reader filters
 * it (the filter form needs a browser, so the copy leaves it out).
 */
export const redTeamPluginTable: MarkdownModule = {
  default: () => [
    paragraph(text(pluginCountText(redTeamPlugins.length, redTeamPlugins.length))),
    table(
      PLUGIN_COLUMNS,
      pluginRows(redTeamPlugins).map((row) => [
        [link(row.route, text(row.name)), text(' '), code(row.id), text(` (${row.category})`)],
        [text(row.severity)],
        [text(row.summary)],
        [text(row.frameworks)],
      ]),
    ),
  ],
};

/** src/components/RedTeamStrategyTable: the strategies of one kind, under their caption. */
export const redTeamStrategyTable: MarkdownModule = {
  default: (props) => {
    const kind = stringProp(props, 'kind');
    if (!(kind in STRATEGY_KINDS)) throw new Error(`names no strategy kind "${kind}"`);
    return [
      caption(strategyTableCaption(kind as StrategyKind)),
      table(
        STRATEGY_COLUMNS,
        strategyRows(kind as StrategyKind).map((row) => [
          [link(row.route, text(row.name))],
          joined(row.ids.map((id) => [code(id)])),
          [text(row.cost)],
          [text(row.summary)],
        ]),
      ),
    ];
  },
};
