/** The whole conversion the page runs on Generate: parse what was pasted, then build the config. */
import {toHttpProviderYaml} from './httpProviderYaml';
import {parseCurl} from './parseCurl';
import {parseRawRequest} from './parseRawRequest';
import type {GeneratedConfig, HttpRequest} from './types';

export type GenerateInput = {
  mode: 'curl' | 'raw';
  /** Used by raw requests whose request line holds only a path. */
  scheme: 'https' | 'http';
  requestText: string;
  /** One response body from the API, or blank. */
  sampleText: string;
};

export type GenerateResult =
  | {ok: true; request: HttpRequest; config: GeneratedConfig; notes: string[]}
  | {ok: false; error: string};

export function generateConfig(input: GenerateInput): GenerateResult {
  const parsed =
    input.mode === 'curl'
      ? parseCurl(input.requestText)
      : parseRawRequest(input.requestText, {scheme: input.scheme});
  if (!parsed.ok) return parsed;
  const config = toHttpProviderYaml(
    parsed.request,
    input.sampleText.trim() === '' ? undefined : input.sampleText,
  );
  return {
    ok: true,
    request: parsed.request,
    config,
    notes: [...parsed.notes, ...config.notes],
  };
}
