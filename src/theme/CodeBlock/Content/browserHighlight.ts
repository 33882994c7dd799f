/**
 * prism-react-renderer's <Highlight>, with the site's extra languages added to its Prism. Only
 * code blocks without tokens from the build (plugins/build-time-highlighting) load this module:
 * code a page computes in the browser, such as the HTTP config generator's output.
 *
 * The theme adds the languages in a client module on every page; that client module is emptied by a
 * dependency patch (plugins/dependency-patches) so no page pays for Prism unless it needs it.
 */
import {Highlight, Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

export default Highlight;
