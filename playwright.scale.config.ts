import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The listing with more articles than one page holds: a built copy with 60 articles (tools/bench/scale/).
const PORT = Number(process.env.E2E_SCALE_PORT || 4180);
export const SCALE_ARTICLES = 60;

export default defineConfig({
  ...base,
  testDir: 'e2e/scale',
  testIgnore: undefined,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e-scale.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `npx tsx tools/bench/scale/serve-copy.ts --articles ${SCALE_ARTICLES} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // The copy is built first: about 20 s on a quiet 2-core machine.
    timeout: 240_000,
    // A signal serve-copy.ts can handle (Playwright's default is SIGKILL), so it removes its copy on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
