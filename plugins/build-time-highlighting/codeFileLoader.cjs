/**
 * Loader for a code file imported with `?highlight` (`import policy from './Policy.policy.yaml?highlight'`):
 * exports the file's code, its language and its build-time highlighting, which
 * src/components/HighlightedCode passes to the theme's CodeBlock exactly as MDX passes a fenced
 * block's. A file whose extension names no highlighted language fails the build, naming the file.
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {CODE_LANGUAGES, CODE_MAGIC_COMMENTS} = jiti('../../src/data/constants.ts');
const {highlightCodeFile} = jiti('./codeFiles.ts');

module.exports = function codeFileLoader(source) {
  // Errors name the file from the site's root, as the build's other messages do.
  const file = path.relative(this.rootContext, this.resourcePath);
  const highlighted = highlightCodeFile(file, source, {
    languages: CODE_LANGUAGES,
    magicComments: CODE_MAGIC_COMMENTS,
  });
  return `export default ${JSON.stringify(highlighted)};`;
};
