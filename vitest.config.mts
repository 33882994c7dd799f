import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {defineConfig, type Plugin} from 'vitest/config';
import type * as Generator from './plugins/build-time-validators/standaloneValidator';

// Loaded as the build's loader loads it (plugins/build-time-validators/validatorLoader.cjs).
const {standaloneValidatorSource, VALIDATOR_QUERY, validatorNameOf}: typeof Generator = createJiti(
  import.meta.filename,
)('./plugins/build-time-validators/standaloneValidator.ts');

/**
 * `?validator=` imports (`@site/static/config-schema.json?validator=all`) served as the site's
 * build serves them (plugins/build-time-validators), from the same generator, so tests run the
 * code the browser runs. The generated module is CommonJS and `require`s Ajv's runtime helpers;
 * here it runs inside an ES module with Node's `require`, and reads the schema from the plain JSON
 * import, the same module the code under test imports.
 */
function buildTimeValidators(): Plugin {
  // A virtual id that does not end in `.json`, so Vite's JSON plugin leaves the module alone.
  const PREFIX = '\0build-time-validator:';
  return {
    name: 'build-time-validators',
    enforce: 'pre',
    async resolveId(source, importer) {
      const queryStart = source.lastIndexOf('?');
      if (queryStart === -1 || !VALIDATOR_QUERY.test(source.slice(queryStart))) return null;
      const name = validatorNameOf(source.slice(queryStart));
      const schema = await this.resolve(source.slice(0, queryStart), importer, {skipSelf: true});
      return schema ? `${PREFIX}${schema.id}:${name}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const nameStart = id.lastIndexOf(':');
      const schemaFile = id.slice(PREFIX.length, nameStart);
      const name = id.slice(nameStart + 1);
      const source = standaloneValidatorSource(
        JSON.parse(fs.readFileSync(schemaFile, 'utf8')),
        validatorNameOf(`?validator=${name}`),
        'importedSchema',
      );
      return [
        `import importedSchema from ${JSON.stringify(schemaFile)};`,
        `import {createRequire} from 'node:module';`,
        `const require = createRequire(${JSON.stringify(schemaFile)});`,
        'const module = {exports: {}};',
        source,
        'export default module.exports;',
      ].join('\n');
    },
  };
}

// Unit tests run in jsdom. `@site` resolves as in Docusaurus; theme and Docusaurus client modules
// resolve through the aliases below.
export default defineConfig({
  plugins: [
    buildTimeValidators(),
    {
      // @actions/workflow-parser (GitHub's own, which tests/unit/ciWorkflow.test.ts uses) imports
      // its schema as JSON without an import attribute, which Node refuses, so Vite loads it
      // (`server.deps.inline` below). Its source maps name source files the package does not
      // ship, and Vite would warn about each of its modules on every run: load them without.
      name: 'workflow-parser-without-source-maps',
      load: (id) =>
        /\/@actions\/workflow-parser\/dist\/.*\.js$/.test(id)
          ? fs.readFileSync(id, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '')
          : null,
    },
  ],
  resolve: {
    alias: {
      '@site': path.resolve(import.meta.dirname),
      // Docusaurus's client aliases exist only inside its bundler; tests get the real module where
      // it works without a running site, and a small double where it needs the router.
      '@docusaurus/Link': path.resolve(import.meta.dirname, 'tests/unit/doubles/Link.tsx'),
      '@theme/CodeBlock': path.resolve(import.meta.dirname, 'tests/unit/doubles/CodeBlock.tsx'),
      '@theme/Heading': path.resolve(import.meta.dirname, 'tests/unit/doubles/Heading.tsx'),
      '@docusaurus/ExecutionEnvironment': path.resolve(
        import.meta.dirname,
        'node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js',
      ),
      // Outside a build its context is a no-op, which is all a component test needs.
      '@docusaurus/useBrokenLinks': path.resolve(
        import.meta.dirname,
        'node_modules/@docusaurus/core/lib/client/exports/useBrokenLinks.js',
      ),
    },
  },
  // The Docusaurus tsconfig says `jsx: preserve` (its bundler compiles JSX); tests compile it here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'jsdom',
    // The whole-site content checks read every source of the site; on a loaded CI machine that
    // passes 5 s.
    testTimeout: 30_000,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
    server: {deps: {inline: ['@actions/workflow-parser']}},
  },
});
