import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs under the production Content-Security-Policy (the preview server sends it)
 * and fails if the browser reports a violation, whatever the test itself is about.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
