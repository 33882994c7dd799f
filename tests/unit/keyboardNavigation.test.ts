import {describe, expect, it} from 'vitest';
import {KEYBOARD_NAVIGATION_CLASS} from '@site/src/clientModules/keyboardNavigation';

describe('keyboard-navigation marker', () => {
  it('is added to body on Tab and removed on the next mouse press', () => {
    expect(document.body.classList.contains(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab', bubbles: true}));
    expect(document.body.classList.contains(KEYBOARD_NAVIGATION_CLASS)).toBe(true);
    document.dispatchEvent(new MouseEvent('mousedown', {bubbles: true}));
    expect(document.body.classList.contains(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
  });

  it('ignores other keys', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
    expect(document.body.classList.contains(KEYBOARD_NAVIGATION_CLASS)).toBe(false);
  });
});
