/**
 * The environment variables Crucible reads. The CLI reference renders its table from this list,
 * and the `env-vars` check reports any `CRUCIBLE_*` name on the site that is not declared here:
 * the prefix belongs to the product, so a page must not use it for a variable of its own (a CI
 * pipeline's version pin or a webhook receiver's secret gets a name without the prefix), or a
 * reader would take it for a setting Crucible reads.
 *
 * Provider credentials (`OPENAI_API_KEY`, …) are listed with each provider in providers.ts.
 */
import type {History} from './history';

export type EnvironmentVariable = History & {
  name: string;
  /**
   * The page under docs/ that explains the variable in context; the CLI reference links the name
   * to it, and search treats it as the page that documents the variable.
   */
  docs: string;
  /** What applies when it is unset. */
  default?: string;
  /** What it changes, in one sentence for the reference table. */
  description: string;
  /** The commands that read it; absent when every command does. */
  commands?: string[];
};

export const environmentVariables: EnvironmentVariable[] = [
  {
    name: 'CRUCIBLE_CONFIG_DIR',
    docs: 'installation.md',
    default: '`~/.crucible`',
    description: 'Where the results database, the sign-in token and the default cache live',
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_CACHE_PATH',
    docs: 'configuration/caching.md',
    default: '`cache/` in the config directory',
    description: 'Moves only the response cache, for example onto a CI volume kept between jobs',
    commands: ['eval', 'redteam run', 'redteam eval', 'cache clear'],
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_CACHE_TTL',
    docs: 'configuration/caching.md',
    default: '`1209600` (14 days)',
    description: 'Seconds a cached response stays valid',
    commands: ['eval', 'redteam run', 'redteam eval'],
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_MAX_CONCURRENCY',
    docs: 'configuration/rate-limits.md',
    default: '`4`',
    description: 'Default for `-j` / `--max-concurrency` when the flag is absent',
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_DISABLE_TELEMETRY',
    docs: 'configuration/telemetry.md',
    description: 'Set to `1` to turn off anonymous usage statistics',
    addedIn: '0.70.0',
  },
  // The hosted service writes `harmful` attacks and their multi-turn attacker turns, searches `gcg`
  // suffixes, synthesises `audio` speech and translates for `multilingual`. Translation and writing
  // have a local fallback in `redteam.provider`; suffix search and speech synthesis do not, so those
  // cases are skipped rather than quietly replaced (docs/red-team/troubleshooting/remote-generation.md).
  {
    name: 'CRUCIBLE_DISABLE_REMOTE_GENERATION',
    docs: 'red-team/troubleshooting/remote-generation.md',
    description:
      'Set to `true` to make every attack generation, translation and attacker call use `redteam.provider` instead of the hosted generation service; the strategies that need the service, `audio` and `gcg`, are skipped with a warning',
    commands: ['redteam generate', 'redteam run'],
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_PYTHON',
    docs: 'providers/python.md',
    default: '`python3`, then `python`, on `PATH`',
    description:
      'Interpreter for Python providers, assertions and hooks; a provider’s `pythonExecutable` overrides it',
    commands: ['eval', 'redteam run', 'redteam eval'],
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_RUBY',
    docs: 'providers/ruby.md',
    default: '`ruby` on `PATH`',
    description: 'Interpreter for Ruby providers and assertions, as a path or command name',
    commands: ['eval', 'redteam run', 'redteam eval'],
    addedIn: '0.70.0',
  },
  {
    name: 'CRUCIBLE_API_KEY',
    docs: 'enterprise/service-accounts.md',
    description:
      'A service-account key for app.crucible.dev or an Enterprise server; when set, commands that upload or download use it instead of the token `auth login` stored',
    commands: ['share', 'eval', 'auth login'],
    addedIn: '0.77.0',
  },
  {
    name: 'LOG_LEVEL',
    docs: 'usage/troubleshooting.md',
    default: '`info`',
    description: '`debug` prints the same detail as `--verbose`, for every command',
    addedIn: '0.70.0',
  },
];

export const PRODUCT_VARIABLE_PREFIX = 'CRUCIBLE_';
