import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './tools/lint/layers.js';
import { BUILD_MODULES, MODULE_EXTENSIONS, boundaryPlugin, buildZones } from './tools/lint/buildBoundary.js';
import { NO_JSX, SEARCH_LIBRARY, searchZones, UI_PACKAGES } from './tools/lint/searchLibrary.js';

/** Syntax no module of src/ may use. */
const SRC_SYNTAX_RULES = [
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
];

export default tseslint.config(
  {
    // Build output, and the copy of it that a build on Vercel writes (.vercel/output).
    ignores: [
      'dist',
      'dist-review',
      '.ssr-build',
      '.ssr-build-review',
      '.vercel',
      'coverage',
      'playwright-report',
      'test-results',
      '.test-results',
      '.bench',
    ],
  },
  {
    files: [`**/*.${MODULE_EXTENSIONS}`],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [`src/**/*.${MODULE_EXTENSIONS}`],
    rules: {
      'no-restricted-syntax': ['error', ...SRC_SYNTAX_RULES],
    },
  },
  {
    // Layers, each importing only the ones below it (README.md, Architecture, "Layers"), and no import circle
    // of value imports anywhere, src/ and tools/ included (tests/lint/cycles.test.ts also finds those an
    // `import type` closes, which this rule does not follow).
    files: [`**/*.${MODULE_EXTENSIONS}`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...buildZones, ...searchZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Internal links go through the typed Link and NavLink, whose `to` is a page of the page table.
    files: [`src/**/*.${MODULE_EXTENSIONS}`],
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
  {
    // What the browser can load reaches no Node built-in and no build-time file, and names each module it
    // imports with a literal, so that the lint sees where the import leads (tools/lint/buildBoundary.js).
    files: [`src/**/*.${MODULE_EXTENSIONS}`],
    ignores: BUILD_MODULES,
    plugins: { boundary: boundaryPlugin },
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'boundary/no-build-path': 'error',
      'import-x/no-dynamic-require': ['error', { esmodule: true }],
    },
  },
  {
    // The search engine is a library with no UI (tools/lint/searchLibrary.js).
    files: [`${SEARCH_LIBRARY}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UI_PACKAGES] }],
      'no-restricted-syntax': ['error', ...SRC_SYNTAX_RULES, NO_JSX],
    },
  },
);
