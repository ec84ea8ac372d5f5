import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * How Chromium reports a violation in the console: a Content-Security-Policy directive ("Refused to
 * load…", "Creating a TrustedTypePolicy named 'x' violates the following Content Security policy
 * directive…"), or a string handed to a DOM-XSS sink under Trusted Types ("This document requires
 * 'TrustedHTML' assignment.", likewise 'TrustedScript' and 'TrustedScriptURL'). The last kind names
 * no policy, so it needs a pattern of its own.
 */
const SECURITY_VIOLATION = /Content Security Policy|requires 'Trusted(HTML|Script|ScriptURL)' assignment/i;

/** Collects every CSP and Trusted Types violation the page reports, even one the page's code caught. */
export function collectSecurityViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (SECURITY_VIOLATION.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Every browser test runs under the production Content-Security-Policy, Trusted Types included (the
 * preview server sends it), and fails if the browser reports a violation, whatever the test is about.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations = collectSecurityViolations(page);
      await use();
      expect(violations, 'Content-Security-Policy and Trusted Types violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe-core finds no violation at the current viewport, in the whole page or in `include` (a selector). Run
 * in the page itself (axe's legacy mode: its default finishes each run in a blank page of its own, to read
 * cross-origin frames, which no page here has) and gathering violations only (passes are not read): every
 * rule runs as before, in half the time.
 */
export async function expectNoAxeViolations(page: Page, include?: string, state = '') {
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, state).toEqual([]);
}

export { expect };
