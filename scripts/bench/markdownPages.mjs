// The Markdown copies and the files that list them (plugins/markdown-pages), as built: llms.txt
// in characters against the budget an agent reads whole, llms-full.txt and each sidebar's full
// text in bytes (raw and gzip, as the host sends them), the copies themselves, and the page
// menu's script (src/components/PageMenu), which only pages with a copy load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {LLMS_FULL_PATH, LLMS_TXT_PATH, llmsSidebarPath} = load(
  '../../plugins/markdown-pages/publishedFiles.ts',
);
const {DOCS_SIDEBAR_TITLES} = load('../../src/data/docsSidebars.ts');
const {LLMS_TXT_MAX_CHARACTERS} = load('../../tests/markdownPages/markdownChecks.ts');

/** Text only the menu's chunk holds: how the bench finds it among the hashed scripts. */
export const MENU_MARKER = 'Copy page as Markdown';
/** The menu's budget: "a few KiB at most". */
export const MENU_GZIP_KIB_TARGET = 3;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzip = (buffer) => zlib.gzipSync(buffer, {level: 9}).length;

/**
 * @returns {{metric: string, value: string, target: string, ok: boolean | null}[]} one row per
 *   figure; `ok` is null for rows without a target. Empty when the build has no llms.txt.
 */
export function markdownFigures(buildDir) {
  const llmsTxt = path.join(buildDir, LLMS_TXT_PATH);
  if (!fs.existsSync(llmsTxt)) return [];
  const characters = fs.readFileSync(llmsTxt, 'utf8').length;
  const rows = [
    {
      metric: 'llms.txt (characters)',
      value: characters.toLocaleString('en'),
      target: `< ${LLMS_TXT_MAX_CHARACTERS.toLocaleString('en')}`,
      ok: characters < LLMS_TXT_MAX_CHARACTERS,
    },
  ];
  const sidebars = Object.entries(DOCS_SIDEBAR_TITLES);
  for (const [file, label] of [
    [LLMS_FULL_PATH, LLMS_FULL_PATH],
    ...sidebars.map(([id, title]) => [llmsSidebarPath(id), `  ${llmsSidebarPath(id)} (${title})`]),
  ]) {
    const bytes = fs.readFileSync(path.join(buildDir, file));
    rows.push({
      metric: `${label} (raw · gzip)`,
      value: `${kib(bytes.length)} · ${kib(gzip(bytes))}`,
      target: '',
      ok: null,
    });
  }
  const copies = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.md'));
  const copyBytes = copies.reduce(
    (sum, name) => sum + fs.statSync(path.join(buildDir, name)).size,
    0,
  );
  rows.push({
    metric: `Markdown copies (${copies.length} files, raw)`,
    value: kib(copyBytes),
    target: '',
    ok: null,
  });
  const scripts = path.join(buildDir, 'assets/js');
  const menu = fs.existsSync(scripts)
    ? fs
        .readdirSync(scripts)
        .filter((name) => name.endsWith('.js'))
        .map((name) => fs.readFileSync(path.join(scripts, name)))
        .filter((source) => source.includes(MENU_MARKER))
    : [];
  if (menu.length === 1) {
    const bytes = gzip(menu[0]);
    rows.push({
      metric: 'page menu script (gzip, loaded by pages with a copy)',
      value: kib(bytes),
      target: `≤ ${MENU_GZIP_KIB_TARGET} KiB`,
      ok: bytes / 1024 <= MENU_GZIP_KIB_TARGET,
    });
  } else {
    rows.push({
      metric: 'page menu script',
      value: `${menu.length} scripts hold it; expected one chunk of its own`,
      target: '',
      ok: false,
    });
  }
  return rows;
}
