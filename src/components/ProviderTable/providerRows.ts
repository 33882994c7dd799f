/**
 * What the providers index table says, from src/data/providers.ts. The React table (./index.tsx)
 * and the page's Markdown copy (plugins/markdown-pages) both render these rows.
 */
import {providers, type ProviderGroup} from '../../data/providers';

export const PROVIDER_COLUMNS = [
  'Provider',
  'Id prefix',
  'Kind',
  'Authentication',
  'Capabilities',
] as const;

export type ProviderRow = {
  slug: string;
  name: string;
  /** The provider's page. */
  route: string;
  idPrefix: string;
  kind: string;
  /** The key variable it authenticates with, or null when it needs none (shown as "None"). */
  auth: string | null;
  /** Comma-separated, or "—" when it declares none. */
  capabilities: string;
};

export const NO_AUTH = 'None';

/** The providers of one group, in the data's order. */
export function providerRows(group: ProviderGroup): ProviderRow[] {
  return providers
    .filter((provider) => provider.group === group)
    .map((provider) => ({
      slug: provider.slug,
      name: provider.name,
      route: `/docs/providers/${provider.slug}/`,
      idPrefix: provider.idPrefix,
      kind: provider.kind,
      auth: provider.auth === 'none' ? null : provider.auth,
      capabilities: provider.capabilities.join(', ') || '—',
    }));
}
