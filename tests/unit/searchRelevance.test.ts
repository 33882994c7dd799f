// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  displayedPages,
  evaluate,
  MODAL_ROWS_PER_GROUP,
  modalOrder,
  type QuerySet,
} from '@site/tests/search/relevance';

const hit = (lvl0: string, url: string, lvl1 = url) => ({
  url: `https://x.dev${url}`,
  hierarchy: {lvl0, lvl1},
});

describe('relevance measurement', () => {
  it('arranges hits as the modal does: groups in order of first hit, capped in rows', () => {
    const hits = [
      hit('Blog', '/blog/a/'),
      hit('Docs', '/docs/b/'),
      hit('Blog', '/blog/c/'),
      ...Array.from({length: MODAL_ROWS_PER_GROUP}, (_, i) => hit('Docs', `/docs/more-${i}/`)),
    ];
    const order = modalOrder(hits).map((h) => new URL(h.url).pathname);
    expect(order.slice(0, 3)).toEqual(['/blog/a/', '/blog/c/', '/docs/b/']);
    expect(order.filter((p) => p.startsWith('/docs/'))).toHaveLength(MODAL_ROWS_PER_GROUP);
    // Rows of one page count once, wherever the page's sections sit.
    expect(displayedPages([hit('Docs', '/docs/b/#x', 'B'), hit('Docs', '/docs/b/', 'B')])).toEqual([
      '/docs/b/',
    ]);
  });

  it('scores top-1, hit@3, MRR@10 and zero results per category', () => {
    const queries = [
      {q: 'first', category: 'id', targets: ['/docs/a/'], why: ''},
      {q: 'third', category: 'id', targets: ['/docs/c/'], why: ''},
      {q: 'missing', category: 'howto', targets: ['/docs/z/'], why: ''},
      {q: 'nothing', category: 'howto', targets: ['/docs/a/'], why: ''},
    ];
    const pages = ['/docs/a/', '/docs/b/', '/docs/c/'].map((p) => hit('Docs', p));
    const report = evaluate(queries, (q) => (q === 'nothing' ? [] : pages));
    expect(report.results.map((r) => r.rank)).toEqual([1, 3, null, null]);
    expect(report.overall).toMatchObject({top1: 0.25, hit3: 0.5, zeroResults: 0.25});
    expect(report.overall.mrr10).toBeCloseTo((1 + 1 / 3) / 4);
    expect(report.byCategory.id).toMatchObject({queries: 2, top1: 0.5, hit3: 1});
  });
});

describe('the query set (tests/search/queries.json)', () => {
  const {queries} = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../search/queries.json'), 'utf8'),
  ) as QuerySet;
  const CATEGORIES = ['id', 'flag', 'env', 'howto', 'partial', 'paraphrase', 'error', 'blog'];

  it('has at least 120 distinct queries, each with one to three page targets and a reason', () => {
    expect(queries.length).toBeGreaterThanOrEqual(120);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    const malformed = queries.filter(
      (q) =>
        q.targets.length < 1 ||
        q.targets.length > 3 ||
        q.targets.some((t) => !/^\/([\w.-]+\/)*$/.test(t)) ||
        !q.why.trim(),
    );
    expect(malformed.map((q) => q.q)).toEqual([]);
  });

  it('covers every kind of query people type', () => {
    const seen = new Set(queries.map((q) => q.category));
    for (const category of CATEGORIES) expect(seen, category).toContain(category);
  });
});
