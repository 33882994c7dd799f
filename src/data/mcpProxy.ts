/** Content of the MCP proxy page (`src/pages/mcp/index.tsx`). */
import type {Feature} from '@site/src/components/FeatureGrid';

/** The ways an MCP server can turn an agent against its user. */
export const mcpRisks: Feature[] = [
  {
    title: 'Tool poisoning',
    body: 'The model reads a tool’s description; you usually do not. A server can hide instructions there, such as reading ~/.ssh/id_rsa and passing it along as a harmless-looking notes argument, and the agent follows them as if the user had asked.',
  },
  {
    title: 'Over-broad permissions',
    body: 'A GitHub server holding a token for every repository, or a filesystem server rooted at the home directory, turns one successful injection into a compromise of the whole account instead of one project.',
  },
  {
    title: 'Exfiltration through tools',
    body: 'Data leaves in tool arguments rather than in the reply: a URL handed to a fetch tool, an issue comment, a search query. Output filters that only read the model’s answer never see it go.',
  },
  {
    title: 'Rug-pull updates',
    body: 'A server you reviewed last month can change its tool descriptions or behaviour in any update. Most clients ask for approval once, at install time, and never look at the server again.',
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const mcpProxyKeywords: readonly string[] = [
  'mcp gateway',
  'mcp firewall',
  'tool call audit trail',
  'coding agent permissions',
  'tool description pinning',
  'github mcp server',
  'log-only mode',
];
