/**
 * Loader for a JSON Schema imported with `?validator=<name>`
 * (`import validate from '@site/static/config-schema.json?validator=all'`): serves the validate
 * function Ajv compiles for it, as module source written at build time by ./standaloneValidator.ts,
 * so the browser compiles nothing. The module reads the schema from the plain JSON import, the
 * same module the page imports, and an unknown name fails the build.
 */
const jiti = require('jiti')(__filename);

const {standaloneValidatorSource, validatorNameOf} = jiti('./standaloneValidator.ts');

module.exports = function validatorLoader(source) {
  const name = validatorNameOf(this.resourceQuery);
  const schemaRequest = this.utils.contextify(this.context, this.resourcePath);
  return standaloneValidatorSource(
    JSON.parse(source),
    name,
    `require(${JSON.stringify(schemaRequest)})`,
  );
};
