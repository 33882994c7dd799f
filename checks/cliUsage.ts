/**
 * `cli-usage`: every `crucible …` command a page shows must exist in src/data/cli.ts, with flags
 * that command takes and values those flags accept. On a dated page (a blog post or release note)
 * the command, flag and value must also have shipped by that date and not yet been removed; a
 * release note may show a flag between its deprecation and its removal, which is how notes
 * announce a replacement. Undated pages describe the current release, so they may not show a
 * deprecated or removed flag at all.
 */
import path from 'node:path';
import {
  cliCommands,
  COMMAND_GROUPS,
  EVAL_OUTPUT_FORMATS,
  findCommand,
  GLOBAL_FLAGS,
  GOOGLE_SHEETS_URL,
  ROOT_FLAGS,
  type CliCommand,
} from '../src/data/cli';
import type {History} from '../src/data/history';
import {findInvocations, type Invocation} from './cliInvocations';
import {suggest} from './configExamples';
import type {Finding} from './finding';
import type {Check} from './index';
import {loadReleases, type Release} from './releases';
import type {Source} from './sources';

const RULE = 'cli-usage';
const REFERENCE = 'docs/usage/command-line.md';

/** Words that stand for something the reader fills in: `<path>`, `[dir]`, `...`, `$VAR`. */
export function isPlaceholder(word: string): boolean {
  return /^(<.*>|\[.*\]|\.\.\.|…|\$\{?[A-Za-z_].*|\{\{.*\}\})$/.test(word);
}

/** When a page was written, as far as the timeline is concerned. */
export type PageTime =
  /** Undated: describes the current release. */
  | {kind: 'current'}
  /** A blog post or release note published on `date`; `version` for a release note. */
  | {kind: 'dated'; date: string; version?: string};

function releaseDate(releases: readonly Release[], version: string): string | undefined {
  return releases.find((release) => release.version === version)?.date;
}

/** Why `history` rules out its use at `time`, or null when it may be used. */
export function timelineProblem(
  what: string,
  history: Partial<History>,
  time: PageTime,
  releases: readonly Release[],
): string | null {
  const {addedIn, deprecatedIn, removedIn, replacedBy} = history;
  const instead = replacedBy ? `; use \`${replacedBy}\` instead` : '';
  if (time.kind === 'current') {
    if (removedIn) return `${what} was removed in ${removedIn}${instead}`;
    if (deprecatedIn) return `${what} is deprecated since ${deprecatedIn}${instead}`;
    return null;
  }
  const added = addedIn && releaseDate(releases, addedIn);
  if (added && time.date < added) {
    return `${what} shipped in ${addedIn} (${added}), after this page's date (${time.date})`;
  }
  const removed = removedIn && releaseDate(releases, removedIn);
  if (removed && time.date >= removed) {
    const announcing = time.version && time.version === removedIn;
    if (!announcing) return `${what} was removed in ${removedIn} (${removed})${instead}`;
  }
  return null;
}

type Resolved = {command: CliCommand | null; label: string; rest: string[]} | {error: string};

/** Which command the words name, or why they name none. */
function resolveCommand(words: readonly string[]): Resolved {
  const [first, second] = words;
  if (first.startsWith('-') || isPlaceholder(first)) {
    return {command: null, label: 'crucible', rest: [...words]};
  }
  if (COMMAND_GROUPS.includes(first)) {
    if (second === undefined || second.startsWith('-') || isPlaceholder(second)) {
      return {command: null, label: `crucible ${first}`, rest: words.slice(1)};
    }
    const command = findCommand(`${first} ${second}`);
    if (command) return {command, label: `crucible ${command.name}`, rest: words.slice(2)};
    const children = cliCommands
      .filter((c) => c.name.startsWith(`${first} `))
      .map((c) => c.name.slice(first.length + 1));
    const close = suggest(second, children);
    return {
      error: `\`crucible ${first} ${second}\`: ${first} has no subcommand "${second}"${close ? `; did you mean "${close}"?` : ` (it has ${children.join(', ')})`}`,
    };
  }
  const command = findCommand(first);
  if (command) return {command, label: `crucible ${command.name}`, rest: words.slice(1)};
  const names = [...new Set(cliCommands.map((c) => c.name.split(' ')[0]))];
  const close = suggest(first, names);
  return {
    error: `\`crucible ${first}\` is not a Crucible command${close ? `; did you mean "crucible ${close}"?` : ''} (commands are listed in ${REFERENCE})`,
  };
}

/** Problems of one command line, in words; `time` says when the page was written. */
export function checkInvocation(
  invocation: Pick<Invocation, 'words'>,
  time: PageTime,
  releases: readonly Release[],
): string[] {
  const words = invocation.words;
  if (words.length === 0) return [];
  const resolved = resolveCommand(words);
  if ('error' in resolved) return [resolved.error];
  const {command, label, rest} = resolved;
  const problems: string[] = [];
  const noteTimeline = (what: string, history: Partial<History>) => {
    const problem = timelineProblem(what, history, time, releases);
    if (problem) problems.push(problem);
  };
  if (command) noteTimeline(`\`${label}\``, command);
  const flags = [
    ...(command?.flags ?? []),
    ...GLOBAL_FLAGS,
    ...(label === 'crucible' ? ROOT_FLAGS : []),
  ];

  for (let index = 0; index < rest.length; index++) {
    const word = rest[index];
    if (word === '--') break;
    if (!word.startsWith('-') || word === '-') continue; // a positional argument
    const [name, inlineValue] = word.startsWith('--') ? word.split(/=(.*)/s) : [word, undefined];
    const flag = flags.find((f) => f.name === name || f.short === name);
    if (!flag) {
      const known = flags.flatMap((f) => (f.short ? [f.name, f.short] : [f.name]));
      const close = suggest(name, known);
      problems.push(
        `\`${label}\` has no flag ${name}${close ? `; did you mean ${close}?` : ''} (its flags are listed in ${REFERENCE})`,
      );
      continue;
    }
    noteTimeline(`\`${label} ${flag.name}\``, flag);
    if (!flag.value) {
      if (inlineValue !== undefined) problems.push(`\`${label} ${flag.name}\` takes no value`);
      continue;
    }
    const value = inlineValue ?? rest[++index];
    if (value === undefined || (value.startsWith('-') && !/^-\d/.test(value))) {
      problems.push(`\`${label} ${flag.name}\` needs a value ${flag.value}`);
      if (value !== undefined) index--;
      continue;
    }
    if (isPlaceholder(value)) continue;
    if (flag.choices) {
      const choice = flag.choices.find((c) => c.value === value);
      if (!choice) {
        const allowed = flag.choices.map((c) => c.value).join(', ');
        problems.push(`\`${label} ${flag.name}\` accepts ${allowed}, not "${value}"`);
      } else if (choice.addedIn) {
        noteTimeline(`\`${label} ${flag.name} ${value}\``, {addedIn: choice.addedIn});
      }
    }
    if (command?.name === 'eval' && flag.name === '--output' && !GOOGLE_SHEETS_URL.test(value)) {
      const extension = path.extname(value).slice(1);
      if (!(EVAL_OUTPUT_FORMATS as readonly string[]).includes(extension)) {
        problems.push(
          `\`crucible eval -o ${value}\`: the extension picks the format, and ".${extension}" is not one (${EVAL_OUTPUT_FORMATS.map((f) => `.${f}`).join(', ')})`,
        );
      }
    }
  }
  return problems;
}

/** When a source was written, for the timeline. */
export function pageTime(source: Source, releases: readonly Release[]): PageTime {
  if (!source.date) return {kind: 'current'};
  const version =
    source.kind === 'release' ? releases.find((r) => r.file === source.file)?.version : undefined;
  return {kind: 'dated', date: source.date, version};
}

export function cliUsageFindings(
  sources: readonly Source[],
  releases: readonly Release[],
): Finding[] {
  return sources.flatMap((source) => {
    const time = pageTime(source, releases);
    return findInvocations(source).flatMap((invocation) =>
      checkInvocation(invocation, time, releases).map((message) => ({
        file: source.file,
        line: invocation.line,
        rule: RULE,
        message: `${message} — in \`${invocation.text}\``,
      })),
    );
  });
}

export const cliUsage: Check = {
  rule: RULE,
  description:
    'Every `crucible …` command on a page uses a command and flags from src/data/cli.ts that existed on the page’s date.',
  scope: 'page',
  run: (sources) => cliUsageFindings(sources, loadReleases(path.resolve(__dirname, '..'))),
};
