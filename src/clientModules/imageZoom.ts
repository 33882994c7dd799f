import type {ClientModule} from '@docusaurus/types';
import mediumZoom, {type Zoom} from 'medium-zoom';
import {
  IMAGE_ZOOM_ATTACH_DELAY_MS,
  IMAGE_ZOOM_BACKGROUND,
  IMAGE_ZOOM_SCROLL_CLOSE_PX,
} from '@site/src/data/constants';

/** Images in Markdown content; linked images keep their link instead of zooming. */
export const ZOOMABLE_IMAGES = '.markdown img:not(a img)';

let zoom: Zoom | null = null;
let attachTimer: ReturnType<typeof setTimeout> | undefined;

function zoomBackground(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? IMAGE_ZOOM_BACKGROUND.dark
    : IMAGE_ZOOM_BACKGROUND.light;
}

/** Removes zoom from the previous page's images and cancels a pending attach. */
export function detachImageZoom(): void {
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
 */
export function attachImageZoom(): void {
  detachImageZoom();
  zoom = mediumZoom(ZOOMABLE_IMAGES, {
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
    attachTimer = setTimeout(attachImageZoom, IMAGE_ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
