// ESLint flat config: typescript-eslint's recommended rules everywhere, React hooks rules in
// the web app. Formatting is Prettier's job (`npm run format`), not ESLint's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tools/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/gql/**',
      'gateway/src/generated/**',
      'garments/src/generated/**',
      'client/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // No regular expression that can backtrack without bound: recheck (eslint-plugin-redos)
    // looks for an input that makes each pattern super-linear, exponential or polynomial alike.
    // What a visitor may send is matched in the apps' sources; tests match their own fixtures.
    files: ['{gateway,web,garments,render-service,schema}/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**'],
    plugins: { redos },
    rules: { 'redos/no-vulnerable': 'error' },
  },
  {
    // Source files stay under 400 lines, blank lines and comments included: a longer file is
    // split by what its parts do. Generated code and the suites outside src are not held to it.
    files: ['{gateway,web,garments,render-service,client,schema}/src/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{js,mjs}'],
    ignores: ['gateway/test/**', 'e2e/**', 'visual/**', 'gateway/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests read GraphQL responses loosely.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Scripts that also run functions inside a browser page.
    files: ['web/scripts/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A rule lives once: code two workspaces need is a package they both import (@tas/schema,
    // @tas/garments), never a path into another workspace's sources.
    files: ['{web,gateway,render-service,garments,schema}/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(web|gateway|render-service|garments|schema)/',
              message: 'Import the workspace package (e.g. @tas/garments), not another workspace by path.',
            },
          ],
        },
      ],
    },
  },
);
