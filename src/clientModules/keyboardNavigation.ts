import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The spec's keyboard-navigation marker: `navigation-with-keyboard` on <body> while the visitor
 * navigates with Tab, removed on the next mouse press. Docusaurus 3.10 no longer sets it, and
 * Infima uses it to show focus rings only to keyboard users.
 */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
}

function onMouseDown(): void {
  document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('mousedown', onMouseDown);
}

const keyboardNavigation: ClientModule = {};
export default keyboardNavigation;
