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

type SchemaNode = {$ref?: string; properties?: Record<string, SchemaNode>; default?: unknown};

/** A node with its `$ref` into `definitions` followed. */
function resolve(node: SchemaNode): SchemaNode {
  const name = node.$ref?.replace('#/definitions/', '');
  return name ? schema.definitions[name] : node;
}

/**
 * Each default the schema declares on a field of a top-level section, checked against the Default
 * column of that section's table ("## evaluateOptions fields"), which must show it in backticks.
 * Returns one line per field whose row is missing or shows another value.
 */
export function misstatedDefaults(root: SchemaNode, page: string): string[] {
  const problems: string[] = [];
  for (const [section, node] of Object.entries(root.properties ?? {})) {
    for (const [field, property] of Object.entries(resolve(node).properties ?? {})) {
      if (property.default === undefined) continue;
      const expected = `\`${JSON.stringify(property.default)}\``;
      const table = `\n${page}`.split(`\n## ${section} fields\n`)[1]?.split('\n## ')[0] ?? '';
      const row = table.split('\n').find((line) => line.startsWith(`| \`${field}\` |`));
      const stated = row?.split('|')[3]?.trim();
      if (!stated?.includes(expected)) {
        problems.push(
          `${section}.${field}: schema default ${expected}, reference says ${stated ?? 'nothing'}`,
        );
      }
    }
  }
  return problems;
}

describe('configuration reference', () => {
  it('documents every field of static/config-schema.json', () => {
    expect(undocumentedFields(propertyNames(schema), reference)).toEqual([]);
  });

  it('states the default of every field the schema gives one', () => {
    expect(misstatedDefaults(schema, reference)).toEqual([]);
  });

  it('catches a default the page states differently or not at all', () => {
    const root: SchemaNode = {
      properties: {
        tracing: {properties: {flushTimeoutMs: {default: 3000}, enabled: {default: false}}},
      },
    };
    const page = [
      '## tracing fields',
      '',
      '| Field | Type | Default | Meaning |',
      '| --- | --- | --- | --- |',
      '| `flushTimeoutMs` | integer (ms) | `1000` | Wait for late spans. |',
      '',
      '## sharing fields',
    ].join('\n');
    expect(misstatedDefaults(root, page)).toEqual([
      'tracing.flushTimeoutMs: schema default `3000`, reference says `1000`',
      'tracing.enabled: schema default `false`, reference says nothing',
    ]);
  });

  it('catches a field the page leaves out', () => {
    const page = '| `prompts` | list | The prompt templates. |';
    expect(undocumentedFields(['prompts', 'providers'], page)).toEqual(['providers']);
  });
});
