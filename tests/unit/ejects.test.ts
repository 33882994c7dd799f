/**
 * @vitest-environment node
 *
 * Every component ejected into src/theme/ is the installed upstream file plus fenced changes:
 * outside `BEGIN SWIZZLED CODE` / `END SWIZZLED CODE` each line is upstream's, in upstream's
 * order, and upstream lines may only be missing where a fence replaces them. The header names the
 * version it was ejected from, so an upgrade fails here until someone re-diffs the eject.
 */
import fs from 'node:fs';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const THEME = path.join(root, 'src/theme');
const HEADER = /^\/\*\*\n \* Ejected from (@docusaurus\/[\w-]+) (\d+\.\d+\.\d+) \(([^)]+)\)/;
const MAX_EJECT_LINES = 150;

const FENCE = Symbol('fence');
type Item = string | typeof FENCE;

/**
 * Prettier's formatting (so only code differs), without the file's first comment, blank lines
 * and lint-suppression comments: ejects are linted with our rules, and upstream's comments name
 * rules (jsx-a11y, import) this project does not load.
 */
async function normalised(file: string, text: string): Promise<string[]> {
  const options = (await resolveConfig(path.join(THEME, 'x.tsx'))) ?? {};
  const formatted = await format(text, {...options, filepath: file});
  return formatted
    .replace(/^\/\*\*?[\s\S]*?\*\/\n/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(\/\/|\/\*|\{\/\*) eslint-disable/.test(line));
}

/** Our lines with each fenced block collapsed into one FENCE marker. */
function withFences(lines: string[]): Item[] {
  const items: Item[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/BEGIN SWIZZLED CODE/.test(line)) {
      inFence = true;
      items.push(FENCE);
    } else if (/END SWIZZLED CODE/.test(line)) inFence = false;
    else if (!inFence) items.push(line);
  }
  return items;
}

/** Where the eject departs from upstream outside its fences, or an empty list. */
function unfencedDifferences(ours: Item[], upstream: string[]): string[] {
  const problems: string[] = [];
  let next = 0;
  let afterFence = false;
  for (const item of ours) {
    if (item === FENCE) {
      afterFence = true;
      continue;
    }
    const found = afterFence ? upstream.indexOf(item, next) : next;
    if (found === -1 || upstream[found] !== item) {
      problems.push(
        `"${item}" is not upstream's line here (upstream has "${upstream[next] ?? 'the end of the file'}"); fence the change or restore the line`,
      );
      return problems;
    }
    next = found + 1;
    afterFence = false;
  }
  if (next < upstream.length && !afterFence) {
    problems.push(`upstream's "${upstream[next]}" and what follows are missing without a fence`);
  }
  return problems;
}

const ejects = fs
  .readdirSync(THEME, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.(tsx?|jsx?)$/.test(file))
  .map((file) => ({file, text: fs.readFileSync(path.join(THEME, file), 'utf8')}))
  .filter(({text}) => HEADER.test(text));

describe('ejected theme components', () => {
  it('finds the ejects by their header', () => {
    expect(ejects.map(({file}) => file).sort()).toContain('CodeBlock/index.tsx');
  });

  for (const {file, text} of ejects) {
    const [, packageName, version, upstreamFile] = HEADER.exec(text)!;
    const packageDir = path.join(root, 'node_modules', packageName);

    it(`${file} is ejected from the installed ${packageName} and stays under ${MAX_EJECT_LINES} lines`, () => {
      const installed = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      expect(installed.version, `re-diff ${file} against ${packageName} ${installed.version}`).toBe(
        version,
      );
      expect(text.split('\n').length).toBeLessThanOrEqual(MAX_EJECT_LINES);
    });

    it(`${file} matches upstream ${upstreamFile} outside its fenced changes`, async () => {
      const upstreamText = fs.readFileSync(path.join(packageDir, upstreamFile), 'utf8');
      const ours = withFences(await normalised(file, text));
      const upstream = await normalised(upstreamFile, upstreamText);
      expect(ours).toContain(FENCE);
      expect(unfencedDifferences(ours, upstream)).toEqual([]);
    });
  }
});

describe('the eject diff', () => {
  const upstream = ['import a;', 'const x = 1;', 'render(x);'];
  it('accepts fenced replacements and refuses unfenced edits', () => {
    expect(unfencedDifferences(['import a;', FENCE, 'render(x);'], upstream)).toEqual([]);
    expect(unfencedDifferences(['import a;', 'const x = 2;', 'render(x);'], upstream)).toEqual([
      expect.stringMatching(/"const x = 2;" is not upstream's line here/),
    ]);
    expect(unfencedDifferences(['import a;'], upstream)).toEqual([
      expect.stringMatching(/upstream's "const x = 1;" and what follows are missing/),
    ]);
  });
});
