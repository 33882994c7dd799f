/**
 * The `code-fence-language` check: every fenced code block names its language, so it is
 * highlighted as that language; output and other plain text say `text`, so a block shown plain
 * is plain on purpose. (tests/unit/codeLanguages.test.ts checks that a named language is one the
 * highlighter loads.)
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {extractFencedBlocks} from './markdown';
import type {Source} from './sources';

const RULE = 'code-fence-language';

export function codeFenceFindings(source: Source): Finding[] {
  return extractFencedBlocks(source.text)
    .filter((block) => block.lang === '')
    .map(({line, fence}) => ({
      file: source.file,
      line,
      rule: RULE,
      message: `code block has no language; write it after the opening fence (${fence}bash, ${fence}yaml, ${fence}json, …), or ${fence}text for program output`,
    }));
}

export const codeFenceLanguage: Check = {
  rule: RULE,
  description: 'Every fenced code block names its language, or `text` for plain output.',
  scope: 'page',
  run: (sources) =>
    sources.filter((source) => source.format === 'markdown').flatMap(codeFenceFindings),
};
