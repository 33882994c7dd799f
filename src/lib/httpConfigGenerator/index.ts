/**
 * Turns a pasted curl command or raw HTTP request into a Crucible `http` target config.
 *
 * Pure and synchronous (no React, no network, no DOM beyond `btoa`/`atob`/`TextEncoder`, which
 * browsers and Node 20 both have), so it is easy to unit-test. The page imports this module lazily
 * on the first click of "Generate", which keeps it and js-yaml out of the page's initial bundle.
 *
 * Every loop and regex in it is linear in the input, input over MAX_INPUT_CHARS is refused before
 * parsing, and a JSON body nested deeper than MAX_JSON_DEPTH is refused before it becomes YAML, so
 * a large or pathological paste cannot hang the tab. tests/unit/generatorHostileInput.test.ts
 * holds the pastes that once did.
 *
 * This file is only the entry point: it re-exports the public API of the modules beside it, one
 * per job (shell words, curl, raw requests, the prompt field, the response transform,
 * secrets and the YAML itself).
 */
export type {GeneratedConfig, HttpRequest, ParseResult} from './types';
export {MAX_INPUT_CHARS, MAX_JSON_DEPTH} from './inputLimit';
export {parseCurl} from './parseCurl';
export {parseRawRequest, type RawRequestOptions} from './parseRawRequest';
export {DEFAULT_QUESTION, SCHEMA_COMMENT, toHttpProviderYaml} from './httpProviderYaml';
export {generateConfig, type GenerateInput, type GenerateResult} from './generateConfig';
