import type {NavbarItem} from '@docusaurus/theme-common';
import {APP_URL, DISCORD_URL, GITHUB_URL, MODEL_REPORTS_URL, SECURITY_DB_URL} from './site';

/** Navbar items (spec "Navigation and footer"); the config reads them from here. */
export const navbarItems = [
  {
    type: 'dropdown',
    label: 'Products',
    position: 'left',
    items: [
      {label: 'Red teaming', to: '/red-teaming/'},
      {label: 'Guardrails', to: '/guardrails/'},
      {label: 'Model security', to: '/model-security/'},
      {label: 'MCP proxy', to: '/mcp/'},
      {label: 'Evaluations', to: '/docs/getting-started/'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Company',
    position: 'left',
    items: [
      {label: 'About', to: '/about/'},
      {label: 'Blog', to: '/blog/'},
      {label: 'Release notes', to: '/docs/releases/'},
      {label: 'Press', to: '/press/'},
      {label: 'Contact', to: '/contact/'},
      {label: 'Careers', to: '/careers/'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Resources',
    position: 'left',
    items: [
      {label: 'Docs', to: '/docs/intro/'},
      {label: 'API reference', to: '/docs/api-reference/'},
      {label: 'Foundation model reports', href: MODEL_REPORTS_URL},
      {label: 'LLM security database', href: SECURITY_DB_URL},
      {label: 'GitHub', href: GITHUB_URL},
      {label: 'Discord community', href: DISCORD_URL},
    ],
  },
  {label: 'Pricing', to: '/pricing/', position: 'left'},
  {type: 'search', position: 'right'},
  {type: 'custom-githubStars', position: 'right'},
  {label: 'Log in', href: APP_URL, position: 'right', className: 'navbar__login'},
] satisfies NavbarItem[];
