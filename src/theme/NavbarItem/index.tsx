import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The original navbar item, rendered again only when its props change.
 *
 * On a phone, the navbar learns the window size after hydration and starts rendering its mobile
 * menu, which re-renders the whole navbar: every desktop item, dropdown and link again, about 200
 * components on every page, in one task while the page becomes interactive. The desktop items'
 * props are the config's own values, so the memo holds and only the menu renders. Items with a
 * new handler on every render (the menu's items, a dropdown's entries) render as before; each item
 * still re-renders on its own when the route or any context it reads changes.
 */
export default memo(NavbarItem);
