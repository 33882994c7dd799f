/**
 * The `crucible` command line: every command, its flags, and the exit codes it returns. The CLI
 * reference (docs/usage/command-line.md) renders its tables from this file, and the `cli-usage`
 * check compares every `crucible …` command shown anywhere on the site with it: an unknown
 * command, a flag the command does not take, a value outside a flag's choices, or a flag used on
 * a dated page before it shipped or after it was removed is reported with its file and line.
 *
 * Histories come from the release notes. Decisions where pages disagreed:
 * - `-o` on `eval` writes six formats, picked by extension (the configuration reference and
 *   outputs page were right; the CLI page listed four).
 * - `redteam report` arrived in 0.73.0, as its release note says; before that, red-team results
 *   were read in `crucible view`, which is what posts from the summer of 2024 now show.
 * - `scan-model --severity` was renamed `--fail-on` in 0.80.0 and removed in 0.82.0; `--write` on
 *   `redteam generate` was deprecated in 0.85.0 and removed in 0.87.0.
 * - `--api-key` and `--host` on `auth login` came with Enterprise in 0.77.0.
 */
import type {History, Version} from './history';

export type CliChoice = {value: string; addedIn?: Version};

export type CliFlag = Partial<History> & {
  /** The long form, `--max-concurrency`; a negated flag is declared as it is typed, `--no-cache`. */
  name: string;
  /** The one-letter form, `-j`. */
  short?: string;
  /** The value it takes, as help text shows it: `<n>`, `<path>`. Absent for switches. */
  value?: string;
  /** The values it accepts, when it accepts only some. */
  choices?: CliChoice[];
  /** What applies when the flag is absent. */
  default?: string;
  /** True when the flag may be given several times. */
  repeatable?: boolean;
  /** What it does, in one sentence for the reference table. */
  description: string;
};

export type CliCommand = History & {
  /** As typed after `crucible`: `eval`, `redteam run`, `cache clear`. */
  name: string;
  /** Positional arguments as help text shows them: `[dir]`, `<path>`. */
  args?: string;
  /** What it does, in one line for the command map. */
  summary: string;
  flags: CliFlag[];
};

/** The file formats `-o` writes, chosen by the file's extension. */
export const EVAL_OUTPUT_FORMATS = ['json', 'jsonl', 'csv', 'yaml', 'html', 'txt'] as const;

/**
 * How the CLI names a stored eval, the id `list evals` prints and `show`, `export`, `share` and
 * `delete` take: `eval-`, three random letters or digits so that two runs started in the same
 * second differ, then the start time in UTC to the second. The `eval-ids` check holds every eval id
 * on the site to it. An upload gets an id of its own on the server (a UUID in app URLs and the
 * API), while the uploaded document keeps this one as its `evalId`.
 */
export const EVAL_ID_PATTERN = /^eval-[A-Za-z0-9]{3}-\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
export const EVAL_ID_EXAMPLE = 'eval-7Qm-2025-12-04T10:21:09';

/** `-o` also takes a Google Sheets tab URL and fills that tab (docs/integrations/google-sheets.md). */
export const GOOGLE_SHEETS_URL = /^https:\/\/docs\.google\.com\/spreadsheets\//;

/** Flags every command takes. */
export const GLOBAL_FLAGS: CliFlag[] = [
  {
    name: '--help',
    short: '-h',
    description: 'Print the command’s usage and flags',
    addedIn: '0.70.0',
  },
];

/** Flags of `crucible` itself, given without a command. */
export const ROOT_FLAGS: CliFlag[] = [
  {name: '--version', description: 'Print the installed release and exit', addedIn: '0.70.0'},
];

const config = (description: string): CliFlag => ({
  name: '--config',
  short: '-c',
  value: '<path>',
  default: '`crucibleconfig.yaml`',
  description,
  addedIn: '0.70.0',
});

const verbose: CliFlag = {
  name: '--verbose',
  short: '-v',
  description: 'Print each request, response and grading step as the run goes',
  addedIn: '0.70.0',
};

const noCache: CliFlag = {
  name: '--no-cache',
  description: 'Ignore cached responses and call every provider again',
  addedIn: '0.70.0',
};

const maxConcurrency = (what: string): CliFlag => ({
  name: '--max-concurrency',
  short: '-j',
  value: '<n>',
  default: '4',
  description: `${what} in parallel; \`CRUCIBLE_MAX_CONCURRENCY\` sets the default`,
  addedIn: '0.70.0',
});

const yes: CliFlag = {
  name: '--yes',
  short: '-y',
  description: 'Skip the confirmation question, for scripts',
  addedIn: '0.70.0',
};

/** Flags `redteam generate` and `redteam run` share, overriding the config for one run. */
const generation: CliFlag[] = [
  {
    name: '--num-tests',
    value: '<n>',
    default: '`redteam.numTests`',
    description: 'Attacks to write per plugin',
    addedIn: '0.70.0',
  },
  {
    name: '--plugins',
    value: '<ids>',
    default: '`redteam.plugins`',
    description: 'Comma-separated plugin ids to use instead of the config’s list',
    addedIn: '0.70.0',
  },
  {
    name: '--strategies',
    value: '<ids>',
    default: '`redteam.strategies`',
    description: 'Comma-separated strategy ids to use instead of the config’s list',
    addedIn: '0.71.0',
  },
];

export const cliCommands: CliCommand[] = [
  {
    name: 'init',
    args: '[dir]',
    summary:
      'Scaffolds a `crucibleconfig.yaml` and an example prompt in the current or given directory',
    addedIn: '0.70.0',
    flags: [
      {
        name: '--no-interactive',
        description: 'Write the defaults without asking questions',
        addedIn: '0.70.0',
      },
      {
        name: '--example',
        value: '<name>',
        description: 'Start from a bundled example project',
        addedIn: '0.70.0',
      },
    ],
  },
  {
    name: 'eval',
    summary: 'Runs every prompt against every provider for every test case and grades the outputs',
    addedIn: '0.70.0',
    flags: [
      {...config('Config file to load; repeat the flag to merge several files'), repeatable: true},
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        repeatable: true,
        description:
          'Also write results to a file, whose extension picks the format (`.json`, `.jsonl`, `.csv`, `.yaml`, `.html`, `.txt`), or into a Google Sheets tab given by its URL; repeat for several outputs',
        addedIn: '0.70.0',
      },
      {
        name: '--filter-pattern',
        value: '<regex>',
        description: 'Run only the test cases whose `description` matches',
        addedIn: '0.70.0',
      },
      {
        name: '--filter-first-n',
        value: '<n>',
        description: 'Run only the first n test cases, for a quick smoke test',
        addedIn: '0.70.0',
      },
      maxConcurrency('Provider calls'),
      {
        name: '--repeat',
        value: '<n>',
        default: '1',
        description: 'Run each test case n times to expose flaky outputs',
        addedIn: '0.70.0',
      },
      {
        name: '--delay',
        value: '<ms>',
        default: '0',
        description: 'Wait between requests; forces concurrency to 1',
        addedIn: '0.70.0',
      },
      noCache,
      {
        name: '--share',
        description: 'Upload the finished eval and print its link, without asking',
        addedIn: '0.71.0',
      },
      {
        name: '--env-file',
        value: '<path>',
        description: 'Load variables from a dotenv file before the run',
        addedIn: '0.70.0',
      },
      verbose,
    ],
  },
  {
    name: 'view',
    args: '[dir]',
    summary: 'Starts the local web UI on port 15500',
    addedIn: '0.70.0',
    flags: [
      {
        name: '--port',
        short: '-p',
        value: '<n>',
        default: '15500',
        description: 'Port to listen on',
        addedIn: '0.70.0',
      },
      {
        name: '--host',
        value: '<addr>',
        default: '`localhost`',
        description: 'Address to bind; use `0.0.0.0` inside a container',
        addedIn: '0.70.0',
      },
      {
        name: '--no-open',
        description: 'Do not launch a browser, for remote or headless machines',
        addedIn: '0.70.0',
      },
    ],
  },
  {
    name: 'share',
    args: '[evalId]',
    summary: 'Uploads an eval (the latest unless you name one) and prints a shareable URL',
    addedIn: '0.71.0',
    flags: [yes],
  },
  {
    name: 'validate',
    summary: 'Checks a config file against the JSON Schema without calling any model',
    addedIn: '0.70.0',
    flags: [config('Config file to check')],
  },
  {
    name: 'cache clear',
    summary: 'Empties the response cache',
    addedIn: '0.70.0',
    flags: [],
  },
  {
    name: 'list',
    args: '<evals|prompts|datasets>',
    summary: 'Lists what is stored in the local database',
    addedIn: '0.70.0',
    flags: [
      {
        name: '-n',
        value: '<count>',
        default: '25',
        description: 'Show only the newest count entries',
        addedIn: '0.70.0',
      },
    ],
  },
  {
    name: 'show',
    args: '<id>',
    summary: 'Prints one eval, prompt or dataset in detail, with the Crucible version that made it',
    addedIn: '0.70.0',
    flags: [],
  },
  {
    name: 'delete',
    args: '<id>',
    summary: 'Removes an eval from the local database',
    addedIn: '0.70.0',
    flags: [yes],
  },
  {
    name: 'export',
    args: '<evalId>',
    summary: 'Writes a stored eval or red-team run to a file',
    addedIn: '0.70.0',
    flags: [
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'File to write; without it the document goes to standard output',
        addedIn: '0.70.0',
      },
      {
        name: '--format',
        value: '<name>',
        default: '`json`',
        choices: [{value: 'json'}, {value: 'sonarqube'}],
        description:
          '`json` for the full document, `sonarqube` for SonarQube’s generic issue format',
        addedIn: '0.70.0',
      },
    ],
  },
  {
    name: 'import',
    args: '<file>',
    summary: 'Loads an exported eval into the local database',
    addedIn: '0.70.0',
    flags: [],
  },
  {
    name: 'auth login',
    summary: 'Signs the CLI in to app.crucible.dev or an Enterprise server',
    addedIn: '0.71.0',
    flags: [
      {
        name: '--host',
        value: '<url>',
        default: '`https://app.crucible.dev`',
        description: 'The server to sign in to, for on-prem Enterprise',
        addedIn: '0.77.0',
      },
      {
        name: '--api-key',
        value: '<key>',
        description: 'Store a service-account key instead of opening a browser',
        addedIn: '0.77.0',
      },
    ],
  },
  {
    name: 'redteam init',
    summary: 'Writes a `redteam` section (purpose, plugins, strategies) into a new config',
    addedIn: '0.70.0',
    flags: [],
  },
  {
    name: 'redteam setup',
    summary: 'Opens a browser form on port 15500 for building the same config visually',
    addedIn: '0.74.0',
    flags: [],
  },
  {
    name: 'redteam generate',
    summary: 'Writes adversarial test cases for the configured plugins and strategies',
    addedIn: '0.70.0',
    flags: [
      config('Config whose `redteam` section to read'),
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'File for the generated cases, such as `redteam.yaml`',
        addedIn: '0.70.0',
      },
      ...generation,
      {
        name: '--format',
        value: '<name>',
        default: '`yaml`',
        choices: [{value: 'yaml'}, {value: 'burp'}],
        description: '`burp` writes one attack per line, for a Burp Suite Intruder payload list',
        addedIn: '0.70.0',
      },
      {
        name: '--write',
        description: 'Replaced the config’s `tests` section with the generated cases',
        addedIn: '0.70.0',
        deprecatedIn: '0.85.0',
        removedIn: '0.87.0',
        replacedBy: '-o redteam.yaml',
      },
    ],
  },
  {
    name: 'redteam eval',
    summary: 'Runs previously generated cases against the target',
    addedIn: '0.77.0',
    flags: [
      config('Generated cases to run, such as `redteam.yaml`'),
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'Also write results to a file, as `eval -o` does',
        addedIn: '0.77.0',
      },
      maxConcurrency('Target calls'),
      noCache,
      verbose,
    ],
  },
  {
    name: 'redteam run',
    summary: 'Generates and runs attacks in one step',
    addedIn: '0.70.0',
    flags: [
      config('Config whose `redteam` section and targets to use'),
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'Also write results to a file, as `eval -o` does',
        addedIn: '0.70.0',
      },
      ...generation,
      maxConcurrency('Target calls'),
      {
        name: '--resume',
        description:
          'Continue the latest interrupted scan of this config instead of starting again',
        addedIn: '0.85.0',
      },
      noCache,
      verbose,
    ],
  },
  {
    name: 'redteam report',
    args: '[evalId]',
    summary:
      'Opens the vulnerability report for a scan in the web UI, or writes its findings to a file',
    addedIn: '0.73.0',
    flags: [
      {
        name: '--format',
        value: '<name>',
        choices: [{value: 'json'}],
        description: 'Write the findings instead of opening the report',
        addedIn: '0.79.0',
      },
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'File for `--format` output',
        addedIn: '0.79.0',
      },
    ],
  },
  {
    name: 'redteam plugins',
    summary: 'Lists every plugin with a one-line summary and its default grader',
    addedIn: '0.74.0',
    flags: [{name: '--json', description: 'Print the list as JSON', addedIn: '0.74.0'}],
  },
  {
    name: 'scan-model',
    args: '<path|url>…',
    summary: 'Scans model files for code that runs on load, without loading them',
    addedIn: '0.79.0',
    flags: [
      {
        name: '--format',
        value: '<name>',
        default: '`text`',
        choices: [{value: 'text'}, {value: 'json'}, {value: 'sarif', addedIn: '0.82.0'}],
        description: 'Report format',
        addedIn: '0.79.0',
      },
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'Write the report to a file; a short summary still goes to the terminal',
        addedIn: '0.79.0',
      },
      {
        name: '--fail-on',
        value: '<severity>',
        default: '`low`',
        choices: [{value: 'high'}, {value: 'medium'}, {value: 'low'}],
        description: 'Lowest severity that makes the exit code 100',
        addedIn: '0.80.0',
      },
      {
        name: '--severity',
        value: '<severity>',
        choices: [{value: 'high'}, {value: 'medium'}, {value: 'low'}],
        description: 'The old name of `--fail-on`',
        addedIn: '0.79.0',
        deprecatedIn: '0.80.0',
        removedIn: '0.82.0',
        replacedBy: '--fail-on',
      },
      {
        name: '--allow-list',
        value: '<file>',
        description: 'YAML file of reviewed findings, safe pickle globals and accepted licences',
        addedIn: '0.84.0',
      },
      {
        name: '--exclude',
        value: '<glob>',
        repeatable: true,
        description: 'Skip matching paths; repeat for several patterns',
        addedIn: '0.79.0',
      },
      {
        name: '--scanners',
        value: '<ids>',
        default: 'all',
        description: 'Run only these scanners, comma-separated, such as `pickle,pytorch`',
        addedIn: '0.79.0',
      },
      {
        name: '--skip-scanners',
        value: '<ids>',
        description: 'Run every scanner except these, such as `license`',
        addedIn: '0.79.0',
      },
      {
        name: '--max-archive-depth',
        value: '<n>',
        default: '3',
        description:
          'How many archives inside archives to open before reporting the rest unscanned',
        addedIn: '0.79.0',
      },
      {
        name: '--download-dir',
        value: '<dir>',
        default: 'a temporary folder',
        description: 'Keep the files downloaded from remote sources',
        addedIn: '0.80.0',
      },
      maxConcurrency('Files scanned'),
      {
        name: '--quiet',
        short: '-q',
        description: 'Print findings only, not clean files',
        addedIn: '0.79.0',
      },
    ],
  },
  {
    name: 'mcp server',
    summary: 'Serves Crucible’s eval tools to an MCP client over stdio',
    addedIn: '0.76.0',
    flags: [],
  },
  {
    name: 'mcp proxy',
    summary: 'Sits between an MCP client and server, logging and checking every call',
    addedIn: '0.78.0',
    flags: [
      {
        name: '--target',
        value: '<command>',
        description: 'The real server’s start command, quoted as one argument',
        addedIn: '0.78.0',
      },
      {
        name: '--log',
        value: '<path>',
        description: 'JSON Lines file that records every message',
        addedIn: '0.78.0',
      },
      {
        name: '--name',
        value: '<label>',
        default: 'the target command’s first word',
        description: 'The server’s name in log lines, description pins and policy rules',
        addedIn: '0.78.0',
      },
      {
        name: '--policy',
        value: '<file>',
        description: 'Rules that block or log tool calls by server and tool name',
        addedIn: '0.86.0',
      },
    ],
  },
  {
    name: 'guardrails',
    summary:
      'Measures how often a guardrail blocks attacks and how often it blocks legitimate inputs',
    addedIn: '0.75.0',
    flags: [
      config('Config naming the guardrail provider and the attack and benign sets'),
      {
        name: '--output',
        short: '-o',
        value: '<path>',
        description: 'Write the JSON report, with `blockRate` at the top level',
        addedIn: '0.78.0',
      },
    ],
  },
];

export type ExitCode = {code: number; meaning: string};

/** What every command's exit status means; CI scripts tell a regression from a failure by it. */
export const EXIT_CODES: ExitCode[] = [
  {
    code: 0,
    meaning:
      'The command finished, and every assertion passed (or no finding reached the threshold)',
  },
  {
    code: 100,
    meaning:
      'The command finished, but at least one assertion failed (or a finding reached `--fail-on`)',
  },
  {
    code: 1,
    meaning:
      'Something went wrong: a bad config, a missing key, a network failure, an unreadable file',
  },
];

/** The command with this exact name, e.g. `redteam run`. */
export function findCommand(name: string): CliCommand | undefined {
  return cliCommands.find((command) => command.name === name);
}

/** The first words of commands that have subcommands: `redteam`, `mcp`, `cache`, `auth`. */
export const COMMAND_GROUPS = [
  ...new Set(cliCommands.filter((c) => c.name.includes(' ')).map((c) => c.name.split(' ')[0])),
];
