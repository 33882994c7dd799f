import {describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';

// The original builds one react-loadable component per call; the double records the calls and
// returns a component that shows which route it was built for.
const created = vi.hoisted(() => [] as string[]);
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Route = (props: {marker?: string}) => (
      <p>
        {path} {props.marker}
      </p>
    );
    Route.preload = () => Promise.resolve(`${path} chunks`);
    return Route;
  },
}));

const {default: ComponentCreator} =
  await import('@site/plugins/lazy-route-components/client/ComponentCreator');

describe('route components created on first use', () => {
  it('builds no loadable component while the route table is created', () => {
    created.length = 0;
    for (let n = 0; n < 500; n++) ComponentCreator(`/docs/page-${n}/`, String(n));
    expect(created).toEqual([]);
  });

  it('builds the loadable component once, on first preload or render, and renders it unchanged', async () => {
    created.length = 0;
    const Route = ComponentCreator('/pricing/', 'a1b');
    await expect(Route.preload()).resolves.toBe('/pricing/ chunks');
    expect(renderToString(<Route marker="props pass through" />)).toBe(
      '<p>/pricing/<!-- --> <!-- -->props pass through</p>',
    );
    renderToString(<Route />);
    expect(created).toEqual(['/pricing/-a1b']);
  });
});
