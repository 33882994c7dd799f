import type {NavbarItem} from '@docusaurus/theme-common';
import {
  communityLinks,
  companyLinks,
  docsLinks,
  externalResourceLinks,
  productLinks,
} from './links';
import {APP_URL} from './site';

/** Navbar items (spec "Navigation and footer"); the config reads them from here. */
export const navbarItems = [
  {type: 'dropdown', label: 'Products', position: 'left', items: productLinks},
  {type: 'dropdown', label: 'Company', position: 'left', items: companyLinks},
  {
    type: 'dropdown',
    label: 'Resources',
    position: 'left',
    items: [...docsLinks, ...externalResourceLinks, ...communityLinks],
  },
  {label: 'Pricing', to: '/pricing/', position: 'left'},
  // The class lets src/css/custom.css place the search box beside the stars on phones.
  {type: 'search', position: 'right', className: 'navbar__search'},
  {type: 'custom-githubStars', position: 'right'},
  {label: 'Log in', href: APP_URL, position: 'right', className: 'navbar__login'},
] satisfies NavbarItem[];
