import {describe, expect, it} from 'vitest';
import {repairHash} from '@site/src/clientModules/safeHash';
import {dropBadSearchEntries, isStoredHitList} from '@site/src/clientModules/searchStorageGuard';

describe('malformed URL fragments', () => {
  it('re-encodes a fragment that does not decode, and leaves good ones alone', () => {
    expect(repairHash('#%E0%A4%A')).toBe('#%25E0%25A4%25A');
    expect(decodeURIComponent(repairHash('#%E0%A4%A')!.slice(1))).toBe('%E0%A4%A');
    expect(repairHash('#100%')).toBe('#100%25');
    expect(repairHash('#how-it-scores')).toBeNull();
    expect(repairHash('#caf%C3%A9')).toBeNull();
    expect(repairHash('')).toBeNull();
  });
});

describe('stored searches', () => {
  const hit = {
    objectID: 'https://www.crucible.dev/docs/caching/',
    url: 'https://www.crucible.dev/docs/caching/',
    hierarchy: {lvl0: 'Docs', lvl1: 'Caching', lvl2: null},
    content: 'Responses are cached &amp; reused.',
  };

  it('accepts what DocSearch writes and refuses anything else', () => {
    expect(isStoredHitList([hit])).toBe(true);
    expect(isStoredHitList([])).toBe(true);
    expect(isStoredHitList({bad: [1, 2]})).toBe(false);
    expect(isStoredHitList([{...hit, hierarchy: null}])).toBe(false);
    expect(isStoredHitList([{...hit, url: 5}])).toBe(false);
    expect(isStoredHitList([{...hit, hierarchy: {lvl1: '<img src=x onerror=alert(1)>'}}])).toBe(
      false,
    );
  });

  it('removes only the bad DocSearch entries', () => {
    localStorage.clear();
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify([hit]));
    localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', '{"bad": [1,2');
    localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__other', '[{"hierarchy": null}]');
    localStorage.setItem('crucible-stars', 'not ours to judge');
    expect(dropBadSearchEntries(localStorage).sort()).toEqual([
      '__DOCSEARCH_FAVORITE_SEARCHES__local',
      '__DOCSEARCH_RECENT_SEARCHES__other',
    ]);
    expect(Object.keys(localStorage).sort()).toEqual([
      '__DOCSEARCH_RECENT_SEARCHES__local',
      'crucible-stars',
    ]);
  });
});
