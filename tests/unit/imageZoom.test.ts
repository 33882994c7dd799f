import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {Location} from 'history';
import imageZoom, {detachImageZoom} from '@site/src/clientModules/imageZoom';
import {IMAGE_ZOOM_ATTACH_DELAY_MS} from '@site/src/data/constants';

const at = (pathname: string) =>
  ({pathname, search: '', hash: '', state: undefined, key: pathname}) as Location;

function navigate(from: string | null, to: string): void {
  imageZoom.onRouteDidUpdate!({location: at(to), previousLocation: from ? at(from) : null});
}

function renderPage(): {
  content: HTMLImageElement;
  linked: HTMLImageElement;
  outside: HTMLImageElement;
} {
  document.body.innerHTML = `
    <article class="markdown">
      <p><img id="content" src="/img/diagram.svg" alt="Diagram"></p>
      <p><a href="/docs/intro/"><img id="linked" src="/img/badge.svg" alt="Badge"></a></p>
    </article>
    <img id="outside" src="/img/logo.svg" alt="Logo">`;
  const byId = (id: string) => document.getElementById(id) as HTMLImageElement;
  return {content: byId('content'), linked: byId('linked'), outside: byId('outside')};
}

const isZoomable = (img: HTMLImageElement) => img.classList.contains('medium-zoom-image');

/** Lets `ms` pass, then lets medium-zoom's import (made only when a page has images) finish. */
async function wait(ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  detachImageZoom();
  vi.useRealTimers();
  delete document.documentElement.dataset.theme;
  document.body.innerHTML = '';
});

describe('image zoom client module', () => {
  it('attaches to Markdown images 1000 ms after a route change, not before', async () => {
    const {content} = renderPage();
    navigate(null, '/docs/intro/');
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS - 1);
    expect(isZoomable(content)).toBe(false);
    await wait(1);
    expect(isZoomable(content)).toBe(true);
  });

  it('leaves linked images and images outside Markdown alone', async () => {
    const {linked, outside} = renderPage();
    navigate(null, '/docs/intro/');
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    expect(isZoomable(linked)).toBe(false);
    expect(isZoomable(outside)).toBe(false);
  });

  it('detaches on navigation to another page and re-attaches after the delay', async () => {
    const {content} = renderPage();
    navigate(null, '/docs/intro/');
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    navigate('/docs/intro/', '/docs/faq/');
    expect(isZoomable(content)).toBe(false);
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    expect(isZoomable(content)).toBe(true);
  });

  it('attaches nothing to a page left while medium-zoom was loading', async () => {
    const {content} = renderPage();
    navigate(null, '/docs/intro/');
    vi.advanceTimersByTime(IMAGE_ZOOM_ATTACH_DELAY_MS); // the import starts
    navigate('/docs/intro/', '/docs/faq/'); // and the visitor moves on before it finishes
    await vi.dynamicImportSettled();
    expect(isZoomable(content)).toBe(false);
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    expect(isZoomable(content)).toBe(true);
  });

  it('keeps the zoom on a hash change within the same page', async () => {
    const {content} = renderPage();
    navigate(null, '/docs/intro/');
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    navigate('/docs/intro/', '/docs/intro/');
    expect(isZoomable(content)).toBe(true);
  });

  it.each([
    ['light', '#fff', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(50,50,50)', 'rgb(50, 50, 50)'],
  ])('uses the %s-mode overlay background', async (theme, _specValue, computed) => {
    document.documentElement.dataset.theme = theme;
    const {content} = renderPage();
    navigate(null, '/docs/intro/');
    await wait(IMAGE_ZOOM_ATTACH_DELAY_MS);
    content.click();
    const overlay = document.querySelector<HTMLElement>('.medium-zoom-overlay');
    expect(overlay?.style.background).toBe(computed);
  });
});
