import logger from '@docusaurus/logger';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {moveCardDescriptions} from './moveCardDescriptions';
import {PLUGIN_NAME} from './pluginName';
import {sidebarPerLayout} from './sidebarPerLayout';
import {everyDocReader, navbarItemReadingEveryDoc, trimGlobalDocs} from './trimGlobalDocs';

/** The stock plugin's option schema and defaults: the options are the docs plugin's own. */
export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * plugin-content-docs, minus the data no page reads: the docs' descriptions move from the
 * metadata every docs page loads to the category index pages whose cards show them
 * (moveCardDescriptions.ts), each docs page loads only its own sidebar (sidebarPerLayout.ts), and
 * the list of every doc leaves the global data every page loads (trimGlobalDocs.ts); see the
 * README. Everything else is the installed plugin's, under its own name, so theme-classic, the
 * sitemap and the other plugins find it as they find the stock plugin.
 */
export default async function leanDocsDataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const {contentLoaded} = docs;
  if (!contentLoaded) {
    throw new Error(`${PLUGIN_NAME}: plugin-content-docs no longer has contentLoaded`);
  }
  const themeConfig = context.siteConfig.themeConfig as {navbar?: {items?: unknown}};
  const docsNavbarItem = navbarItemReadingEveryDoc(themeConfig.navbar?.items);
  return {
    ...docs,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      const addRoute = (route: RouteConfig) => void routes.push(route);
      const setGlobalData = (data: unknown) => {
        const globalData = data as GlobalPluginData;
        args.actions.setGlobalData(trimGlobalDocs(globalData, docsNavbarItem));
        // Said on every build, so a writer who adds such an item learns why every page got heavier.
        const reader = everyDocReader(globalData, docsNavbarItem);
        if (reader) {
          logger.info(`${PLUGIN_NAME}: every page keeps the list of every doc, for ${reader}.`);
        }
      };
      await contentLoaded({...args, actions: {...args.actions, addRoute, setGlobalData}});
      // Descriptions first: they are found through the version's sidebars, which the split empties.
      const withDescriptions = moveCardDescriptions(routes);
      const split = await sidebarPerLayout(
        withDescriptions,
        options.docRootComponent,
        args.actions.createData,
      );
      split.forEach(args.actions.addRoute);
    },
  };
}
