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
 * and Crucible's durations carry their unit in the name (`maxEvalTimeMs`, `idleTimeoutMs`).
 */
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
