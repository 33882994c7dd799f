/**
 * Puts a page's Markdown copy (fetched from the site itself) on the clipboard. The text is handed
 * to the clipboard as a promise where the browser takes one (Safari needs the write to start
 * within the click, before the fetch has finished); elsewhere it is written once fetched.
 */
export async function copyMarkdown(
  markdown: Promise<string>,
  clipboard: Clipboard = navigator.clipboard,
): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // A failed fetch fails the copy; a browser that refuses a promised item gets the text.
      await markdown;
      if (!(error instanceof TypeError)) throw error;
    }
  }
  await clipboard.writeText(await markdown);
}

/** The Markdown copy at `path` on this site, fetched once per page view. */
export function fetchMarkdown(path: string): Promise<string> {
  return fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  });
}
