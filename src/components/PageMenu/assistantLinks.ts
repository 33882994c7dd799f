/**
 * Links that open a chat with an assistant, asking it to read a page's Markdown copy. Plain links
 * with the prompt in the query: nothing is sent anywhere until the visitor follows one.
 */

/** What the visitor asks the assistant, naming the Markdown copy it should read. */
export function assistantPrompt(markdownUrl: string, title: string): string {
  return `Read ${markdownUrl} (the Markdown of "${title}" from the Crucible docs) so I can ask you questions about it.`;
}

export type Assistant = {name: string; url: (prompt: string) => string};

export const ASSISTANTS: readonly Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];
