/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/prism-include-languages.ts), a leaf the
 * theme marks safe to swizzle. Changes are fenced; see src/theme/README.md.
 */
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';
import type {Optional} from 'utility-types';

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  const {
    themeConfig: {prism},
  } = siteConfig;
  const {additionalLanguages} = prism as {additionalLanguages: string[]};

  // Prism components work on the Prism instance on the window, while prism-
  // react-renderer uses its own Prism instance. We temporarily mount the
  // instance onto window, import components to enhance it, then remove it to
  // avoid polluting global namespace.
  // You can mutate PrismObject: registering plugins, deleting languages... As
  // long as you don't re-assign it

  const PrismBefore = globalThis.Prism;
  globalThis.Prism = PrismObject;

  additionalLanguages.forEach((lang) => {
    // BEGIN SWIZZLED CODE
    // Liquid, like PHP, is a templating language built on markup-templating, which must load first.
    if (lang === 'php' || lang === 'liquid') {
      // END SWIZZLED CODE
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('prismjs/components/prism-markup-templating.js');
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${lang}`);
  });

  // BEGIN SWIZZLED CODE
  // prism-liquid's tokenize hooks look up the global `Prism` every time any code block is
  // highlighted (not only Liquid ones), so the instance has to stay reachable globally; deleting
  // it, as the original does, makes every page with code crash with "Prism is not defined".
  if (additionalLanguages.includes('liquid')) return;
  // END SWIZZLED CODE

  // Clean up and eventually restore former globalThis.Prism object (if any)
  delete (globalThis as Optional<typeof globalThis, 'Prism'>).Prism;
  if (typeof PrismBefore !== 'undefined') {
    globalThis.Prism = PrismObject;
  }
}
