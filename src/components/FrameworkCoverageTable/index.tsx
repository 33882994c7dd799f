import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {DetailedFrameworkId} from '@site/src/data/redTeamFrameworks';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import {frameworkItems, pluginsForItem} from '@site/src/data/redTeamFrameworkMappings';
import {frameworkCoverage, type CoverageRow} from '@site/src/data/redTeamFrameworkCoverage';
import InlineText from '@site/src/components/InlineText';

/** Column headings per page; a page without `attempt` or `note` has no such column. */
const COLUMNS: Record<
  DetailedFrameworkId,
  {item: string; attempt?: string; plugins: string; strategies: string; note?: string}
> = {
  'owasp-llm': {
    item: 'Entry',
    plugins: 'Plugins',
    strategies: 'Strategies worth adding',
    note: 'Coverage',
  },
  'owasp-api': {
    item: 'Item',
    attempt: 'How it appears through an agent',
    plugins: 'Plugins',
    strategies: 'Helpful strategies',
  },
  'owasp-agentic': {
    item: 'Threat',
    attempt: 'What the scan attempts',
    plugins: 'Plugins',
    strategies: 'Strategies',
    note: 'Reach',
  },
  'mitre-atlas': {
    item: 'Technique',
    plugins: 'Plugins that perform it',
    strategies: 'Strategies that perform it',
    note: 'Notes',
  },
};

const pluginBySlug = new Map(redTeamPlugins.map((plugin) => [plugin.slug, plugin]));
const strategyById = new Map(redTeamStrategies.map((strategy) => [strategy.id, strategy]));

/** Items joined with commas, or a word when there are none. */
function list(items: ReactNode[], empty: string): ReactNode {
  if (items.length === 0) return empty;
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      {item}
    </Fragment>
  ));
}

function PluginsCell({framework, row}: {framework: DetailedFrameworkId; row: CoverageRow<string>}) {
  if (row.everyPlugin) return <>every plugin</>;
  const plugins = pluginsForItem(framework, row.item).map(({slug, note}) => {
    const plugin = pluginBySlug.get(slug);
    return (
      <>
        <Link to={`/docs/red-team/plugins/${slug}/`}>
          <code>{plugin?.id ?? slug}</code>
        </Link>
        {note && (
          <>
            {' '}
            <InlineText text={note} />
          </>
        )}
      </>
    );
  });
  return <>{list(plugins, 'none')}</>;
}

function StrategiesCell({strategies}: {strategies: CoverageRow<string>['strategies']}) {
  if (strategies === 'any') return <>any</>;
  if (strategies === 'every') return <>every strategy</>;
  const links = strategies.map((id) => (
    <Link to={`/docs/red-team/strategies/${strategyById.get(id)?.slug ?? id}/`}>
      <code>{id}</code>
    </Link>
  ));
  return <>{list(links, 'none')}</>;
}

/**
 * The coverage table of one detailed framework page: one row per item from
 * src/data/redTeamFrameworkCoverage.ts, with the plugins that map to it from
 * src/data/redTeamFrameworkMappings.ts, each linked to its page. Pages that only say where
 * findings are filed, such as the remediation reports page, leave the strategies column out.
 */
export default function FrameworkCoverageTable({
  framework,
  withStrategies = true,
}: {
  framework: DetailedFrameworkId;
  withStrategies?: boolean;
}): ReactNode {
  const columns = COLUMNS[framework];
  const items: Record<string, {name: string}> = frameworkItems[framework];
  const rows: readonly CoverageRow<string>[] = frameworkCoverage[framework];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{columns.item}</th>
          {columns.attempt && <th scope="col">{columns.attempt}</th>}
          <th scope="col">{columns.plugins}</th>
          {withStrategies && <th scope="col">{columns.strategies}</th>}
          {columns.note && <th scope="col">{columns.note}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.item}>
            <th scope="row">
              {row.item} {items[row.item].name}
            </th>
            {columns.attempt && <td>{row.attempt && <InlineText text={row.attempt} />}</td>}
            <td>
              <PluginsCell framework={framework} row={row} />
            </td>
            {withStrategies && (
              <td>
                <StrategiesCell strategies={row.strategies} />
              </td>
            )}
            {columns.note && <td>{row.note && <InlineText text={row.note} />}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
