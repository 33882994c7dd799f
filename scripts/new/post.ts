/** `npm run new -- post "Title"`: a blog post folder with its index.mdx. */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {frontMatterText} from '../../checks/markdown';
import {AUTHORS_FILE, keyProblems, readKeys, TAGS_FILE} from './choices';
import {isCalendarDate} from './dates';
import {refuseIfAny, ScaffoldError, type Plan} from './plan';
import {SLUG, slugify} from './slug';
import {postText, TODO} from './templates';

export type PostRequest = {
  title: string;
  authors: readonly string[];
  tags: readonly string[];
  /** YYYY-MM-DD; the caller passes today's date unless the writer chose one. */
  date: string;
  /** Chosen by the writer; otherwise made from the title. */
  slug?: string;
};

const POST_FOLDER = /^\d{4}-\d{2}-\d{2}-(.+)$/;

function frontMatterSlug(text: string): string | undefined {
  try {
    const data = load(frontMatterText(text)) as {slug?: unknown} | null;
    return typeof data?.slug === 'string' ? data.slug : undefined;
  } catch {
    return undefined; // The build reports malformed front matter; here it only hides a slug.
  }
}

/** The slug of every post, from its folder name and, where it says otherwise, its front matter. */
function existingSlugs(root: string): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(root, 'blog'), {withFileTypes: true})) {
    const match = entry.isDirectory() ? POST_FOLDER.exec(entry.name) : null;
    if (!match) continue;
    const folder = `blog/${entry.name}`;
    slugs.set(match[1], folder);
    for (const name of ['index.mdx', 'index.md']) {
      const file = path.join(root, folder, name);
      if (!fs.existsSync(file)) continue;
      const slug = frontMatterSlug(fs.readFileSync(file, 'utf8'));
      if (slug !== undefined) slugs.set(slug, folder);
    }
  }
  return slugs;
}

export function planPost(root: string, request: PostRequest): Plan {
  const title = request.title.trim();
  if (title === '') throw new ScaffoldError('give the post a title: npm run new -- post "Title" …');
  const slug = request.slug ?? slugify(title);
  const problems = [
    ...keyProblems(request.authors, readKeys(root, AUTHORS_FILE), {
      option: '--author',
      noun: 'author',
      file: AUTHORS_FILE,
    }),
    ...keyProblems(request.tags, readKeys(root, TAGS_FILE), {
      option: '--tags',
      noun: 'tag',
      file: TAGS_FILE,
    }),
  ];
  if (!isCalendarDate(request.date)) {
    problems.push(`--date "${request.date}" is not a date; write it as YYYY-MM-DD`);
  }
  if (!SLUG.test(slug)) {
    problems.push(
      request.slug === undefined
        ? `the title "${title}" gives no usable slug; choose one with --slug words-with-hyphens`
        : `--slug "${slug}" must be lowercase words joined by hyphens, like llm-judge-calibration`,
    );
  } else {
    const taken = existingSlugs(root).get(slug);
    if (taken) {
      problems.push(`${taken} already uses the slug "${slug}"; choose another with --slug`);
    }
  }
  refuseIfAny(problems);

  const file = `blog/${request.date}-${slug}/index.mdx`;
  return {
    writes: [
      {
        file,
        text: postText({
          title,
          slug,
          date: request.date,
          authors: request.authors,
          tags: request.tags,
        }),
        summary: 'created',
      },
    ],
    nextSteps: [
      ...(request.slug === undefined
        ? [`The slug "${slug}" comes from the title; --slug chooses another.`]
        : []),
      `Replace every "${TODO}" in ${file}; the content checks fail until none is left.`,
      `Put the post's images beside it in blog/${request.date}-${slug}/.`,
      `Check it with: npm run check:content -- ${file}`,
    ],
  };
}
