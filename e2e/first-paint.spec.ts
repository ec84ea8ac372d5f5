import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from '../tools/security-headers';
import { NGINX_OUTPUT } from '../tools/host-configs';
import { fileForPath } from '../tools/prerender';
import { expect, test } from './support/fixtures';
import { sitemapPaths, visit } from './support/site';

/**
 * A prerendered page paints from its HTML and the font alone: it requests no script before its first
 * contentful paint (its entry is imported by an inline loader, tools/prerender/entryLoader.ts) and no
 * icon (inlined, tools/prerender/inlineFavicon.ts). Every form of the policy allows the loader by its
 * hash; the fixtures fail any test in which the browser reports a CSP violation.
 */

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const pageFiles = () => [...sitemapPaths().map(fileForPath), '404.html'];

/** The script-src sources of the first Content-Security-Policy in a config file's text. */
function scriptSrc(text: string): string[] {
  const directive = /script-src ([^;"\n]*)/.exec(text);
  if (!directive) throw new Error('No script-src found');
  return directive[1].trim().split(/\s+/);
}

test('every prerendered page loads its scripts from one inline loader, which every policy allows by its hash', () => {
  const policies = {
    _headers: scriptSrc(readFileSync(join(dist, '_headers'), 'utf8')),
    [NGINX_OUTPUT]: scriptSrc(readFileSync(join(root, NGINX_OUTPUT), 'utf8')),
  };
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
