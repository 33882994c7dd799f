/**
 * Formats an edited TypeScript file with Prettier and the project's own Prettier config, so an
 * edit made by the scaffold passes `prettier --check` like a hand-made one.
 */
import path from 'node:path';
import {format, resolveConfig} from 'prettier';

/** The project whose Prettier config applies: this script's own repository. */
const PROJECT_ROOT = path.resolve(__dirname, '../..');

export async function formatTypeScript(text: string, file: string): Promise<string> {
  const options = await resolveConfig(path.join(PROJECT_ROOT, file));
  return format(text, {...options, filepath: file});
}
