import type { Request } from '@playwright/test';
import { collectSecurityViolations, expect, test } from './support/fixtures';
import { visit } from './support/site';
import { builtPageInlines, productionApiBaseUrl } from '../tools/hosts/host-configs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PERMISSIONS_POLICY,
  securityHeaders,
} from '../tools/hosts/security-headers';
import { ENTRY_ADDRESS_ID } from '../tools/build/html/entryLoader';
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

  // The entry, which the pages' inline loader imports from the address in their data block.
  const home = await (await request.get('/')).text();
  const entry = JSON.parse(
    new RegExp(`<script type="application/json" id="${ENTRY_ADDRESS_ID}">([^<]*)</script>`).exec(home)![1],
  ) as string;
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
