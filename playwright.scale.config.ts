import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The listing beyond one page, against the build of the integration tests' copy, which holds 60 articles
// (tests/support/siteExtensions.ts): tests/integration/extend-site.test.ts runs it there.
export default defineConfig({ ...base, testDir: 'e2e/scale', testIgnore: undefined });
