import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function in this file eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The client's main bundle, which every page runs in full before it becomes interactive. */
export const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/**
 * Puts V8's explicit compile hint at the top of the main bundle.
 *
 * V8 compiles a function the first time it is called, on the main thread. The main bundle (React,
 * the router, the theme's layout) runs most of its functions while the page starts, so on a
 * phone much of that start-up task was compiling. With the hint, Chrome (136 and later) compiles
 * the file on a background thread as it downloads; other browsers ignore the comment. Route chunks
 * are left alone: most of their functions run only on interaction.
 *
 * The banner is added after minification, which would strip it as a comment, and before the
 * content hashes are computed, so the file name still matches its content.
 */
export default function mainBundleCompileHintPlugin(): Plugin {
  return {
    name: 'main-bundle-compile-hint',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            include: MAIN_BUNDLE,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
