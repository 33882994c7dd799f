/**
 * @vitest-environment node
 *
 * The `eval-ids` check: every eval id on the site has the CLI's form.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkEvalIds} from '@site/checks/evalIds';
import type {Source} from '@site/checks/sources';
import {EVAL_ID_EXAMPLE, EVAL_ID_PATTERN} from '@site/src/data/cli';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/eval-ids/page.md';

describe('eval-ids', () => {
  it('reports each eval id that is not in the CLI’s form, and nothing else', () => {
    const source: Source = {
      file: FIXTURE,
      kind: 'doc',
      format: 'markdown',
      text: fs.readFileSync(path.join(ROOT, FIXTURE), 'utf8'),
      frontMatter: {},
    };
    const form = `is not in the form the CLI gives stored evals: eval-, three letters or digits, then the UTC start time to the second, as in ${EVAL_ID_EXAMPLE} (src/data/cli.ts)`;
    expect(checkEvalIds(source).map(({line, message}) => `${line}: ${message}`)).toEqual([
      `9: eval id "eval-2025-11-03T09:14:22" ${form}`,
      `10: eval id "eval-9Rt-2025-11-18T07:02:44.118Z" ${form}`,
      `11: eval id "eval-abcd-2025-10-14T16:02:51" ${form}`,
    ]);
  });

  it('has an example in its own form', () => {
    expect(EVAL_ID_EXAMPLE).toMatch(EVAL_ID_PATTERN);
  });
});
