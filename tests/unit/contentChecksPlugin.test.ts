// @vitest-environment node
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import contentChecksPlugin from '@site/plugins/content-checks';

const siteDir = path.resolve(import.meta.dirname, '../fixtures/content-checks-plugin');
const context = {siteDir} as LoadContext;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('content checks while previewing', () => {
  it('stays out of production builds, which npm test and CI check already', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(contentChecksPlugin(context)).toBeNull();
  });

  it('prints each finding with file, line and rule when the dev server loads or reloads', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const plugin = contentChecksPlugin(context)!;
    expect(plugin.getPathsToWatch!()).toContain(path.join(siteDir, 'docs/**/*'));
    await plugin.loadContent!();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(
      'docs/page.md:6: `crucible eval` has no flag --max-concurency; did you mean --max-concurrency?',
    );
  });
});
