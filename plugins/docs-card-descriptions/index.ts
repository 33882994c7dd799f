import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import {moveCardDescriptions} from './moveCardDescriptions';

/** The stock plugin's option schema and defaults: the options are the docs plugin's own. */
export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * plugin-content-docs, with the docs' descriptions moved from the metadata every docs page loads
 * to the category index pages whose cards show them (moveCardDescriptions.ts, and the README).
 * Everything else is the installed plugin's, under its own name, so theme-classic, the sitemap
 * and the other plugins find it as they find the stock plugin.
 */
export default async function docsCardDescriptionsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const {contentLoaded} = docs;
  if (!contentLoaded) {
    throw new Error('docs-card-descriptions: plugin-content-docs no longer has contentLoaded');
  }
  return {
    ...docs,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      const addRoute = (route: RouteConfig) => void routes.push(route);
      await contentLoaded({...args, actions: {...args.actions, addRoute}});
      moveCardDescriptions(routes).forEach(args.actions.addRoute);
    },
  };
}
