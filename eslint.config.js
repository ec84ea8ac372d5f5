import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './tools/lint/layers.js';

export default tseslint.config(
  {
    // Build output, and the copy of it that a build on Vercel writes (.vercel/output).
    ignores: [
      'dist',
      '.ssr-build',
      '.vercel',
      'coverage',
      'playwright-report',
      'test-results',
      '.test-results',
      '.bench',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Module scope runs while the page loads, on every page that imports the module.
          selector: 'Program > VariableDeclaration NewExpression[callee.object.name="Intl"]',
          message:
            'Create Intl formatters on first use, not at module scope: the first one loads the locale data, a long task during page load (see src/lib/dates.ts).',
        },
        {
          // A chunk can be gone after a deploy, or its load cut short when the visitor leaves the page.
          selector: [
            'ExpressionStatement > ImportExpression',
            'UnaryExpression[operator="void"] > ImportExpression',
            'UnaryExpression[operator="void"] > CallExpression[arguments.length<2] > MemberExpression.callee[property.name="then"][object.type="ImportExpression"]',
          ].join(', '),
          message:
            "A dynamic import must not reject unhandled: await it where a caller handles failure, or end the chain with .catch() (or .then()'s second argument).",
        },
      ],
    },
  },
  {
    // Layers, each importing only the ones below it (README.md, Architecture, "Layers").
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Internal links go through the typed Link and NavLink, whose `to` is a page of the page table.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                "Import Link and NavLink from '@/components/ui/Link': their `to` is typed against the page table, so a mistyped path fails the typecheck.",
            },
          ],
        },
      ],
    },
  },
);
