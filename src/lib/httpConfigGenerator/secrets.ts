/**
 * Spotting credentials in headers, body fields and query parameters, and naming the environment
 * variables that replace them.
 */
import {normalKey} from './text';

/** Hands out environment variable names, never the same one twice: API_KEY, API_KEY_2, … */
export class EnvNames {
  private readonly used = new Set<string>();
  // The next suffix to try for each base. Counting from 2 on every call made the n-th secret with
  // the same name cost n lookups, and 10,000 of them froze the page.
  private readonly nextSuffix = new Map<string, number>();

  take(base: string): string {
    let name = base;
    if (this.used.has(name)) {
      let suffix = this.nextSuffix.get(base) ?? 2;
      while (this.used.has(`${base}_${suffix}`)) suffix++;
      name = `${base}_${suffix}`;
      this.nextSuffix.set(base, suffix + 1);
    }
    this.used.add(name);
    return name;
  }
}

const VENDOR_KEYS: [RegExp, string][] = [
  [/(?:^|\.)openai\.com$/i, 'OPENAI_API_KEY'],
  [/(?:^|\.)anthropic\.com$/i, 'ANTHROPIC_API_KEY'],
  [/(?:^|\.)mistral\.ai$/i, 'MISTRAL_API_KEY'],
  [/(?:^|\.)groq\.com$/i, 'GROQ_API_KEY'],
  [/(?:^|\.)googleapis\.com$/i, 'GOOGLE_API_KEY'],
];

export function apiKeyName(host: string): string {
  const bare = host.replace(/:\d+$/, '');
  return VENDOR_KEYS.find(([pattern]) => pattern.test(bare))?.[1] ?? 'API_KEY';
}

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-api-key',
  'api-key',
  'apikey',
  'ocp-apim-subscription-key',
  'x-goog-api-key',
]);

export function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    SECRET_HEADERS.has(lower) ||
    /(?:^|[-_])(?:token|secret|password|passwd|session|signature|auth)(?:[-_]|$)/.test(lower) ||
    /api-?key|apikey|accesskey|secretkey/.test(lower.replace(/_/g, '-'))
  );
}

/** Field and query parameter names whose values are credentials. */
export function isSecretField(name: string, allowBareKey: boolean): boolean {
  const normal = normalKey(name);
  return (
    /^(?:apikey|accesstoken|authtoken|token|secret|clientsecret|password|passwd|apisecret|sessiontoken|xapikey)$/.test(
      normal,
    ) ||
    (allowBareKey && (normal === 'key' || normal === 'sig' || normal === 'signature'))
  );
}

export function envNameForHeader(name: string, apiKey: string): string {
  const lower = name.toLowerCase();
  if (lower === 'cookie') return 'SESSION_COOKIE';
  if (lower === 'authorization' || /api-?key|apikey/.test(lower.replace(/_/g, '-'))) return apiKey;
  return (
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^X_/, '')
      .replace(/^_+|_+$/g, '') || 'SECRET'
  );
}

export function envNameForField(name: string, apiKey: string): string {
  const normal = normalKey(name);
  if (normal === 'apikey' || normal === 'key' || normal === 'xapikey') return apiKey;
  return (
    name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'SECRET'
  );
}

export function isTemplated(value: string): boolean {
  return value.includes('{{');
}
