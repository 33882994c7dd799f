import {afterEach, describe, expect, it, vi} from 'vitest';
import {ASSISTANTS, assistantPrompt} from '@site/src/components/PageMenu/assistantLinks';
import {copyMarkdown, fetchMarkdown} from '@site/src/components/PageMenu/copyMarkdown';

const MARKDOWN_URL = 'https://www.crucible.dev/docs/intro.md';

describe('the links that open an assistant', () => {
  it('ask it to read the page’s Markdown copy, by its public URL', () => {
    const prompt = assistantPrompt(MARKDOWN_URL, 'Intro');
    expect(prompt).toBe(
      'Read https://www.crucible.dev/docs/intro.md (the Markdown of "Intro" from the Crucible docs) so I can ask you questions about it.',
    );
    const links = Object.fromEntries(ASSISTANTS.map(({name, url}) => [name, new URL(url(prompt))]));
    expect(Object.keys(links)).toEqual(['ChatGPT', 'Claude']);
    expect(links.ChatGPT.origin + links.ChatGPT.pathname).toBe('https://chatgpt.com/');
    expect(links.Claude.origin + links.Claude.pathname).toBe('https://claude.ai/new');
    for (const link of Object.values(links)) expect(link.searchParams.get('q')).toBe(prompt);
  });
});

/** A clipboard that records what it was given. */
function clipboard({promisedItems = true} = {}) {
  const written: string[] = [];
  return {
    written,
    clipboard: {
      write: promisedItems
        ? async (items: ClipboardItem[]) => {
            written.push(await (await items[0].getType('text/plain')).text());
          }
        : async () => {
            throw new TypeError('promised items are not supported');
          },
      writeText: async (text: string) => {
        written.push(text);
      },
    } as unknown as Clipboard,
  };
}

describe('copying a page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the clipboard the text as a promise where the browser takes one', async () => {
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(private readonly items: Record<string, Promise<Blob>>) {}
        getType(type: string) {
          return this.items[type];
        }
      },
    );
    const {written, clipboard: target} = clipboard();
    await copyMarkdown(Promise.resolve('# Intro\n'), target);
    expect(written).toEqual(['# Intro\n']);
  });

  it('writes the text once fetched where it does not, or without ClipboardItem', async () => {
    vi.stubGlobal('ClipboardItem', class {});
    const refused = clipboard({promisedItems: false});
    await copyMarkdown(Promise.resolve('# Intro\n'), refused.clipboard);
    expect(refused.written).toEqual(['# Intro\n']);
    vi.stubGlobal('ClipboardItem', undefined);
    const plain = clipboard();
    await copyMarkdown(Promise.resolve('# Setup\n'), plain.clipboard);
    expect(plain.written).toEqual(['# Setup\n']);
  });

  it('fails, copying nothing, when the copy cannot be fetched', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', {status: 404}));
    const {written, clipboard: target} = clipboard();
    await expect(copyMarkdown(fetchMarkdown('/docs/gone.md'), target)).rejects.toThrow(
      '/docs/gone.md answered 404',
    );
    expect(written).toEqual([]);
  });
});
