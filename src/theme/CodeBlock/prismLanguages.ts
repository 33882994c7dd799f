/**
 * Adds the site's extra highlight languages to prism-react-renderer's Prism, once, when the first
 * code block's module loads. The theme does this in a client module on every page; that client
 * module is emptied by a dependency patch (plugins/dependency-patches) so pages without code do not pay for Prism.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);
