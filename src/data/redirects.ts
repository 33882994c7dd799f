import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {VEGAS_CONTACT_URL} from './site';

/**
 * Client-side redirects (spec "Redirects"). A redirect whose target arrives with a later section
 * (the misspelled hallucinations guide → /docs/guides/prevent-llm-hallucinations/) is added
 * together with that target, because the plugin refuses a redirect to a page that does not exist.
 */
export const redirects = [
  {from: '/docs', to: '/docs/intro/'},
  {from: '/docs/category/troubleshooting', to: '/docs/usage/troubleshooting/'},
  {from: '/docs/providers/palm', to: '/docs/providers/google/'},
  {from: '/vegas-contact', to: VEGAS_CONTACT_URL},
] satisfies NonNullable<ClientRedirectsOptions['redirects']>;
