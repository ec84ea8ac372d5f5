import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bannedPhrase, findBannedPhrases } from '../tools/content/bannedPhrases';
import { pageDate, pageText } from '../tools/content/pageText';
import { expect, test } from './support/fixtures';
import { sitemapPaths, visit } from './support/site';

/*
 * Every page a visitor can open says only what is known: the banned-phrase rules (tools/content/bannedPhrases.ts)
 * over the visible text of every prerendered page, its alt texts and aria-labels, its title and description.
 * The unit tests read the article and legal sources; this reads what the build made of them, and the product
 * pages, the forms' pages and the shell that no source check reads. Each piece of text is read with the pieces
 * either side of it as the text nearby, and an article's page with the article's date.
 */
const dist = new URL('../dist/', import.meta.url).pathname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const pages = htmlFiles(dist).map((file) => ({ path: `/${relative(dist, file)}`, html: readFileSync(file, 'utf8') }));

test('reads every prerendered page: each route of the sitemap and the 404 page', () => {
  const routes = new Set(pages.map(({ path }) => path.replace(/\.html$/, '').replace(/^\/index$/, '/')));
  for (const path of [...sitemapPaths(), '/404']) expect(routes, path).toContain(path);
  for (const { path, html } of pages) expect(pageText(html).join(' ').length, path).toBeGreaterThan(200);
});

test('no page states a banned phrase in its text, alt text, labels, title or description', () => {
  // One line per statement with every page that shows it: the footer's words are on every page.
  const found = new Map<string, string[]>();
  for (const { path, html } of pages) {
    const pieces = pageText(html);
    const date = pageDate(html);
    pieces.forEach((piece, index) => {
      const nearby = `${pieces[index - 1] ?? ''} ${pieces[index + 1] ?? ''}`;
      for (const hit of findBannedPhrases(piece, { date, nearby })) {
        const { why, fix } = bannedPhrase(hit.id);
        const line = `"${hit.match}" in "${piece}" (${why} ${fix})`;
        found.set(line, [...(found.get(line) ?? []), path]);
      }
    });
  }
  expect([...found].map(([line, paths]) => `${line} on ${paths.join(', ')}`)).toEqual([]);
});

test('the home page’s groups picture marks no individual: every person drawn alike, its figures marked as examples', () => {
  const home = pages.find(({ path }) => path === '/index.html')!.html;
  const picture = [...home.matchAll(/<svg\b[\s\S]*?<\/svg>/g)]
    .map(([svg]) => svg)
    .find((svg) => svg.includes('prevalence'));
  expect(picture, 'the groups picture').toBeDefined();
  const people = [...picture!.matchAll(/<circle\b[^>]*\bfill="([^"]*)"/g)].map((match) => match[1]);
  expect(people.length).toBeGreaterThanOrEqual(4 * 9);
  expect(new Set(people).size, 'fills of the people in the groups').toBe(1);
  expect(pageText(picture!).join(' ')).toMatch(/\billustrative\b/i);
});

test('the Global Privacy Control notice, shown only after hydration, says only what is known', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  );
  await visit(page, '/privacy-choices');
  const notice = page.getByRole('status').filter({ hasText: 'Global Privacy Control signal detected' });
  await expect(notice).toBeVisible();
  const text = (await notice.textContent()) ?? '';
  expect(findBannedPhrases(text).map((hit) => `"${hit.match}": ${bannedPhrase(hit.id).why}`)).toEqual([]);
});
