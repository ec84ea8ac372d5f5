import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * What a .ts test needs to run isolated (a fresh module graph per file, jsdom unless the file says
 * `// @vitest-environment node`): a document, a browser global, or a mocked module or stubbed global, which
 * would otherwise stay in the shared graph for the files after it. Read from each file, so a new test lands in
 * the right project by what it does; every .tsx test is isolated.
 */
const NEEDS_ISOLATION =
  /vi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|new DOMParser|\b(?:window|location|navigator)\.|\bdocument\.(?:body|head|create|query|getElement)/;
const testsDir = fileURLToPath(new URL('./tests/', import.meta.url));
const ISOLATED_TESTS = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith('integration'))
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(testsDir + file, 'utf8')))
  .map((file) => `tests/${file}`);

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
