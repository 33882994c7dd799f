// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ASSERTION_DOCS_DIR, assertionTypes, findAssertionType} from '@site/src/data/assertionTypes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'static/config-schema.json'), 'utf8'));
const [named, negated] = schema.definitions.assertionType.anyOf as [
  {enum: string[]},
  {pattern: string},
];
const types = assertionTypes.map((entry) => entry.type);

describe('assertion types', () => {
  it('lists exactly the types the config schema accepts, in its order', () => {
    expect(types).toEqual(named.enum);
  });

  it('lets the schema take a not- prefix on exactly those types', () => {
    expect(negated.pattern).toBe(`^not-(?:${types.join('|')})$`);
  });

  it('points each type at a docs page that exists, and at its heading when the page is shared', () => {
    const missing = assertionTypes.filter(({docs}) => {
      const [page, anchor] = docs.split('#');
      const file = path.join(ROOT, ASSERTION_DOCS_DIR, page);
      if (!fs.existsSync(file)) return true;
      return (
        anchor !== undefined &&
        !new RegExp(`^#+ ${anchor}$`, 'm').test(fs.readFileSync(file, 'utf8'))
      );
    });
    expect(missing).toEqual([]);
  });

  it('finds a type as written in a config, with or without not-', () => {
    expect(findAssertionType('not-guardrails')?.type).toBe('guardrails');
    expect(findAssertionType('trace-span-count')?.history.addedIn).toBe('0.87.0');
    expect(findAssertionType('contains-everything')).toBeUndefined();
  });
});
