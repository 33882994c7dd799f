/**
 * The content checks, run together by `npm run check:content` and by the unit tests (which fail on
 * any finding). Each check reads the site's sources and reports what contradicts the product data
 * in src/data/ or static/*.json, naming the file, the line and the fact.
 */
import {cliUsage} from './cliUsage';
import {configExamplesCheck} from './configExamples';
import {counts} from './counts';
import {envVars} from './envVars';
import {euAiActDatesCheck} from './euAiActDates';
import {evalIds} from './evalIds';
import {exampleCompaniesCheck} from './exampleCompanies';
import type {Finding} from './finding';
import {frameworkMappingsCheck} from './frameworkMappings';
import {pinnedVersionCheck} from './pinnedVersion';
import {providerOptionsCheck} from './providerOptions';
import {referenceIdsCheck} from './referenceIds';
import {releaseLists} from './releaseLists';
import {releaseModelIdsCheck} from './releaseModelIds';
import {releaseSchedule} from './releaseSchedule';
import type {Source} from './sources';
import {timeline} from './timeline';

export type Check = {
  /** Short name printed with each finding. */
  rule: string;
  /** What the rule asks of a page, in one sentence for the writer. */
  description: string;
  run: (sources: readonly Source[]) => Finding[];
};

export const checks: Check[] = [
  cliUsage,
  envVars,
  configExamplesCheck,
  releaseModelIdsCheck,
  exampleCompaniesCheck,
  providerOptionsCheck,
  pinnedVersionCheck,
  timeline,
  releaseLists,
  counts,
  releaseSchedule,
  frameworkMappingsCheck,
  referenceIdsCheck,
  euAiActDatesCheck,
  evalIds,
];

/** Every finding of every check over `sources`. */
export function runChecks(sources: readonly Source[], only: readonly Check[] = checks): Finding[] {
  return only.flatMap((check) => check.run(sources));
}
