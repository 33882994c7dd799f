/**
 * Whether the site's sources sit in a git checkout with full history, which is what "Last
 * updated" dates are read from. A shallow clone (CI's default depth of one) would date every page
 * to the last commit, and a tarball has no history at all; in both cases the dates are left off
 * rather than shown wrong. Used by docusaurus.config.ts.
 */
import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

export function gitHistory(cwd: string): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return shallow === 'false' ? 'full' : 'shallow';
  } catch {
    return 'none'; // no git, or not a repository
  }
}
