import { collectSecurityViolations, expect, test } from './support/fixtures';
import { visit } from './support/site';

// Every page's load (no third-party request, no cookie, no storage, safe external links): every-page.spec.ts.

test('the preview server sends the production security headers', async ({ request }) => {
  for (const path of ['/', '/contact', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // Scripts from the site itself, and the pages' one inline script (the entry loader) by its hash only.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('browsing-topics=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await visit(page, '/');
  // The entry, which the page's inline loader imports.
  const script = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((path) => path.endsWith('.js')),
  );
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the violation guard sees Trusted Types violations, not only CSP ones', async ({ context }) => {
  // A page of its own: the guard on the test’s `page` fixture must stay clean.
  const page = await context.newPage();
  const violations = collectSecurityViolations(page);
  await visit(page, '/');
  const outcomes = await page.evaluate(() => {
    // Not in TypeScript's DOM library yet.
    const { trustedTypes } = window as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } };
    const attempts: Record<string, () => unknown> = {
      innerHTML: () => (document.body.innerHTML = '<b>injected</b>'),
      scriptSrc: () => (document.createElement('script').src = '/injected.js'),
      policy: () => trustedTypes?.createPolicy('injected', { createHTML: (html: string) => html }),
    };
    return Object.entries(attempts).map(([name, attempt]) => {
      try {
        attempt();
        return `${name}: allowed`;
      } catch {
        return `${name}: blocked`;
      }
    });
  });
  expect(outcomes).toEqual(['innerHTML: blocked', 'scriptSrc: blocked', 'policy: blocked']);
  await expect
    .poll(() => violations)
    .toEqual([
      expect.stringContaining("requires 'TrustedHTML' assignment"),
      expect.stringContaining("requires 'TrustedScriptURL' assignment"),
      expect.stringMatching(/TrustedTypePolicy named 'injected' violates .*Content Security policy/),
    ]);
});
