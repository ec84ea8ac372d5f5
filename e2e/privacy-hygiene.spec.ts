import { collectSecurityViolations, expect, test } from './support/fixtures';
import { sitemapPaths, visit } from './support/site';

const paths = [...sitemapPaths(), '/no-such-page', '/resources/no-such-article'];

test.describe('no third-party request, no cookie, no storage on load', () => {
  for (const path of paths) {
    test(path, async ({ page, context, baseURL }) => {
      const offOrigin: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) offOrigin.push(url);
      });
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(offOrigin).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

      // Links that leave the site open safely, over https.
      const external = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute('href') ?? '', rel: link.getAttribute('rel') ?? '' })),
        );
      for (const link of external) {
        expect(link.rel.split(' ').sort(), link.href).toEqual(['noopener', 'noreferrer']);
        expect(link.href, link.href).toMatch(/^https:\/\//);
      }
      const allExternal = await page
        .locator('a[href^="http"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const href of allExternal) expect(href).toMatch(/^https:\/\//);
    });
  }
});

test('the preview server sends the production security headers', async ({ request }) => {
  for (const path of ['/', '/contact', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('interest-cohort=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await visit(page, '/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
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
