import type { Request } from '@playwright/test';
import { collectSecurityViolations, expect, test } from './support/fixtures';
import { visit } from './support/site';
import { PERMISSIONS_POLICY } from '../tools/hosts/security-headers';
import {
  bodyTextPath,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
} from '../src/features/resources/search/indexFormat';

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
    expect(headers['referrer-policy']).toBe('strict-origin');
    expect(headers['permissions-policy']).toContain('browsing-topics=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('Chromium knows every feature the Permissions-Policy names, and refuses each one', async ({ page }) => {
  const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.replace(/=\(\)$/, ''));
  expect(features.length).toBeGreaterThan(0);
  await visit(page, '/');
  const known = await page.evaluate((names) => {
    // Chromium's document.featurePolicy, not in TypeScript's DOM library.
    const policy = (document as { featurePolicy?: { features(): string[]; allowsFeature(name: string): boolean } })
      .featurePolicy!;
    return names.map((name) => ({
      name,
      known: policy.features().includes(name),
      allowed: policy.allowsFeature(name),
    }));
  }, features);
  expect(known).toEqual(features.map((name) => ({ name, known: true, allowed: false })));
});

test('hashed assets are cached for a year, and the 404 of a missing one is not', async ({ page, request }) => {
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
  const missing = await request.get('/assets/index-removed-by-a-deploy.js');
  expect([missing.status(), missing.headers()['cache-control']]).toEqual([404, 'public, max-age=0, must-revalidate']);
});

test('the search index’s content-named files are cached for a year, its base is revalidated', async ({ request }) => {
  const base = (await (await request.get(SEARCH_INDEX_PATH)).json()) as SearchBase;
  const shard = await request.get(shardPath(base.id, 0));
  expect(shard.status()).toBe(200);
  expect(shard.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const text = await request.get(bodyTextPath(base.id, base.docs[0].slug));
  expect(text.status()).toBe(200);
  expect(text.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(SEARCH_INDEX_PATH)).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('the search index and the data files are fetched without a Referer: search terms stay out of access logs', async ({
  page,
}) => {
  const requests: Request[] = [];
  const all: Request[] = [];
  page.on('request', (request) => {
    all.push(request);
    if (new URL(request.url()).pathname.endsWith('.json')) requests.push(request);
  });
  // A visitor arriving from a link to a search: the address carries the words from the start.
  await visit(page, '/resources?q=sephora');
  const firstCard = page.getByRole('list', { name: 'Articles' }).getByRole('article').first();
  // The excerpt is read from the article's text, the last file a search fetches.
  await expect(firstCard.locator('p mark').first()).toHaveText(/^Sephora/);
  const sent = await Promise.all(
    requests.map(async (request) => ({
      path: new URL(request.url()).pathname,
      referer: (await request.allHeaders()).referer,
    })),
  );
  const paths = sent.map(({ path }) => path);
  expect(paths).toContain(SEARCH_INDEX_PATH);
  expect(paths).toContain('/route-modules.json');
  expect(
    paths.some((path) => /^\/resources\/search\/\w+\/shard-\d+\.json$/.test(path)),
    paths.join(),
  ).toBe(true);
  expect(
    paths.some((path) => /^\/resources\/search\/\w+\/text\//.test(path)),
    paths.join(),
  ).toBe(true);
  expect(sent.filter(({ referer }) => referer !== undefined)).toEqual([]);
  // Every other request of the results page (chunks, images, the font) names the origin at most.
  const referers = await Promise.all(all.map(async (request) => (await request.allHeaders()).referer));
  const leaking = referers.filter(
    (referer) => referer !== undefined && new URL(referer).pathname + new URL(referer).search !== '/',
  );
  expect(leaking).toEqual([]);
  expect(referers.filter((referer) => referer !== undefined).length).toBeGreaterThan(0);
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
