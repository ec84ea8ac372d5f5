import { test as base } from '../support/fixtures';
import { startNginx } from './server';

/**
 * The suite's test (with its CSP and Trusted Types guard) against a real nginx instead of the preview
 * server: one nginx per worker, and every page, request and baseURL of these tests goes to it.
 */
export const test = base.extend<object, { nginxOrigin: string }>({
  nginxOrigin: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const nginx = await startNginx();
      await provide(nginx.origin);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginxOrigin }, provide) => provide(nginxOrigin),
});

export { expect } from '../support/fixtures';
