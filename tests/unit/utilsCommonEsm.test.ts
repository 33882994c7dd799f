// @vitest-environment node
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as clientEntry from '@site/plugins/utils-common-esm/clientEntry';

const require = createRequire(import.meta.url);
/** The package's own index, as Node loads it. */
const utilsCommon = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('@docusaurus/utils-common as the bundles import it', () => {
  it('exports exactly the names the package index exports', () => {
    expect(Object.keys(clientEntry).sort()).toEqual(Object.keys(utilsCommon).sort());
  });

  it('gives each name the same function, or the same value, as the package index', () => {
    for (const [name, value] of Object.entries(utilsCommon)) {
      expect(clientEntry[name as keyof typeof clientEntry], name).toBe(value);
    }
  });

  it('re-exports from files that do not require tslib, the helper set it keeps out of the bundles', () => {
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../plugins/utils-common-esm/clientEntry.ts'),
      'utf8',
    );
    const files = [...source.matchAll(/from '(@docusaurus\/utils-common\/lib\/[^']+)'/g)].map(
      ([, specifier]) => require.resolve(specifier),
    );
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(fs.readFileSync(file, 'utf8'), file).not.toContain('require("tslib")');
    }
    // The package's index does, which is why the bundles do not import it.
    expect(fs.readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8')).toContain(
      'require("tslib")',
    );
  });
});
