import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {DOCS_SIDEBAR_TITLES} from '../../src/data/docsSidebars';
import {renderLlmsTxt, type LlmsDoc} from './renderLlmsTxt';

type DocsContent = {
  loadedVersions: {
    docs: {
      title: string;
      description: string;
      permalink: string;
      sidebar?: string;
      unlisted?: boolean;
    }[];
  }[];
};

/** Where the page list is published, from the site's root. */
export const LLMS_TXT_PATH = 'llms.txt';

/**
 * Writes /llms.txt after the build: every listed docs page with its description, grouped by
 * sidebar, for assistants and agents that read docs on a user's behalf.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: LlmsDoc[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      docs = (content?.loadedVersions ?? [])
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted)
        .map(({title, description, permalink, sidebar}) => ({
          title,
          description,
          // Doc permalinks come without the trailing slash the site's URLs carry.
          permalink: applyTrailingSlash(permalink, context.siteConfig),
          sidebar,
        }));
    },
    async postBuild({outDir}) {
      const text = renderLlmsTxt(
        {
          title: context.siteConfig.title,
          url: context.siteConfig.url,
          summary: `${context.siteConfig.tagline}. Crucible is an open-source CLI and Node library that evaluates LLM prompts, red-teams AI applications, tests guardrails, scans model files and proxies MCP traffic.`,
          sections: DOCS_SIDEBAR_TITLES,
        },
        docs,
      );
      await fs.writeFile(path.join(outDir, LLMS_TXT_PATH), text);
    },
  };
}
