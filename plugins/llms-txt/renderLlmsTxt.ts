/** One docs page as llms.txt lists it. */
export type LlmsDoc = {
  title: string;
  description: string;
  permalink: string;
  /** The sidebar the page belongs to, e.g. `docs` or `redTeam`; undefined when in none. */
  sidebar?: string;
};

export type LlmsSite = {
  title: string;
  url: string;
  summary: string;
  /** Section titles by sidebar id, in the order the sections are written. */
  sections: Record<string, string>;
};

/**
 * The /llms.txt file (the llmstxt.org format): the site's name, a one-line summary, then one
 * Markdown list per docs sidebar with every page's absolute URL and description, so an assistant
 * can find the right page without crawling the HTML.
 */
export function renderLlmsTxt(site: LlmsSite, docs: readonly LlmsDoc[]): string {
  const base = site.url.replace(/\/$/, '');
  const line = (doc: LlmsDoc) =>
    `- [${doc.title}](${base}${doc.permalink})${doc.description ? `: ${doc.description}` : ''}`;
  const known = Object.keys(site.sections);
  const sections = [...known, 'other'].map((sidebar) => {
    const pages = docs
      .filter((doc) => (known.includes(doc.sidebar ?? '') ? doc.sidebar : 'other') === sidebar)
      .sort((a, b) => a.permalink.localeCompare(b.permalink));
    if (pages.length === 0) return '';
    return [`## ${site.sections[sidebar] ?? 'Other pages'}`, '', ...pages.map(line), ''].join('\n');
  });
  return [`# ${site.title}`, '', `> ${site.summary}`, '', ...sections.filter(Boolean)].join('\n');
}
