import { defineConfig, devices } from '@playwright/test';
import { testChromiumPath } from './tools/test/browsers.ts';
import { FORMS_BROWSER_TESTS } from './tools/test/testedInCopy.ts';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: 'e2e',
  // Firefox ESR and WebKitGTK journeys: node's test runner, `npm run test:browsers`.
  // e2e/scale runs against the integration tests' copy with 60 articles: playwright.scale.config.ts.
  // `npm test` runs the forms' specs only against the integration tests' copy (tools/test/testedInCopy.ts).
  testIgnore: ['engines/**', 'scale/**', ...(process.env.E2E_SKIP_TESTED_IN_COPY ? FORMS_BROWSER_TESTS : [])],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The production build (npm run build runs before this) served the way `npm start` serves it.
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    // Always our own server: another preview left on the port could be serving a different build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
