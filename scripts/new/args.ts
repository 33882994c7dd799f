/**
 * The command line of `npm run new`, parsed with Node's own parseArgs into one request per kind of
 * page. Every mistake becomes a one-line ScaffoldError that says what to type instead.
 */
import {parseArgs} from 'node:util';
import {splitList} from './choices';
import {ScaffoldError} from './plan';

export const USAGE = `Usage:
  npm run new -- post "Title" --author <key>[,<key>] --tags <tag>[,<tag>] [--slug <slug>] [--date YYYY-MM-DD]
  npm run new -- doc <section>/<slug> "Title"
  npm run new -- release <X.Y.Z> --author <key>[,<key>]
Add --dry-run to print what would be written without writing it.`;

export type Request =
  | {
      kind: 'post';
      title: string;
      authors: string[];
      tags: string[];
      date?: string;
      slug?: string;
    }
  | {kind: 'doc'; id: string; title: string}
  | {kind: 'release'; version: string; authors: string[]};

export type Invocation = {request: Request; dryRun: boolean} | {help: true};

const OPTIONS = {
  author: {type: 'string', multiple: true},
  tags: {type: 'string', multiple: true},
  slug: {type: 'string'},
  date: {type: 'string'},
  'dry-run': {type: 'boolean'},
  help: {type: 'boolean', short: 'h'},
} as const;

/** Which options each kind takes, besides --dry-run and --help. */
const KIND_OPTIONS = {
  post: ['author', 'tags', 'slug', 'date'],
  doc: [],
  release: ['author'],
} as const;

/** The positional arguments of each kind, as the usage names them. */
const KIND_ARGUMENTS = {
  post: ['"Title"'],
  doc: ['<section>/<slug>', '"Title"'],
  release: ['<X.Y.Z>'],
} as const;

type Kind = keyof typeof KIND_OPTIONS;

const isKind = (value: string | undefined): value is Kind =>
  value !== undefined && Object.hasOwn(KIND_OPTIONS, value);

function parse(argv: readonly string[]) {
  try {
    return parseArgs({args: [...argv], options: OPTIONS, allowPositionals: true, strict: true});
  } catch (error) {
    // parseArgs words its errors for developers ("Unknown option '--tag'. To specify a
    // positional argument starting with a '-', …"); keep their first sentence.
    const first = (error as Error).message.split('. ')[0];
    throw new ScaffoldError(`${first}; run npm run new -- --help for the options`);
  }
}

export function parseInvocation(argv: readonly string[]): Invocation {
  const {values, positionals} = parse(argv);
  if (values.help) return {help: true};
  const [kind, ...rest] = positionals;
  if (!isKind(kind)) {
    throw new ScaffoldError(
      `${kind === undefined ? 'say' : `"${kind}" is not something npm run new makes; say`} what to create: post, doc or release (npm run new -- --help)`,
    );
  }
  const allowed: readonly string[] = KIND_OPTIONS[kind];
  const stray = Object.keys(values).filter(
    (option) => option !== 'dry-run' && !allowed.includes(option),
  );
  const expected = KIND_ARGUMENTS[kind];
  const problems = stray.map((option) => `--${option} does not apply to a ${kind}; leave it out`);
  if (rest.length !== expected.length) {
    problems.push(
      `a ${kind} takes ${expected.join(' ')}; got ${rest.length === 0 ? 'nothing' : rest.map((value) => `"${value}"`).join(' ')} (quote a title that has spaces)`,
    );
  }
  if (problems.length > 0) throw new ScaffoldError(...problems);

  const dryRun = values['dry-run'] ?? false;
  switch (kind) {
    case 'post':
      return {
        dryRun,
        request: {
          kind,
          title: rest[0],
          authors: splitList(values.author),
          tags: splitList(values.tags),
          date: values.date,
          slug: values.slug,
        },
      };
    case 'doc':
      return {dryRun, request: {kind, id: rest[0], title: rest[1]}};
    case 'release':
      return {dryRun, request: {kind, version: rest[0], authors: splitList(values.author)}};
  }
}
