import fs from 'node:fs';
import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests run in jsdom. `@site` resolves as in Docusaurus; theme and Docusaurus client modules
// resolve through the aliases below.
export default defineConfig({
  plugins: [
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
