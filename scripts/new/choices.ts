/**
 * Authors and tags a post may name: the keys of blog/authors.yml and blog/tags.yml. The build
 * throws on any other key, so the scaffold refuses them first, with the valid keys or the nearest
 * ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import leven from 'leven';

export const AUTHORS_FILE = 'blog/authors.yml';
export const TAGS_FILE = 'blog/tags.yml';

/** The top-level keys of a YAML map file under the site root. */
export function readKeys(root: string, file: string): string[] {
  const data = load(fs.readFileSync(path.join(root, file), 'utf8'));
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

/** `--tags a,b --tags c` and `--tags "a, b"` both give a, b (and c), without duplicates. */
export function splitList(values: readonly string[] | undefined): string[] {
  const items = (values ?? []).flatMap((value) => value.split(',')).map((item) => item.trim());
  return [...new Set(items.filter((item) => item !== ''))];
}

/**
 * The declared keys a mistyped one most likely meant: those within a few edits of it, or that
 * contain it or are contained in it ("injection" → "prompt-injection"), nearest first.
 */
export function suggestionsFor(given: string, valid: readonly string[], limit = 3): string[] {
  const word = given.toLowerCase();
  const maxEdits = Math.max(2, Math.floor(word.length / 3));
  return valid
    .map((key) => ({key, distance: leven(word, key)}))
    .filter(({key, distance}) => distance <= maxEdits || key.includes(word) || word.includes(key))
    .sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map(({key}) => key);
}

const quoteAll = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(', ');

/** Up to this many keys, an error lists them all; longer lists (tags) give the nearest only. */
const LIST_ALL_UP_TO = 12;

/**
 * Problems with the keys given for one option: none given, or keys the file does not declare.
 * `option` is the flag as typed (`--author`), `noun` what a key names (`author`).
 */
export function keyProblems(
  given: readonly string[],
  valid: readonly string[],
  {option, noun, file}: {option: string; noun: string; file: string},
): string[] {
  const declared = `${file} declares ${valid.join(', ')}`;
  if (given.length === 0) {
    return [`name at least one ${noun} with ${option} <key>[,<key>…]; ${declared}`];
  }
  return given
    .filter((key) => !valid.includes(key))
    .map((key) => {
      const near = suggestionsFor(key, valid);
      const hints = [
        ...(near.length > 0 ? [`did you mean ${quoteAll(near)}?`] : []),
        ...(near.length === 0 || valid.length <= LIST_ALL_UP_TO ? [declared] : []),
      ];
      return `${option} "${key}" is not declared in ${file}; ${hints.join(' ')} (a new ${noun} goes into ${file} first)`;
    });
}
