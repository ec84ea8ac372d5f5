import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * What runs in the isolated project (a fresh module graph per file, jsdom unless the file says
 * `// @vitest-environment node`): every .tsx test, the .ts tests that need a document, and those that mock a
 * module or stub a global (either would otherwise stay in the shared graph for the files after it).
 */
const ISOLATED_TESTS = [
  'tests/app/prefetch.test.ts',
  'tests/content/legal.test.ts',
  'tests/forms/api.test.ts',
  'tests/lib/chunkRecovery.test.ts',
  'tests/lib/internalLink.test.ts',
  'tests/resources/prerenderedListing.test.ts',
  'tests/resources/useTypingPause.test.ts',
  'tests/content/renewal.test.ts',
  'tests/prerender/contentRoundTrip.test.ts',
  // Parses the RSS feed with the document's DOMParser.
  'tests/seo/structuredData.test.ts',
  // Stubs a global document for its whole file.
  'tests/forms/formsEndpoint.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // The suite tests the defaults, whatever a developer's .env holds for their own builds.
      env: { VITE_API_BASE_URL: '', VITE_SITE_URL: '' },
      projects: [
        {
          // `--project 'unit*'` runs both halves of the unit tests.
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: ['tests/**/*.test.tsx', ...ISOLATED_TESTS],
            exclude: ['tests/integration/**', 'tests/resources/highlight.test.tsx'],
            // The form tests type with user-event in jsdom: a few seconds each on a loaded 2-core CI machine.
            testTimeout: 20_000,
          },
        },
        {
          // Logic and build tools: no document, and one module graph per worker rather than one per file, which
          // spares each file loading the same modules again (ESLint, the articles, the search engine).
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            include: ['tests/**/*.test.ts', 'tests/resources/highlight.test.tsx'],
            exclude: ['tests/integration/**', ...ISOLATED_TESTS],
            isolate: false,
            testTimeout: 20_000,
          },
        },
        {
          // Tests that copy the checkout and build it or run one of its commands: slow, and in Node.
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            // One production build of a copy, for every test that reads a build (tests/support/builtCheckout.ts).
            globalSetup: ['tests/support/builtCheckout.ts'],
            testTimeout: 180_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
