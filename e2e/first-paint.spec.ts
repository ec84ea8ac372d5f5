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

for (const path of ['/', '/resources/target-pregnancy-prediction-health-advertising', '/contact']) {
  test(`${path} requests only its font before the first contentful paint, then its scripts, and hydrates`, async ({
    page,
  }) => {
    const icons: string[] = [];
    page.on('request', (request) => {
      if (/favicon|\.ico$/.test(request.url())) icons.push(request.url());
    });
    await visit(page, path);
    const { firstContentfulPaint, resources } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    const beforePaint = resources.filter((entry) => entry.startTime < firstContentfulPaint!).map((entry) => entry.path);
    expect(beforePaint.filter((path) => !/^\/assets\/inter-subset-[\w-]+\.woff2$/.test(path))).toEqual([]);
    const scripts = resources.filter((entry) => entry.path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    expect(icons).toEqual([]);
  });
}
