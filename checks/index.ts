/**
 * The content checks, run together by `npm run check:content` and by the unit tests (which fail on
 * any finding). Each check reads the site's sources and reports, naming the file and the line,
 * what contradicts the product data in src/data/ or static/*.json (the fact checks), or what a
 * page lacks before review (the writing checks): its front matter, enough prose, text without
 * gaps or copied paragraphs, alt text, an unbroken outline of headings, code blocks that name
 * their language.
 */
import {cliUsage} from './cliUsage';
import {codeFenceLanguage} from './codeFenceLanguage';
import {configExamplesCheck} from './configExamples';
import {counts} from './counts';
import {docCards} from './docCards';
import {duplicateParagraphs} from './duplicateParagraphs';
import {postOrder} from './postOrder';
import {envVars} from './envVars';
import {euAiActDatesCheck} from './euAiActDates';
import {evalIds} from './evalIds';
import {exampleCompaniesCheck} from './exampleCompanies';
import type {Finding} from './finding';
import {frameworkMappingsCheck} from './frameworkMappings';
import {frontMatter} from './frontMatter';
import {headingLevels} from './headingLevels';
import {imageAlt} from './imageAlt';
import {placeholderText} from './placeholderText';
import {pinnedVersionCheck} from './pinnedVersion';
import {providerOptionsCheck} from './providerOptions';
import {referenceIdsCheck} from './referenceIds';
import {releaseLists} from './releaseLists';
import {releaseModelIdsCheck} from './releaseModelIds';
import {releaseSchedule} from './releaseSchedule';
import type {Source} from './sources';
import {thinPage} from './thinPage';
import {timeline} from './timeline';

export type Check = {
  /** Short name printed with each finding. */
  rule: string;
  /** What the rule asks of a page, in one sentence for the writer. */
  description: string;
  /**
   * `page` when a page's findings depend only on that page and the repository's data, so that
   * `npm run check:content -- <file>` runs the check on that file alone; `site` (the default)
   * when the check compares pages with each other and must always read them all.
   */
  scope?: 'page' | 'site';
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
  frontMatter,
  placeholderText,
  thinPage,
  duplicateParagraphs,
  postOrder,
  imageAlt,
  headingLevels,
  codeFenceLanguage,
  docCards,
  evalIds,
];

/** The findings of `check` over `sources`, each on a line of the file it names. */
export function runCheck(check: Check, sources: readonly Source[]): Finding[] {
  const linesBefore = new Map(sources.map((source) => [source.file, source.linesBefore ?? 0]));
  return check.run(sources).map((finding) => {
    const shift = linesBefore.get(finding.file) ?? 0;
    // Line 0 stands for the whole file; a finding on an added line names the file's first.
    return shift === 0 || finding.line === 0
      ? finding
      : {...finding, line: Math.max(1, finding.line - shift)};
  });
}

/** Every finding of every check over `sources`. */
export function runChecks(sources: readonly Source[], only: readonly Check[] = checks): Finding[] {
  return only.flatMap((check) => runCheck(check, sources));
}
