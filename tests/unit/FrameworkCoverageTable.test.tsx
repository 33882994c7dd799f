import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, within} from '@testing-library/react';
import FrameworkCoverageTable from '@site/src/components/FrameworkCoverageTable';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import {
  DETAILED_FRAMEWORKS,
  frameworkItems,
  pluginsForItem,
} from '@site/src/data/redTeamFrameworkMappings';
import {frameworkCoverage} from '@site/src/data/redTeamFrameworkCoverage';

afterEach(cleanup);

const pluginHref = (slug: string) => `/docs/red-team/plugins/${slug}/`;

/**
 * The body row whose first cell matches: read from the DOM directly, because computing the
 * accessible name of every row (getByRole('row', {name})) takes seconds on these tables in jsdom.
 */
function rowOf(container: HTMLElement, item: RegExp): HTMLElement {
  const row = Array.from(container.querySelectorAll<HTMLTableRowElement>('tbody tr')).find((tr) =>
    item.test(tr.cells[0]?.textContent ?? ''),
  );
  if (!row) throw new Error(`no row for ${item}`);
  return row;
}

describe('framework coverage table', () => {
  it.each(DETAILED_FRAMEWORKS)(
    'renders one row per %s item, with its plugins from the data',
    (framework) => {
      const {container} = render(<FrameworkCoverageTable framework={framework} />);
      const rows = Array.from(container.querySelectorAll('tbody tr'));
      const pluginColumn = Array.from(container.querySelectorAll('thead th')).findIndex((cell) =>
        cell.textContent?.startsWith('Plugins'),
      );
      const coverage = frameworkCoverage[framework];
      expect(rows).toHaveLength(coverage.length);
      const items: Record<string, {name: string}> = frameworkItems[framework];
      coverage.forEach((row, index) => {
        const cells = rows[index].children;
        expect(cells[0].textContent).toBe(`${row.item} ${items[row.item].name}`);
        const pluginLinks = Array.from(cells[pluginColumn].querySelectorAll('a')).map((link) =>
          link.getAttribute('href'),
        );
        expect(pluginLinks, row.item).toEqual(
          pluginsForItem(framework, row.item).map(({slug}) => pluginHref(slug)),
        );
      });
    },
  );

  it('lists the plugins the data maps to an item, in plugin order', () => {
    const {container} = render(<FrameworkCoverageTable framework="owasp-llm" />);
    const row = rowOf(container, /LLM05 Improper Output Handling/);
    const ids = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => !['hex', 'homoglyph'].includes(text ?? ''));
    expect(ids).toEqual(['ssrf', 'sql-injection', 'shell-injection', 'data-exfil']);
  });

  it('shows config ids and notes in the plugin cell and links strategies to their pages', () => {
    const {container} = render(<FrameworkCoverageTable framework="owasp-llm" />);
    const row = rowOf(container, /LLM02 Sensitive Information Disclosure/);
    const pii = within(row).getByRole('link', {name: 'pii'});
    expect(pii.getAttribute('href')).toBe(pluginHref('pii'));
    expect(row.textContent).toContain('pii with pii:direct, pii:session, pii:social, pii:api-db');
    const goat = redTeamStrategies.find((strategy) => strategy.id === 'goat')!;
    expect(within(row).getByRole('link', {name: 'goat'}).getAttribute('href')).toBe(
      `/docs/red-team/strategies/${goat.slug}/`,
    );
  });

  it('labels a renamed plugin with its config id and keeps its page address', () => {
    const {container} = render(<FrameworkCoverageTable framework="owasp-agentic" />);
    const row = rowOf(container, /T9 Identity Spoofing and Impersonation/);
    const plugin = redTeamPlugins.find((candidate) => candidate.slug === 'imitation')!;
    const link = within(row).getByRole('link', {name: plugin.id});
    expect(link.getAttribute('href')).toBe(pluginHref('imitation'));
  });

  it('says "every plugin" and "none" instead of empty cells, and renders links in notes', () => {
    const atlas = render(<FrameworkCoverageTable framework="mitre-atlas" />);
    const access = rowOf(atlas.container, /AML\.T0040/);
    expect(access.textContent).toContain('every plugin');
    expect(access.textContent).toContain('every strategy');
    atlas.unmount();
    const llm = render(<FrameworkCoverageTable framework="owasp-llm" />);
    const supplyChain = rowOf(llm.container, /LLM03 Supply Chain/);
    expect(within(supplyChain).getByRole('link', {name: 'model audit'}).getAttribute('href')).toBe(
      '/docs/model-audit/',
    );
    const cells = Array.from(supplyChain.children).map((cell) => cell.textContent);
    expect(cells[2]).toBe('none');
  });

  it('leaves the strategies column out when asked, keeping plugins and coverage', () => {
    const {container, getByRole} = render(
      <FrameworkCoverageTable framework="owasp-llm" withStrategies={false} />,
    );
    const headings = Array.from(container.querySelectorAll('thead th')).map(
      (cell) => cell.textContent,
    );
    expect(headings).toEqual(['Entry', 'Plugins', 'Coverage']);
    const row = getByRole('row', {name: /LLM05 Improper Output Handling/});
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ssrf', 'sql-injection', 'shell-injection', 'data-exfil']);
  });

  it('has the columns each framework page showed before the table came from data', () => {
    const headings = (framework: (typeof DETAILED_FRAMEWORKS)[number]) => {
      const {container, unmount} = render(<FrameworkCoverageTable framework={framework} />);
      const texts = Array.from(container.querySelectorAll('thead th')).map(
        (cell) => cell.textContent,
      );
      unmount();
      return texts;
    };
    expect(headings('owasp-llm')).toEqual([
      'Entry',
      'Plugins',
      'Strategies worth adding',
      'Coverage',
    ]);
    expect(headings('owasp-api')).toEqual([
      'Item',
      'How it appears through an agent',
      'Plugins',
      'Helpful strategies',
    ]);
    expect(headings('owasp-agentic')).toEqual([
      'Threat',
      'What the scan attempts',
      'Plugins',
      'Strategies',
      'Reach',
    ]);
    expect(headings('mitre-atlas')).toEqual([
      'Technique',
      'Plugins that perform it',
      'Strategies that perform it',
      'Notes',
    ]);
  });
});
