/**
 * Limits shared by the validator form and `checkConfig` (./index.ts). Kept in a module of their own
 * so the page can read them without pulling `checkConfig` (and with it js-yaml, Ajv and the schema) into its
 * initial bundle.
 */

/** Largest config the validator parses: 1 MiB. Larger input is rejected before parsing. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** After this many problems the validator stops and asks the visitor to fix those first. */
export const MAX_PROBLEMS = 50;

/** The message shown for input over the limit, whether it was pasted or picked as a file. */
export function tooLargeMessage(bytes: number): string {
  return (
    `The config is ${bytes.toLocaleString('en-US')} bytes, over this page's limit of 1 MiB ` +
    `(${MAX_CONFIG_BYTES.toLocaleString('en-US')} bytes), so it was not parsed. ` +
    'Move large test sets into their own file and reference it with ' +
    '`tests: file://tests.yaml`, or check the file locally with `crucible validate`.'
  );
}
