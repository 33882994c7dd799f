/**
 * The content checks, run together by `npm run check:content` and by the unit tests (which fail on
 * any finding). Each check reads the site's sources and reports what contradicts the product data
 * in src/data/ or static/*.json, naming the file, the line and the fact.
 */
import {euAiActDatesCheck} from './euAiActDates';
import type {Finding} from './finding';
import {frameworkMappingsCheck} from './frameworkMappings';
import {referenceIdsCheck} from './referenceIds';
import type {Source} from './sources';

export type Check = {
  /** Short name printed with each finding. */
  rule: string;
  /** What the rule asks of a page, in one sentence for the writer. */
  description: string;
  run: (sources: readonly Source[]) => Finding[];
};

export const checks: Check[] = [euAiActDatesCheck, frameworkMappingsCheck, referenceIdsCheck];

/** Every finding of every check over `sources`. */
export function runChecks(sources: readonly Source[], only: readonly Check[] = checks): Finding[] {
  return only.flatMap((check) => check.run(sources));
}
