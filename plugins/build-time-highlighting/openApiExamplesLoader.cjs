/**
 * Loader for static/openapi.json imported with `?prebuilt-tokens`: adds `x-prebuilt-tokens`, the
 * build-time highlighting of every worked example the API reference renders, keyed like
 * CodeExample. The examples come from the same functions the page renders them with, so the
 * browser's check of the tokens against the code passes and no page needs Prism.
 */
const jiti = require('jiti')(__filename);

const {codeExamples, listOperations} = jiti('../../src/components/OpenApiReference/openApi.ts');
const {encodeHighlightTokens} = jiti('../../src/utils/highlightTokens.ts');
const {CODE_LANGUAGES} = jiti('../../src/data/constants.ts');
const {tokenizeCode} = jiti('./tokenize.ts');

/** The document with the tokens of its examples added. */
function withPrebuiltTokens(spec) {
  const tokens = {};
  for (const operation of listOperations(spec)) {
    for (const {key, language, code} of codeExamples(spec, operation)) {
      tokens[key] = encodeHighlightTokens(code, tokenizeCode(code, language, CODE_LANGUAGES));
    }
  }
  return {...spec, 'x-prebuilt-tokens': tokens};
}

module.exports = function openApiExamplesLoader(source) {
  return JSON.stringify(withPrebuiltTokens(JSON.parse(source)));
};
module.exports.withPrebuiltTokens = withPrebuiltTokens;
