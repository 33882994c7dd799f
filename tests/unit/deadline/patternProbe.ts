/**
 * Long strings built to make a backtracking regex take super-linear time, and a probe that runs a
 * pattern over all of them. Loaded in a worker by schemaPatterns.test.ts, which gives each pattern
 * a deadline.
 *
 * Each string is a start that a pattern accepts the beginning of (so the match reaches the
 * quantifiers behind it), one unit repeated to the full length (characters that two quantifiers
 * can both consume, such as the glob characters, dots, colons, spaces and letters), and an ending
 * that makes the match fail at the very end (a line break, which `.` does not match, a space, a
 * stray character, a near-miss of an extension). An ambiguous pattern retries the run once per
 * character on such a string; an unambiguous one reads it once.
 */

const STARTS = [
  '',
  'file://',
  'a:',
  'not-',
  'huggingface://datasets/',
  'https://docs.google.com/spreadsheets/',
];

const UNITS = [
  '*',
  '?',
  '{',
  '[',
  '.',
  ':',
  '$',
  '-',
  '_',
  'a',
  '0',
  ' ',
  '\t',
  '/',
  'a.',
  '.a',
  '.js',
  '.js:',
  '.py:a',
  '.yaml:a',
  '*.csv',
  'a:',
  'file://',
];

const ENDINGS = ['', '\n', '\nx', ' ', '!', '\u2028', '.js:!', '.jso'];

/** Every probe string, `length` characters of repeated unit each, built one at a time. */
export function* adversarialStrings(length: number): Generator<string> {
  for (const start of STARTS) {
    for (const unit of UNITS) {
      const run = unit.repeat(Math.ceil(length / unit.length));
      for (const ending of ENDINGS) yield `${start}${run}${ending}`;
    }
  }
}

/** Tests `pattern` as Ajv does (with the u flag) on every probe string; returns how many match. */
export function probePattern(pattern: string, length: number): number {
  const regex = new RegExp(pattern, 'u');
  let matches = 0;
  for (const text of adversarialStrings(length)) if (regex.test(text)) matches++;
  return matches;
}

/** Whether `pattern` matches `text`, tested as Ajv does. */
export function matchesPattern(pattern: string, text: string): boolean {
  return new RegExp(pattern, 'u').test(text);
}
