import {DISCORD_URL, GITHUB_URL, MODEL_REPORTS_URL, SECURITY_DB_URL} from './site';

/** Link groups shared by the navbar dropdowns and the footer columns (spec "Navigation and footer"). */
type SiteLink = {label: string; to: string} | {label: string; href: string};

export const productLinks = [
  {label: 'Red teaming', to: '/red-teaming/'},
  {label: 'Guardrails', to: '/guardrails/'},
  {label: 'Model security', to: '/model-security/'},
  {label: 'MCP proxy', to: '/mcp/'},
  {label: 'Evaluations', to: '/docs/getting-started/'},
] satisfies SiteLink[];

export const companyLinks = [
  {label: 'About', to: '/about/'},
  {label: 'Blog', to: '/blog/'},
  {label: 'Release notes', to: '/docs/releases/'},
  {label: 'Press', to: '/press/'},
  {label: 'Contact', to: '/contact/'},
  {label: 'Careers', to: '/careers/'},
] satisfies SiteLink[];

export const docsLinks = [
  {label: 'Docs', to: '/docs/intro/'},
  {label: 'API reference', to: '/docs/api-reference/'},
] satisfies SiteLink[];

export const externalResourceLinks = [
  {label: 'Foundation model reports', href: MODEL_REPORTS_URL},
  {label: 'LLM security database', href: SECURITY_DB_URL},
] satisfies SiteLink[];

export const communityLinks = [
  {label: 'GitHub', href: GITHUB_URL},
  {label: 'Discord community', href: DISCORD_URL},
] satisfies SiteLink[];
