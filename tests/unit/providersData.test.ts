// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {providers} from '@site/src/data/providers';

const providersDir = path.resolve(import.meta.dirname, '../../docs/providers');

/** Pages without a data entry, and entries without a page. */
export function providerMismatches(pageSlugs: string[], entrySlugs: string[]) {
  return {
    pagesMissingFromData: pageSlugs.filter((slug) => !entrySlugs.includes(slug)).sort(),
    entriesWithoutPage: entrySlugs.filter((slug) => !pageSlugs.includes(slug)).sort(),
  };
}

const pageSlugs = fs
  .readdirSync(providersDir)
  .filter((file) => /\.mdx?$/.test(file) && !/^index\.mdx?$/.test(file))
  .map((file) => file.replace(/\.mdx?$/, ''));

describe('providers data (src/data/providers.ts)', () => {
  it('has exactly one entry per provider page', () => {
    expect(
      providerMismatches(
        pageSlugs,
        providers.map((provider) => provider.slug),
      ),
    ).toEqual({
      pagesMissingFromData: [],
      entriesWithoutPage: [],
    });
  });

  it('lists each provider once, with an id prefix and an auth variable or "none"', () => {
    const slugs = providers.map((provider) => provider.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const provider of providers) {
      expect(provider.idPrefix, provider.slug).not.toBe('');
      expect(provider.auth, provider.slug).toMatch(/^(none|[A-Z][A-Z0-9_]+)$/);
    }
  });

  it('reports a page with no entry and an entry with no page', () => {
    expect(providerMismatches(['openai', 'new-vendor'], ['openai', 'gone-vendor'])).toEqual({
      pagesMissingFromData: ['new-vendor'],
      entriesWithoutPage: ['gone-vendor'],
    });
  });
});
