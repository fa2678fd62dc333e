// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One folder per flow, and no flow reaches into another: shared code lives outside src/flows.
const flows = fs.readdirSync('src/flows', { withFileTypes: true }).filter((d) => d.isDirectory());
const flowZones = flows.map((flow) => ({
  target: `./src/flows/${flow.name}`,
  from: './src/flows',
  except: [`./${flow.name}`],
  message: 'Flows do not import each other; move shared code to src/ui, src/api or src/lib.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'host-demo/dist/**',
      'dev-api/data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'host-demo/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-router-dom re-exports react-router; importing both would break the shared singleton.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import from 'react-router-dom' (the shared singleton).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { formatjs, 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // Every user-visible string is a react-intl message (DESIGN §6.8).
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label)']] },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'import-x/no-restricted-paths': ['error', { zones: flowZones }],
    },
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'scripts/**',
      'dev-api/**',
      'tests/**',
      '*.config.ts',
      'host-demo/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'src/test/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
