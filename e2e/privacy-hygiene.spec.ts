import type { Request } from '@playwright/test';
import { collectSecurityViolations, expect, test } from './support/fixtures';
import { pageModules, visit } from './support/site';
import { builtPageInlines, productionApiBaseUrl } from '../tools/hosts/host-configs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PERMISSIONS_POLICY,
  securityHeaders,
} from '../tools/hosts/security-headers';
import { headerMismatches } from './support/answerChecks';
import {
  bodyTextPath,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
} from '../src/features/resources/search/indexFormat';

// Every page's load (no third-party request, no cookie, no storage): every-page.spec.ts; safe external links: built-site.spec.ts.

const root = new URL('..', import.meta.url).pathname;
const security = securityHeaders({ apiBaseUrl: productionApiBaseUrl(root), ...builtPageInlines(`${root}dist`) });

test('the preview server sends the production security headers; hashed and content-named files are cached for a year, the rest (a missing asset’s 404, the search index’s base) revalidated', async ({
  request,
}) => {
  const headers = async (path: string) => Object.entries((await request.get(path)).headers());
  for (const path of ['/', '/contact', '/no-such-page'])
    expect(headerMismatches(await headers(path), security, CACHE_REVALIDATE), path).toEqual([]);

  // The entry, which the pages' inline loader imports first from the list in their data block.
  const [entry] = pageModules(await (await request.get('/')).text());
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const base = (await (await request.get(SEARCH_INDEX_PATH)).json()) as SearchBase;
  for (const path of [entry, shardPath(base.id, 0), bodyTextPath(base.id, base.docs[0].slug)]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(headerMismatches(Object.entries(answer.headers()), security, CACHE_IMMUTABLE), path).toEqual([]);
  }
  const missing = await request.get('/assets/index-removed-by-a-deploy.js');
  expect(missing.status()).toBe(404);
  expect(headerMismatches(Object.entries(missing.headers()), security, CACHE_REVALIDATE)).toEqual([]);
  expect(headerMismatches(await headers(SEARCH_INDEX_PATH), security, CACHE_REVALIDATE)).toEqual([]);
});

test('the search index and the data files are fetched without a Referer, every other request naming the origin at most: search terms stay out of access logs', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => void requests.push(request));
  // A visitor arriving from a link to a search: the address carries the words from the start.
  await visit(page, '/resources?q=sephora');
  // The excerpt is read from the article's text, the last file a search fetches.
  const firstCard = page.getByRole('list', { name: 'Articles' }).getByRole('article').first();
  await expect(firstCard.locator('p mark').first()).toHaveText(/^Sephora/);
  // The prefetcher's list comes once the page is idle, which may be after the search has answered.
  await expect.poll(() => requests.some((request) => request.url().endsWith('/route-modules.json'))).toBe(true);
  const sent = await Promise.all(
    requests.map(async (request) => ({ url: new URL(request.url()), referer: (await request.allHeaders()).referer })),
  );
  const data = sent.filter(({ url }) => url.pathname.endsWith('.json'));
  const paths = data.map(({ url }) => url.pathname).join(' ');
  for (const file of [
    SEARCH_INDEX_PATH,
    '/route-modules.json',
    /\/resources\/search\/\w+\/shard-\d+\.json/,
    /\/resources\/search\/\w+\/text\//,
  ])
    expect(paths).toMatch(file);
  expect(data.filter(({ referer }) => referer !== undefined)).toEqual([]);
  // The chunks, images and the font.
  const others = sent.filter(({ referer }) => referer !== undefined).map(({ referer }) => new URL(referer!));
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter((referer) => referer.pathname + referer.search !== '/').map(String)).toEqual([]);
});

test('Chromium knows every feature the Permissions-Policy names and refuses each one; the violation guard sees Trusted Types violations, not only CSP ones', async ({
  context,
}) => {
  // A page of its own: the guard on the test’s `page` fixture must stay clean.
  const page = await context.newPage();
  const violations = collectSecurityViolations(page);
  await visit(page, '/');
  const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.replace(/=\(\)$/, ''));
  expect(features.length).toBeGreaterThan(0);
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
