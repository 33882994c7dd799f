/**
 * The `front-matter` check: the fields each kind of page needs, in the form search results, the
 * sidebar and the blog read them.
 *
 * - Docs pages: `title`; a one-sentence `description` of 50–160 characters (search engines cut
 *   longer ones, and shorter ones say too little to choose a result by); a `sidebar_label` when
 *   the title is longer than SIDEBAR_LABEL_MAX; `tags` declared in docs/tags.yml.
 * - Any of them: a `<title>` that search results show whole (src/utils/pageTitle.ts). Docs take
 *   it from `title`; posts and release notes from `title_meta` when given, so a long headline can
 *   stay the page's h1.
 * - Blog posts: `title`, `description`, `slug`, `authors` from blog/authors.yml and `tags` from
 *   blog/tags.yml; a `date`, if given, equal to the date in the folder name.
 * - Release notes: `title`, `description`, `slug`, `date` (the file name's) and `authors`; no
 *   `tags`, since the release notes declare none.
 * - Any page: `keywords`, when present, a list of 1–8 lower-case words or phrases.
 *
 * The build already rejects undeclared authors and tags, after a minute or more and without a
 * line number; this check names the line and the keys to choose from, in a second.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, YAMLException} from 'js-yaml';
import {OWN_TITLE_MAX, PAGE_TITLE_MAX, pageTitle} from '../src/utils/pageTitle';
import {suggest} from './configExamples';
import type {Finding} from './finding';
import type {Check} from './index';
import {frontMatterText} from './markdown';
import {isPartial, type Source} from './sources';

const RULE = 'front-matter';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const KEYWORDS_MAX = 8;

/**
 * The longest title the docs sidebar shows on one line. The sidebar is 300px wide; its padding
 * (0.5rem each side), a link's padding (0.75rem each side) and three levels of nesting (0.75rem
 * each, as under Configuration > Assertions > Model-graded) leave 223px, which holds about 28
 * characters of 16px semibold text before the label wraps. The longest labels today have 27.
 */
export const SIDEBAR_LABEL_MAX = 28;

/** The keys writers may use for authors and tags, from the YAML files that declare them. */
export type Vocabulary = {
  blogAuthors: readonly string[];
  blogTags: readonly string[];
  docsTags: readonly string[];
};

function yamlKeys(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const data = load(fs.readFileSync(file, 'utf8'));
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

export function loadVocabulary(root: string): Vocabulary {
  return {
    blogAuthors: yamlKeys(path.join(root, 'blog/authors.yml')),
    blogTags: yamlKeys(path.join(root, 'blog/tags.yml')),
    docsTags: yamlKeys(path.join(root, 'docs/tags.yml')),
  };
}

/** Where each front matter field is written, so a finding names its line. */
class FieldLines {
  private readonly lines: string[];

  constructor(text: string) {
    // Line 1 is the opening `---`; field lines start at 2.
    this.lines = frontMatterText(text).split('\n');
  }

  /** The line of `key:`, or 1 (the opening `---`) when the field is missing. */
  of(key: string): number {
    const index = this.lines.findIndex((line) => new RegExp(`^${key}\\s*:`).test(line));
    return index === -1 ? 1 : index + 2;
  }

  /** The line of `value` within the field `key` (a list may span lines), else the key's line. */
  ofValue(key: string, value: string): number {
    const start = this.of(key);
    if (start === 1) return 1;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?:^|[\\s,['"-])${escaped}(?:$|[\\s,\\]'"])`);
    for (let index = start - 2; index < this.lines.length; index++) {
      const line = this.lines[index];
      if (index > start - 2 && /^\S/.test(line)) break; // the next field
      const text = index === start - 2 ? line.slice(line.indexOf(':') + 1) : line;
      if (pattern.test(text)) return index + 2;
    }
    return start;
  }
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** How many sentences a description holds: a full stop, `!` or `?` followed by a new one. */
export function sentenceCount(text: string): number {
  return 1 + (text.trim().match(/[.!?]["')\]]?\s+(?=["'([`]?[A-Z0-9])/g) ?? []).length;
}

/** The date of a YAML `date` field as YYYY-MM-DD, or null when it is not a date. */
function dateOf(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(value)) {
    return value.slice(0, 10);
  }
  return null;
}

/** The folder (post) or file (release) name whose leading date and rest make the URL. */
function datedName(file: string): string {
  const parts = file.split('/');
  const name = parts[parts.length - 1];
  return /^index\.mdx?$/.test(name) ? parts[parts.length - 2] : name.replace(/\.mdx?$/, '');
}

const list = (keys: readonly string[]) => keys.join(', ');

type Report = (line: number, message: string) => void;

function checkTitleAndDescription(
  fields: Record<string, unknown>,
  lines: FieldLines,
  report: Report,
  oneSentence: boolean,
): void {
  if (!isText(fields.title)) {
    report(
      lines.of('title'),
      'front matter has no title; add `title:` with the heading of the page',
    );
  }
  const description = fields.description;
  if (!isText(description)) {
    report(
      lines.of('description'),
      `front matter has no description; add \`description:\` with one sentence of ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters that says what a reader finds here`,
    );
    return;
  }
  const line = lines.of('description');
  const length = description.trim().length;
  if (length > DESCRIPTION_MAX) {
    report(
      line,
      `description is ${length} characters; keep it to ${DESCRIPTION_MAX} so search results show it whole`,
    );
  } else if (length < DESCRIPTION_MIN) {
    report(
      line,
      `description is ${length} characters; write at least ${DESCRIPTION_MIN}, a sentence that tells a searcher whether the page answers their question`,
    );
  }
  const sentences = sentenceCount(description);
  if (oneSentence && sentences > 1) {
    report(
      line,
      `description has ${sentences} sentences; make it one, since search results and link previews show it as the page's summary`,
    );
  }
}

/**
 * The page's `<title>` fits in a search result. Docs have no `title_meta` (Docusaurus reads it for
 * blog posts only), so a long docs title is shortened; a post keeps its headline and adds one.
 */
function checkTitleLength(
  fields: Record<string, unknown>,
  lines: FieldLines,
  report: Report,
  isDoc: boolean,
): void {
  const meta = fields.title_meta;
  if (meta !== undefined) {
    const line = lines.of('title_meta');
    if (isDoc) {
      report(
        line,
        `docs pages ignore \`title_meta\`; remove it and shorten the \`title\` to at most ${OWN_TITLE_MAX} characters instead`,
      );
    } else if (!isText(meta)) {
      report(line, 'title_meta is empty; write the short title search results show, or remove it');
    } else if (pageTitle(meta).length > PAGE_TITLE_MAX) {
      report(
        line,
        `title_meta is ${meta.length} characters; keep it to ${OWN_TITLE_MAX}, so that "${pageTitle('…')}" fits in a search result`,
      );
    }
    if (!isDoc) return;
  }
  const title = fields.title;
  if (!isText(title) || pageTitle(title).length <= PAGE_TITLE_MAX) return;
  report(
    lines.of('title'),
    isDoc
      ? `title is ${title.length} characters, so search results cut the page's title; shorten it to at most ${OWN_TITLE_MAX}`
      : `title is ${title.length} characters, so search results would cut the page's title; keep it as the headline and add \`title_meta:\` with a title of at most ${OWN_TITLE_MAX} characters for search results`,
  );
}

function checkSidebarLabel(fields: Record<string, unknown>, lines: FieldLines, report: Report) {
  const label = fields.sidebar_label;
  if (label === undefined) {
    if (isText(fields.title) && fields.title.length > SIDEBAR_LABEL_MAX) {
      report(
        lines.of('title'),
        `title is ${fields.title.length} characters, too long for one line of the sidebar; add a \`sidebar_label:\` of at most ${SIDEBAR_LABEL_MAX}`,
      );
    }
  } else if (!isText(label)) {
    report(
      lines.of('sidebar_label'),
      'sidebar_label is empty; write the short name the sidebar shows',
    );
  } else if (label.length > SIDEBAR_LABEL_MAX) {
    report(
      lines.of('sidebar_label'),
      `sidebar_label is ${label.length} characters; keep it to ${SIDEBAR_LABEL_MAX} so it fits on one line of the sidebar`,
    );
  }
}

function checkKeywords(fields: Record<string, unknown>, lines: FieldLines, report: Report) {
  const keywords = fields.keywords;
  if (keywords === undefined) return;
  const line = lines.of('keywords');
  if (!Array.isArray(keywords)) {
    report(line, 'keywords must be a list, such as `keywords: [idor, access control]`');
    return;
  }
  if (keywords.length === 0) {
    report(
      line,
      `keywords is empty; list 1–${KEYWORDS_MAX} words readers search for, or remove it`,
    );
  } else if (keywords.length > KEYWORDS_MAX) {
    report(
      line,
      `keywords has ${keywords.length} entries; keep the ${KEYWORDS_MAX} that readers are most likely to search for`,
    );
  }
  for (const keyword of keywords) {
    if (!isText(keyword)) {
      report(
        line,
        `keyword ${JSON.stringify(keyword)} is not a word; write a lower-case word or phrase`,
      );
    } else if (keyword !== keyword.toLowerCase() && !/\bTODO\b/.test(keyword)) {
      // A TODO left by `npm run new` is placeholder-text's to report, not a case problem.
      report(
        lines.ofValue('keywords', keyword),
        `keyword "${keyword}" has capitals; write "${keyword.toLowerCase()}", as search ignores case`,
      );
    }
  }
}

type KeyRules = {
  keys: readonly string[];
  declaredIn: string;
  required: boolean;
};

/**
 * Authors or tags: a list (non-empty when `required`) of keys declared in `declaredIn`. Authors
 * may also be one key on its own, as the blog reads them; tags must be a list.
 */
function checkKeys(
  field: 'authors' | 'tags',
  fields: Record<string, unknown>,
  lines: FieldLines,
  report: Report,
  {keys, declaredIn, required}: KeyRules,
): void {
  const value = fields[field];
  const singular = field.slice(0, -1);
  if (value === undefined) {
    if (required) {
      report(
        1,
        `front matter has no ${field}; add \`${field}:\` with a list of keys from ${declaredIn}: ${list(keys)}`,
      );
    }
    return;
  }
  const values = field === 'authors' && typeof value === 'string' ? [value] : value;
  if (!Array.isArray(values) || (required && values.length === 0)) {
    report(lines.of(field), `${field} must be a list of keys from ${declaredIn}: ${list(keys)}`);
    return;
  }
  for (const key of values) {
    if (typeof key === 'string' && keys.includes(key)) continue;
    const written = String(key);
    const close = suggest(written, keys);
    report(
      lines.ofValue(field, written),
      `${singular} "${written}" is not declared in ${declaredIn}; ${close ? `did you mean "${close}"? ` : ''}use one of ${list(keys)}, or declare it there`,
    );
  }
}

/** The name that dates a post (its folder) or a release note (its file), for messages. */
const namedBy = (file: string) => (file.startsWith('blog/') ? 'folder name' : 'file name');

function checkSlug(fields: Record<string, unknown>, file: string, report: Report): void {
  if (isText(fields.slug)) return;
  const slug = datedName(file).replace(/^\d{4}-\d{2}-\d{2}-/, '');
  const others = file.startsWith('blog/') ? 'posts' : 'release notes';
  report(
    1,
    `front matter has no slug; add \`slug: ${slug}\` (the ${namedBy(file)} without its date) so the URL matches the other ${others}`,
  );
}

function checkDate(
  fields: Record<string, unknown>,
  lines: FieldLines,
  file: string,
  report: Report,
  required: boolean,
): void {
  const where = namedBy(file);
  const named = /^(\d{4}-\d{2}-\d{2})-/.exec(datedName(file))?.[1];
  if (!named) {
    report(
      0,
      `the ${where} does not start with a date; rename it YYYY-MM-DD-${datedName(file)}, with the day it is published`,
    );
  }
  if (fields.date === undefined) {
    if (required) {
      report(
        1,
        `front matter has no date; add \`date: ${named ?? 'YYYY-MM-DD'}\`, the day it is published`,
      );
    }
    return;
  }
  const date = dateOf(fields.date);
  const line = lines.of('date');
  if (!date) {
    report(line, `date ${JSON.stringify(fields.date)} is not a date; write it as YYYY-MM-DD`);
  } else if (named && date !== named) {
    report(
      line,
      `date is ${date} but the ${where} says ${named}; use one date in both, the day it is published`,
    );
  }
}

/** The YAML error of a page's front matter, as a finding, or null when it parses. */
function yamlError(source: Source): Finding | null {
  try {
    load(frontMatterText(source.text));
    return null;
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return {
      file: source.file,
      line: error.mark.line + 2,
      rule: RULE,
      message: `front matter is not valid YAML (${error.reason}); quote values that hold a colon followed by a space, or start with a quote, [ or {`,
    };
  }
}

/** Findings for one page. */
export function frontMatterFindings(source: Source, vocabulary: Vocabulary): Finding[] {
  const broken = yamlError(source);
  if (broken) return [broken];
  const findings: Finding[] = [];
  const report: Report = (line, message) =>
    findings.push({file: source.file, line, rule: RULE, message});
  if (frontMatterText(source.text).trim() === '') {
    report(1, 'the page has no front matter; start it with `---`, its fields, and `---`');
    return findings;
  }
  const fields = source.frontMatter;
  const lines = new FieldLines(source.text);

  checkTitleAndDescription(fields, lines, report, source.kind === 'doc');
  checkTitleLength(fields, lines, report, source.kind === 'doc');
  checkKeywords(fields, lines, report);
  if (source.kind === 'doc') {
    checkSidebarLabel(fields, lines, report);
    checkKeys('tags', fields, lines, report, {
      keys: vocabulary.docsTags,
      declaredIn: 'docs/tags.yml',
      required: false,
    });
  } else {
    const isPost = source.kind === 'blog';
    checkSlug(fields, source.file, report);
    checkDate(fields, lines, source.file, report, !isPost);
    checkKeys('authors', fields, lines, report, {
      keys: vocabulary.blogAuthors,
      declaredIn: 'blog/authors.yml',
      required: true,
    });
    if (isPost) {
      checkKeys('tags', fields, lines, report, {
        keys: vocabulary.blogTags,
        declaredIn: 'blog/tags.yml',
        required: true,
      });
    } else if (fields.tags !== undefined) {
      report(
        lines.of('tags'),
        'release notes take no tags (releases/ declares none, so the build rejects them); remove `tags`',
      );
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** The pages this check reads: docs pages, blog posts and release notes, not partials. */
const isChecked = (source: Source) =>
  source.format === 'markdown' &&
  (source.kind === 'doc' || source.kind === 'blog' || source.kind === 'release') &&
  !isPartial(source.file);

/** The check for the site under `root`, whose YAML files declare the authors and tags. */
export function frontMatterCheck(root: string): Check {
  return {
    rule: RULE,
    description:
      'Docs, posts and release notes have the front matter search, the sidebar and the blog need, with declared authors and tags.',
    scope: 'page',
    run(sources) {
      const vocabulary = loadVocabulary(root);
      return sources.filter(isChecked).flatMap((source) => frontMatterFindings(source, vocabulary));
    },
  };
}

export const frontMatter = frontMatterCheck(path.resolve(__dirname, '..'));
