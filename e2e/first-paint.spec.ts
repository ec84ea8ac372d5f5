import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from '../tools/hosts/security-headers';
import { fileForPath } from '../tools/build/prerender';
import { expect, test } from './support/fixtures';
import { writtenPolicies } from './support/policy';
import { sitemapPaths, visit } from './support/site';

/**
 * A prerendered page paints from its HTML and the font alone: it requests no script before its first
 * contentful paint (its entry is imported by an inline loader, tools/build/html/entryLoader.ts) and no
 * icon (inlined, tools/build/html/inlineFavicon.ts). Every form of the policy allows the loader by its
 * hash; the fixtures fail any test in which the browser reports a CSP violation.
 */

const dist = new URL('../dist', import.meta.url).pathname;
const pageFiles = () => [...sitemapPaths().map(fileForPath), '404.html'];

test('every prerendered page loads its scripts from one inline loader, which every policy allows by its hash', () => {
  const policies = writtenPolicies('script-src');
  for (const file of pageFiles()) {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html, file).not.toMatch(/<script[^>]* src=/);
    expect(html, file).not.toContain('href="/favicon.svg"');
    const hashes = inlineScriptHashes(html);
    expect(hashes, file).toHaveLength(1);
    for (const [where, sources] of Object.entries(policies))
      expect(sources, `${where} for ${file}`).toContain(hashes[0]);
  }
  for (const sources of Object.values(policies)) expect(sources.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
});

/*
 * The home page loaded once, for what only a browser shows of any page: the loader's order, the inline
 * stylesheet at work, the focus ring, reduced motion, and the page change a client navigation announces.
 * Every page's HTML has the same loader and stylesheet (the tests above, and inline-stylesheet.spec.ts).
 */
test('the home page requests only its font before the first contentful paint, then its scripts, and no icon; it is styled from its inline stylesheet and fetches none, nor does a client navigation, which moves focus to the new h1 and announces its title; Tab shows where focus is; reduced motion turns transitions off', async ({
  page,
}) => {
  const icons: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (/favicon|\.ico$/.test(request.url())) icons.push(request.url());
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const { firstContentfulPaint, resources } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(firstContentfulPaint).toBeGreaterThan(0);
  const beforePaint = resources.filter((entry) => entry.startTime < firstContentfulPaint!).map((entry) => entry.path);
  expect(beforePaint.filter((path) => !/^\/assets\/inter-subset-[\w-]+\.woff2$/.test(path))).toEqual([]);
  expect(resources.filter((entry) => entry.path.endsWith('.js')).length).toBeGreaterThan(1);
  expect(icons).toEqual([]);

  // Tailwind's rules applied: the fixed header and the site's font (the browser default would be static and serif).
  const header = page.locator('body > #root header').first();
  await expect(header).toHaveCSS('position', 'fixed');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.ownerNode?.nodeName))).toEqual([
    'STYLE',
  ]);

  // Every control reached with Tab shows a visible focus indicator.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { tag: el.tagName, width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style, outline.tag).not.toBe('none');
    expect(outline.width, outline.tag).toBeGreaterThanOrEqual(2);
  }

  const transition = () =>
    page
      .getByRole('link', { name: 'Get Started' })
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(await transition()).toBeGreaterThan(0.05);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition()).toBeLessThan(0.001);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText('Privacy Policy | Blueprint');
  await expect(header).toHaveCSS('position', 'fixed');
  expect(stylesheets).toEqual([]);
});
