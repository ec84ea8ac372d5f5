import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Where a unit test runs is read from what it does, so a new test lands in the right project:
 * - one that changes the module registry (vi.mock, vi.doMock, vi.resetModules) or the environment modules read as
 *   they load (vi.stubEnv: the review build's mode) gets a module graph of its own
 *   (`unit`, in jsdom unless the file says `// @vitest-environment node`): the change would otherwise stay in
 *   the shared graph for the files after it;
 * - one that needs a document (Testing Library, a browser global) shares one jsdom graph with the others
 *   (`unit-dom`);
 * - everything else shares one Node graph (`unit-node`).
 * A shared graph loads React, ESLint, the articles and the search engine once per worker rather than once per
 * file: most of what a small test costs. Stubbed globals and variables, spies and fake timers are undone after
 * every test (tests/setup.ts), so none reaches the next file.
 */
const CHANGES_MODULES = /vi\.(?:mock|doMock|resetModules|stubEnv)\(/;
const NEEDS_DOCUMENT =
  /from '@testing-library\/react'|new DOMParser|\b(?:window|location|navigator)\.|\bdocument\.(?:body|head|create|query|getElement)/;
const testsDir = fileURLToPath(new URL('./tests/', import.meta.url));
const unitTests = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('integration'))
  .map((file) => ({ path: `tests/${file}`, text: readFileSync(testsDir + file, 'utf8') }));
const ISOLATED = unitTests.filter(({ text }) => CHANGES_MODULES.test(text)).map(({ path }) => path);
const WITH_DOCUMENT = unitTests
  .filter(({ path, text }) => !ISOLATED.includes(path) && NEEDS_DOCUMENT.test(text))
  .map(({ path }) => path);

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // The suite tests the defaults, whatever a developer's .env holds for their own builds.
      env: { VITE_API_BASE_URL: '', VITE_SITE_URL: '' },
      projects: [
        // `--project 'unit*'` runs all three.
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: ISOLATED,
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-dom',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: WITH_DOCUMENT,
            isolate: false,
            // The form tests fill whole forms with user-event in jsdom: seconds on a loaded 2-core CI machine.
            testTimeout: 20_000,
          },
        },
        {
          // Logic and build tools: ESLint, the articles and the search engine loaded once.
          extends: true,
          test: {
            name: 'unit-node',
            environment: 'node',
            setupFiles: ['tests/setup.ts'],
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/integration/**', ...ISOLATED, ...WITH_DOCUMENT],
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
            // Two files at a time: each mostly waits on one build or browser of its own.
            maxWorkers: 2,
            testTimeout: 180_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
