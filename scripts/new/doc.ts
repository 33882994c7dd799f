/** `npm run new -- doc <section>/<slug> "Title"`: a docs page, wired into sidebars.ts. */
import fs from 'node:fs';
import path from 'node:path';
import {formatTypeScript} from './format';
import {refuseIfAny, ScaffoldError, type FileWrite, type Plan} from './plan';
import {placeDoc, SIDEBARS_FILE} from './sidebar';
import {SLUG} from './slug';
import {docText, TODO} from './templates';

export type DocRequest = {
  /** `usage/offline-mode`: the doc's id, and its path under docs/ without the extension. */
  id: string;
  title: string;
};

export async function planDoc(root: string, {id, title}: DocRequest): Promise<Plan> {
  const segments = id.split('/');
  if (segments.length < 2 || !segments.every((segment) => SLUG.test(segment))) {
    throw new ScaffoldError(
      `the doc path "${id}" must be <section>/<slug> in lowercase words joined by hyphens, like usage/offline-mode (top-level pages are added to ${SIDEBARS_FILE} by hand)`,
    );
  }
  const problems: string[] = [];
  if (title.trim() === '') problems.push(`give the doc a title: npm run new -- doc ${id} "Title"`);
  for (const extension of ['.md', '.mdx']) {
    const existing = `docs/${id}${extension}`;
    if (fs.existsSync(path.join(root, existing))) {
      problems.push(`${existing} already exists; choose another slug, or edit that page`);
    }
  }
  refuseIfAny(problems);

  const file = `docs/${id}.md`;
  const sidebars = fs.readFileSync(path.join(root, SIDEBARS_FILE), 'utf8');
  const placement = placeDoc(sidebars, id);
  const writes: FileWrite[] = [{file, text: docText({title: title.trim()}), summary: 'created'}];
  const nextSteps: string[] = [];
  if (placement.kind === 'listed') {
    const where = placement.category
      ? `the "${placement.category}" category of the ${placement.sidebar} sidebar`
      : `the ${placement.sidebar} sidebar`;
    writes.push({
      file: SIDEBARS_FILE,
      text: await formatTypeScript(placement.text, SIDEBARS_FILE),
      summary: `added '${id}' to ${where}, after '${placement.after}'`,
      previous: sidebars,
    });
    nextSteps.push(`Move '${id}' in ${SIDEBARS_FILE} if it reads better elsewhere in that list.`);
  } else {
    nextSteps.push(
      `docs/${placement.dirName}/ is listed from its folder, so ${SIDEBARS_FILE} needs no edit.`,
    );
  }
  nextSteps.push(
    `Replace every "${TODO}" in ${file}; the content checks fail until none is left.`,
    `Check it with: npm run check:content -- ${file}`,
  );
  return {writes, nextSteps};
}
