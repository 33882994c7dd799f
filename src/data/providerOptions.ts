/**
 * The options Crucible itself reads from a provider's `config`, whatever the provider: where to
 * send requests, which key to send, how long to wait. Each has one name on every provider page; the
 * other spellings pages once used are listed so the `provider-options` check can point at them.
 * Everything else in `config` is passed to the vendor unchanged and differs per provider, so it is
 * documented on each provider's page and not listed here.
 *
 * Why these names: `apiBaseUrl` is what the provider pages and the parameters page already used,
 * and `sharing.apiBaseUrl` in static/config-schema.json names the same kind of setting. The time
 * limit of one call is `timeoutMs` because it overrides `evaluateOptions.timeoutMs` from the schema,
 * and Crucible's durations carry their unit in the name (`maxEvalTimeMs`, `idleTimeoutMs`). A limit on
 * part of a call has a name of its own (the browser provider's `stepTimeoutMs` for each step), so
 * `timeoutMs` always means the whole call.
 */
import configSchema from '../../static/config-schema.json';

export type ProviderOption = {
  name: 'apiBaseUrl' | 'apiKey' | 'timeoutMs';
  /** What it sets, as the provider pages describe it. */
  means: string;
  /** Spellings that mean the same and must not appear in a provider's `config`. */
  notNamed: string[];
};

export const providerOptions: ProviderOption[] = [
  {
    name: 'apiBaseUrl',
    means: "the base URL of the provider's API, for a gateway, a proxy or a self-hosted server",
    notNamed: ['baseUrl', 'baseURL', 'apiBase', 'apiBaseURL'],
  },
  {
    name: 'apiKey',
    means: "the key for this entry only, instead of the provider's environment variable",
    notNamed: ['api_key', 'apikey'],
  },
  {
    name: 'timeoutMs',
    means:
      'milliseconds to wait for one call of this provider, instead of evaluateOptions.timeoutMs',
    notNamed: ['timeout', 'websocketTimeout', 'requestTimeoutMs', 'timeoutMillis'],
  },
];

/**
 * `evaluateOptions.timeoutMs` when a config leaves it out: five minutes for one provider call, the
 * default static/config-schema.json declares (and the configuration reference shows).
 */
export const DEFAULT_CALL_TIMEOUT_MS: number =
  configSchema.definitions.evaluateOptions.properties.timeoutMs.default;

/**
 * A provider whose calls wait for a time of its own when neither its `config.timeoutMs` nor
 * `evaluateOptions.timeoutMs` is set. The `provider-options` check holds the `timeoutMs` row of
 * each provider page's options table to this value, or to DEFAULT_CALL_TIMEOUT_MS for the rest.
 */
export type ProviderTimeoutDefault = {
  /** The provider's page under docs/providers/ (its slug in providers.ts). */
  slug: string;
  timeoutMs: number;
  /** Why this provider does not wait the general five minutes. */
  why: string;
};

export const providerTimeoutDefaults: ProviderTimeoutDefault[] = [
  {
    slug: 'ollama',
    timeoutMs: 120000,
    why: 'Since 0.70.0: long enough for the first load of a large local model, short enough to notice a server that never answers.',
  },
  {
    slug: 'openai-realtime',
    timeoutMs: 30000,
    why: 'A realtime session is a socket too: a reply that never sends `response.done` fails after thirty seconds instead of five minutes.',
  },
  {
    slug: 'websocket',
    timeoutMs: 10000,
    why: 'A socket that stays open without an end frame would otherwise hold a test for five minutes; `idleTimeoutMs` ends streamed answers earlier.',
  },
];
