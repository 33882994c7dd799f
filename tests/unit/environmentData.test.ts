import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {environmentVariables} from '@site/src/data/environment';
import {docsRoute} from '@site/src/utils/docsRoute';

const DOCS = path.resolve(import.meta.dirname, '../../docs');

describe('environment variable data', () => {
  it('sends each variable to a page that exists and explains it by name', () => {
    const problems = environmentVariables.flatMap(({name, docs}) => {
      const file = path.join(DOCS, docs);
      if (!fs.existsSync(file)) return [`${name}: docs/${docs} does not exist`];
      return fs.readFileSync(file, 'utf8').includes(name)
        ? []
        : [`${name}: docs/${docs} never names it`];
    });
    expect(problems).toEqual([]);
  });
});

describe('docsRoute', () => {
  it('turns a file under docs/ into the route Docusaurus gives it', () => {
    expect(docsRoute('configuration/caching.md')).toBe('/docs/configuration/caching/');
    expect(docsRoute('model-audit/index.md')).toBe('/docs/model-audit/');
    expect(docsRoute('index.mdx')).toBe('/docs/');
    expect(docsRoute('model-graded/llm-rubric.md#threshold')).toBe(
      '/docs/model-graded/llm-rubric/',
    );
  });
});
