/**
 * `env-vars`: every `CRUCIBLE_*` name on a page is a variable Crucible reads, declared in
 * src/data/environment.ts, and a dated page only names it once it had shipped.
 */
import path from 'node:path';
import {environmentVariables, PRODUCT_VARIABLE_PREFIX} from '../src/data/environment';
import {pageTime, timelineProblem} from './cliUsage';
import {suggest} from './configExamples';
import type {Finding} from './finding';
import type {Check} from './index';
import {loadReleases, type Release} from './releases';
import type {Source} from './sources';

const RULE = 'env-vars';
const NAME = new RegExp(`\\b${PRODUCT_VARIABLE_PREFIX}[A-Z0-9_]*[A-Z0-9]\\b`, 'g');

export function envVarFindings(
  sources: readonly Source[],
  releases: readonly Release[],
): Finding[] {
  const declared = new Map(environmentVariables.map((variable) => [variable.name, variable]));
  const findings: Finding[] = [];
  for (const source of sources) {
    const time = pageTime(source, releases);
    source.text.split('\n').forEach((text, index) => {
      for (const [name] of text.matchAll(NAME)) {
        const variable = declared.get(name);
        let message: string | null;
        if (!variable) {
          const close = suggest(name, declared.keys());
          message = close
            ? `${name} is not a variable Crucible reads; did you mean ${close}?`
            : `${name} is not a variable Crucible reads (src/data/environment.ts lists them); the ${PRODUCT_VARIABLE_PREFIX} prefix is the product's, so name a variable of your own without it`;
        } else {
          message = timelineProblem(name, variable, time, releases);
        }
        if (message) findings.push({file: source.file, line: index + 1, rule: RULE, message});
      }
    });
  }
  return findings;
}

export const envVars: Check = {
  rule: RULE,
  description: 'Every CRUCIBLE_* variable a page names is declared in src/data/environment.ts.',
  scope: 'page',
  run: (sources) => envVarFindings(sources, loadReleases(path.resolve(__dirname, '..'))),
};
