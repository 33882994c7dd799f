// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(fs.readFileSync(path.join(root, 'static/config-schema.json'), 'utf8'));
const reference = fs.readFileSync(path.join(root, 'docs/configuration/reference.md'), 'utf8');

/** Every property name the schema defines, at any depth. */
function propertyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => propertyNames(child, names));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object') {
        Object.keys(value).forEach((name) => names.add(name));
      }
      propertyNames(value, names);
    }
  }
  return names;
}

/** Schema fields that a reference page does not document as a `field` in backticks. */
export function undocumentedFields(fields: Iterable<string>, page: string): string[] {
  return [...fields].filter((field) => !page.includes(`\`${field}\``)).sort();
}

describe('configuration reference', () => {
  it('documents every field of static/config-schema.json', () => {
    expect(undocumentedFields(propertyNames(schema), reference)).toEqual([]);
  });

  it('catches a field the page leaves out', () => {
    const page = '| `prompts` | list | The prompt templates. |';
    expect(undocumentedFields(['prompts', 'providers'], page)).toEqual(['providers']);
  });
});
