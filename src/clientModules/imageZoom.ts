import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {
  IMAGE_ZOOM_ATTACH_DELAY_MS,
  IMAGE_ZOOM_BACKGROUND,
  IMAGE_ZOOM_SCROLL_CLOSE_PX,
  ZOOM_IMAGE_SELECTOR,
} from '@site/src/data/constants';

let zoom: Zoom | null = null;
let attachTimer: ReturnType<typeof setTimeout> | undefined;
/** Counts detaches, so an attach that was waiting for medium-zoom to load knows it is stale. */
let generation = 0;

function zoomBackground(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? IMAGE_ZOOM_BACKGROUND.dark
    : IMAGE_ZOOM_BACKGROUND.light;
}

/** Removes zoom from the previous page's images and cancels a pending attach. */
export function detachImageZoom(): void {
  generation += 1;
  clearTimeout(attachTimer);
  attachTimer = undefined;
  if (zoom) {
    zoom.detach();
    zoom = null;
  }
}

/**
 * Makes the current page's Markdown images zoom on click. medium-zoom itself closes the zoom on
 * Escape, on a click, on a window resize and after scrolling more than `scrollOffset` px.
 *
 * medium-zoom is loaded only for a page that has such an image: few pages do, and it took 2.2 KiB
 * gzip off every other page's main bundle. Resolves once the zoom is attached, or at once when there is
 * nothing to zoom; a page left while it loaded gets no zoom. If it cannot load (offline, or a
 * deploy removed the chunk), the images stay as they are.
 */
export async function attachImageZoom(): Promise<void> {
  detachImageZoom();
  if (!document.querySelector(ZOOM_IMAGE_SELECTOR)) return;
  const attaching = generation;
  let mediumZoom: typeof import('medium-zoom').default;
  try {
    ({default: mediumZoom} = await import('medium-zoom'));
  } catch (error) {
    console.warn('Image zoom is unavailable: medium-zoom did not load.', error);
    return;
  }
  if (attaching !== generation) return;
  zoom = mediumZoom(ZOOM_IMAGE_SELECTOR, {
    background: zoomBackground(),
    scrollOffset: IMAGE_ZOOM_SCROLL_CLOSE_PX,
    margin: 24,
  });
}

const imageZoom: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A hash change on the same page keeps the current zoom.
    if (previousLocation && location.pathname === previousLocation.pathname) return;
    detachImageZoom();
    attachTimer = setTimeout(() => void attachImageZoom(), IMAGE_ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
