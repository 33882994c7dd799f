import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {VEGAS_CONTACT_URL} from './site';

/** Client-side redirects (spec "Redirects"); the plugin refuses a target that does not exist. */
export const redirects = [
  {from: '/docs', to: '/docs/intro/'},
  {from: '/docs/category/troubleshooting', to: '/docs/usage/troubleshooting/'},
  {from: '/docs/providers/palm', to: '/docs/providers/google/'},
  // The guide's slug was once published misspelt; old links still arrive there.
  {
    // cspell:disable-next-line
    from: '/docs/guides/prevent-llm-hallucations',
    to: '/docs/guides/prevent-llm-hallucinations/',
  },
  {from: '/vegas-contact', to: VEGAS_CONTACT_URL},
] satisfies NonNullable<ClientRedirectsOptions['redirects']>;
