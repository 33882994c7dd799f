import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {act} from 'react';
import {DEFAULT_STAR_COUNT, STAR_CACHE_KEY} from '@site/src/data/constants';

import GitHubStars from '@site/src/components/GitHubStars';

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Server-renders the widget, then hydrates that HTML in jsdom like a browser would. */
async function serverRenderThenHydrate(): Promise<{
  container: HTMLElement;
  errors: unknown[][];
  warnings: unknown[][];
}> {
  const html = renderToString(<GitHubStars />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args) => {
    warnings.push(args);
  });
  await act(async () => {
    hydrateRoot(container, <GitHubStars />, {
      onRecoverableError: (error) => errors.push(['recoverable', error]),
    });
  });
  return {container, errors, warnings};
}

describe('GitHubStars', () => {
  it('server-renders the default count', () => {
    const html = renderToString(<GitHubStars />);
    expect(html).toContain(`>${DEFAULT_STAR_COUNT}<`);
    expect(html).toContain('href="https://github.com/crucible-ai/crucible"');
  });

  it('hydrates without a mismatch and then shows a fresh cached count without fetching', async () => {
    localStorage.setItem(STAR_CACHE_KEY, JSON.stringify({count: '9.4k', timestamp: Date.now()}));
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const {container, errors} = await serverRenderThenHydrate();
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('9.4k');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('replaces the default with the fetched count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({stargazers_count: 15_250}))),
    );
    const {container, errors} = await serverRenderThenHydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('15.3k');
    expect(container.querySelector('a')?.textContent).toBe('Star15.3kGitHub stars for Crucible');
  });

  it('keeps the default and logs one warning, not an error, when the API fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Server Error"}', {status: 500})),
    );
    const {container, errors, warnings} = await serverRenderThenHydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).toContain(DEFAULT_STAR_COUNT);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0][0])).toMatch(/GitHub star count/);
  });

  it('shows the default, not a cached count of 5,000 digits, while the API is unreachable', async () => {
    localStorage.setItem(
      STAR_CACHE_KEY,
      JSON.stringify({count: '9'.repeat(5000), timestamp: Date.now()}),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const {container, errors} = await serverRenderThenHydrate();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="github-stars-count"]')?.textContent).toBe(
      DEFAULT_STAR_COUNT,
    );
    expect(localStorage.getItem(STAR_CACHE_KEY)).toBeNull();
  });

  it('renders as a menu entry in the mobile sidebar', () => {
    const html = renderToString(<GitHubStars mobile />);
    expect(html).toMatch(/^<li class="menu__list-item"><a[^>]*class="menu__link/);
  });
});
