import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checks, runChecks} from '../../checks';
import {formatFinding, sortFindings} from '../../checks/finding';
import {loadSources} from '../../checks/sources';

/** Where the checked sources live; a change under any of them runs the checks again. */
const WATCHED = [
  'docs',
  'blog',
  'releases',
  'src/pages',
  'src/data',
  'src/lib',
  'static/config-schema.json',
];

/**
 * Runs the content checks (`npm run check:content`) while a writer previews with `npm start`, and
 * again after every save, printing each finding as `file:line: message [rule]` in the terminal,
 * so a contradiction shows up as the page is written rather than in review. Production builds
 * skip it: `npm test` and CI run the same checks.
 */
export default function contentChecksPlugin(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV !== 'development') return null;
  return {
    name: 'content-checks',
    getPathsToWatch() {
      return WATCHED.map((entry) =>
        path.join(context.siteDir, entry, entry.includes('.') ? '' : '**/*'),
      );
    },
    async loadContent() {
      const findings = sortFindings(runChecks(loadSources(context.siteDir)));
      if (findings.length === 0) {
        logger.success(`Content checks: no findings from ${checks.length} checks.`);
        return;
      }
      logger.warn(
        `Content checks: ${findings.length} finding(s). Fix them before opening a pull request:\n${findings.map(formatFinding).join('\n')}`,
      );
    },
  };
}
