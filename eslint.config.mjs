// ESLint flat config: typescript-eslint over all code, React hooks rules, Docusaurus's own rules
// for theme and page code. Prettier owns formatting (`prettier --check` runs beside ESLint).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'tests/fixtures/**/build/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    // Browser code: the site's and that of local plugins' theme components and client modules.
    files: ['src/**/*.{ts,tsx}', 'plugins/*/{theme,client}/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['tests/**/*.{ts,mjs}'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
);
