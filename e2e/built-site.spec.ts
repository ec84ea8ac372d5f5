import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { articleSlugOf, clientRenderFiles, routeFiles } from '../src/app/pageLists';
import { mainNav } from '../src/config/nav';
import { PRIVACY_CHOICES_ICON_LABEL } from '../src/components/ui/PrivacyChoicesIcon';
import type { ArticleDetails } from '../src/content/articles/types';
import { articlePath } from '../src/content/articles/paths';
import { PAGE_SIZE } from '../src/features/resources/listing';
import { isFilePath } from '../src/lib/internalLink';
import { BUDGET, firstLoad, jsBudgetFor, readManifest } from '../tools/build/first-load';
import { ENTRY_LOADER } from '../tools/build/html/entryLoader';
import { readBuiltPages } from '../tools/content/builtPages';
import { decodeEntities, pageText } from '../tools/content/pageText';
import { NGINX_OUTPUT } from '../tools/hosts/host-configs';
import { inlineScriptHashes, inlineStyleHashes } from '../tools/hosts/security-headers';
import { listedArticleCount, pageModules, SITE_URL, sitemapPaths, staticPages } from './support/site';

/*
 * What the build wrote, read from dist/ as a visitor, a crawler or a regulator gets it first: every page's
 * head, card, scripts, styles and links; the law's own marks; the feed, robots.txt and the 404 page; and
 * its size budgets (the benchmark, npm run bench, measures speed). How a browser then runs these pages:
 * the other specs.
 */
const dist = new URL('../dist/', import.meta.url).pathname;
const pages = readBuiltPages(dist);
const notFound = readFileSync(`${dist}404.html`, 'utf8');
/** Every page file, 404.html among them. */
const everyPage = new Map([...pages, ['/404', notFound]]);
const sitemap = sitemapPaths();
const KB = 1024;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];

/** A card's file as the build wrote it: a PNG, its width and height from its IHDR chunk. */
function card(url: string): { png: Buffer; width: number; height: number } {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  const png = readFileSync(`${dist}${url.slice(SITE_URL.length + 1)}`);
  expect(png.subarray(1, 4).toString('latin1'), url).toBe('PNG');
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('the pages built are the sitemap’s, each with one title, its canonical address, a description, one h1 and its own card: a 1200×630 PNG under 100 KB, with alt text', () => {
  expect([...pages.keys()].sort()).toEqual([...sitemap].sort());
  for (const { path } of staticPages) expect(sitemap).toContain(path);
  const articleCards = new Map<string, string>();
  for (const [path, html] of pages) {
    const head = headOf(html);
    expect(head.match(/<title>/g), path).toHaveLength(1);
    expect(head, path).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    expect(head, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body.match(/<h1[\s>]/g), path).toHaveLength(1);
    const known = staticPages.find((p) => p.path === path);
    if (known) {
      expect(head, path).toContain(`<title>${known.title}</title>`);
      expect(body, path).toContain(known.h1);
    }

    const image = meta(head, 'og:image')!;
    expect(image, path).toBe(`${SITE_URL}/og/${path === '/' ? 'index' : path.slice(1)}.png`);
    expect(meta(head, 'twitter:image'), path).toBe(image);
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')], path).toEqual(['1200', '630']);
    expect(meta(head, 'og:image:type'), path).toBe('image/png');
    // The alt text says what the card shows, starting with the title the page's <h1> or <title> carries.
    const alt = meta(head, 'og:image:alt')!;
    expect(alt, path).toContain(`card: “${/<title>([^<]*) \| Blueprint<\/title>/.exec(head)?.[1]}”`);
    expect(meta(head, 'twitter:image:alt'), path).toBe(alt);
    const { png, width, height } = card(image);
    expect({ width, height }, image).toEqual({ width: 1200, height: 630 });
    // Its size: 'no image over 100 KB' below.
    if (articleSlugOf(path)) articleCards.set(path, createHash('sha256').update(png).digest('hex'));
  }
  // Every article unfurls with a picture of its own.
  expect(articleCards.size).toBeGreaterThanOrEqual(listedArticleCount());
  expect(new Set(articleCards.values()).size).toBe(articleCards.size);
});

const articleFolders = readdirSync(new URL('../src/content/articles/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

test('every article folder in src/content/articles is built, the feed carrying those not marked unlisted and the listing every card of its first page', async () => {
  expect(sitemap.filter((path) => articleSlugOf(path)).sort()).toEqual(articleFolders.map(articlePath).sort());
  const details = await Promise.all(
    articleFolders.map(
      async (slug) =>
        ((await import(`../src/content/articles/${slug}/meta.ts`)) as { default: ArticleDetails }).default,
    ),
  );
  const listed = details.filter((article) => !article.unlisted).length;
  expect(listed).toBeGreaterThan(0);
  expect(listedArticleCount()).toBe(listed);
  expect(pages.get('/resources')!.match(/<article /g)).toHaveLength(Math.min(listed, PAGE_SIZE));
});

// Each item of the feed names its article's card (tests/seo/structuredData.test.ts), which the first test finds built.
test('robots.txt names the sitemap; the 404 page, the default card and the logo are built', () => {
  expect(readFileSync(`${dist}robots.txt`, 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(notFound).toContain('Oops! Page not found');
  expect(notFound).toContain('noindex,nofollow');
  expect(meta(notFound, 'og:image')).toBe(`${SITE_URL}/og-image.png`);
  expect(card(`${SITE_URL}/og-image.png`)).toMatchObject({ width: 1200, height: 630 });
  expect(card(`${SITE_URL}/logo.png`)).toMatchObject({ width: 512, height: 512 });
});

/** Directive `name`'s sources in the policy each config the build writes sends: dist/_headers and the nginx block. */
function writtenPolicies(name: string): Record<string, string[]> {
  const sources = (file: string) => {
    const directive = new RegExp(`${name} ([^;"\\n]*)`).exec(readFileSync(file, 'utf8'));
    if (!directive) throw new Error(`No ${name} in ${file}`);
    return directive[1].trim().split(/\s+/);
  };
  return { _headers: sources(`${dist}_headers`), [NGINX_OUTPUT]: sources(join(dist, '..', NGINX_OUTPUT)) };
}

test('every page loads its scripts from one inline loader and its styles from one inline stylesheet, which every policy allows by their hashes: no script or stylesheet by address, no icon to fetch, its first-load modules listed for the loader, the entry first', () => {
  const manifest = readManifest(dist);
  const scriptPolicies = writtenPolicies('script-src');
  const stylePolicies = writtenPolicies('style-src');
  for (const [path, html] of everyPage) {
    // After the first paint the loader preloads every module of the page's first load at once and imports the
    // first, the entry (first-paint.spec.ts), from the list in its data block; none waits for a stylesheet.
    expect(html, path).not.toMatch(/<script[^>]* src=/);
    expect(html.match(/<script type="module"/g), path).toHaveLength(1);
    expect(html, path).toContain(`<script type="module">${ENTRY_LOADER}</script>`);
    expect(html.match(/<link rel="modulepreload"/g), path).toBeNull();
    expect(html, path).not.toContain('href="/favicon.svg"');
    const modules = pageModules(html);
    expect(modules[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const firstLoadJs = firstLoad(dist, manifest, path)
      .files.filter((name) => name.endsWith('.js'))
      .map((name) => `/${name}`);
    expect(modules, path).toEqual(firstLoadJs);
    // What Chromium then compiles as it downloads, not as each function first runs: all but the smallest modules
    // (vite.config.ts).
    for (const code of modules.map((module) => readFileSync(join(dist, module), 'utf8')))
      if (code.length > 4096) expect(code.split('\n', 1)[0], path).toBe('//# allFunctionsCalledOnLoad');

    // What the first paint needs comes before the font preload and the page's own head tags.
    const head = headOf(html);
    expect(html.match(/<style>/g), path).toHaveLength(1);
    expect(html, path).not.toContain('rel="stylesheet"');
    expect(head.indexOf('<style>'), path).toBeGreaterThan(-1);
    expect(head.indexOf('<style>'), path).toBeLessThan(head.indexOf('<link rel="preload" as="font"'));
    expect(head.indexOf('<style>'), path).toBeLessThan(head.indexOf('<title>'));

    const scripts = inlineScriptHashes(html);
    expect(scripts, path).toHaveLength(1);
    for (const [where, sources] of Object.entries(scriptPolicies))
      expect(sources, `${where} for ${path}`).toContain(scripts[0]);
    const [style] = inlineStyleHashes(html);
    for (const [where, sources] of Object.entries(stylePolicies))
      expect(sources, `${where} for ${path}`).toContain(style);
  }
  for (const sources of Object.values(scriptPolicies)) expect(sources.join(' ')).not.toMatch(/unsafe-(inline|eval)/);
  for (const sources of Object.values(stylePolicies)) expect(sources).not.toContain("'unsafe-inline'");
});

test('every page, the 404 page too, serves both menus as popovers its buttons open without a script, each listing the main navigation', () => {
  const hrefs = mainNav.map((item) => `href="${item.path}"`);
  for (const [path, html] of everyPage)
    for (const id of ['menu', 'menu-wide']) {
      expect(html.includes(`popoverTarget="${id}"`), `${path}: a button opening #${id}`).toBe(true);
      const menu = new RegExp(`<nav id="${id}" popover="auto"[^>]*>(.*?)</nav>`, 's').exec(html)?.[1] ?? '';
      expect(menu.match(/href="[^"]*"/g), `${path}: #${id}`).toEqual(hrefs);
    }
});

test('every internal link and anchor resolves (a file link to a file of the build), every other is https, and a new tab opens safely', () => {
  const ids = new Map(
    [...everyPage].map(([path, html]) => [path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))]),
  );
  const problems: string[] = [];
  for (const [path, html] of everyPage) {
    for (const [tag, href] of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)) {
      const newTab = /\starget="_blank"/.test(tag);
      if (newTab && !/\srel="(noopener noreferrer|noreferrer noopener)"/.test(tag))
        problems.push(`${path}: ${href} opens a new tab without rel="noopener noreferrer"`);
      if ((newTab || /^http/.test(href)) && !href.startsWith('https://'))
        problems.push(`${path}: ${href} is not https`);
      if (/^(https:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `https://site${path}`);
      const target = url.pathname === path && href.startsWith('#') ? path : url.pathname;
      // A page's own file (/about.html) is no page link: pages are linked by their clean URL.
      if (isFilePath(target) && !target.endsWith('.html')) {
        if (!existsSync(join(dist, decodeURIComponent(target)))) problems.push(`${path}: ${href} -> no file`);
      } else if (!everyPage.has(target)) problems.push(`${path}: ${href} -> no page`);
      else if (url.hash && !ids.get(target)!.has(decodeURIComponent(url.hash.slice(1))))
        problems.push(`${path}: ${href} -> no #id`);
    }
  }
  expect(problems).toEqual([]);
});

/*
 * What the law asks of a data broker's own site: California's opt-out icon, with its text alternative,
 * beside every "Your Privacy Choices" link (11 CCR §7015(b)); and the consumer health data privacy policy
 * linked from the home page (RCW 19.373.020), in the sitemap, one click from /.
 */
const links = (html: string) =>
  [...(/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(
    ([, attributes, inner]) => ({ href: decodeEntities(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? ''), inner }),
  );
const ICON = new RegExp(
  `<svg\\b(?=[^>]*\\brole="img")(?=[^>]*\\baria-label="${PRIVACY_CHOICES_ICON_LABEL.replace(/[()]/g, '\\$&')}")`,
);

test('California’s opt-out icon, with its text alternative, stands beside every “Your Privacy Choices” link, and beside the privacy choices page’s own title', () => {
  const missing: string[] = [];
  let seen = 0;
  for (const [route, html] of pages) {
    for (const link of links(html)) {
      if (!pageText(link.inner).join(' ').includes('Your Privacy Choices')) continue;
      seen += 1;
      expect(link.href, `${route}: where a Your Privacy Choices link leads`).toBe('/privacy-choices');
      if (!ICON.test(link.inner)) missing.push(route);
    }
  }
  expect(seen).toBeGreaterThanOrEqual(pages.size);
  expect(missing, 'pages with a Your Privacy Choices link without the icon').toEqual([]);

  const headers = [...pages.get('/privacy-choices')!.matchAll(/<header\b[^>]*>([\s\S]*?)<\/header>/g)];
  const pageHeader = headers.map(([, inner]) => inner).find((inner) => inner.includes('<h1'))!;
  expect(pageText(pageHeader).join(' ')).toContain('Your Privacy Choices');
  expect(pageHeader).toMatch(ICON);
});

test('the consumer health data privacy policy: one click from the home page, in the sitemap, with the sections the law names', () => {
  const HEALTH_POLICY = '/consumer-health-data-privacy-policy';
  // The footer's link and one in the home page's own content, where a visitor sees it without scrolling to the end.
  expect(links(pages.get('/')!).filter((link) => link.href === HEALTH_POLICY).length).toBeGreaterThanOrEqual(2);
  const main = /<main\b[\s\S]*?<\/main>/.exec(pages.get('/')!)![0];
  expect(links(main).some((link) => link.href === HEALTH_POLICY)).toBe(true);
  expect(sitemap).toContain(HEALTH_POLICY);
  const policy = pages.get(HEALTH_POLICY)!;
  expect(policy).toMatch(/<h1\b[^>]*>Consumer Health Data Privacy Policy<\/h1>/);
  const headings = pageText(policy).join('\n');
  for (const section of [
    'Consumer Health Data We Collect and Why',
    'Sources',
    'Consumer Health Data We Share',
    'Third Parties We Share It With',
    'Your Rights and How to Exercise Them',
    'Appeals',
  ])
    expect(headings).toContain(section);
});

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('first-load JS and CSS of every route stay within budget', () => {
  const manifest = readManifest(dist);
  const rows = [...sitemap, '/404'].map((path) => {
    const { js, css } = firstLoad(dist, manifest, path);
    const budget = jsBudgetFor(path);
    return { path, js, css, budget, ok: js <= budget && css <= BUDGET.css };
  });
  const table = rows
    .map(
      (r) =>
        `${r.ok ? '  ' : '✗ '}${r.path.padEnd(62)} JS ${kb(r.js).padStart(9)} / ${kb(r.budget)}   CSS ${kb(r.css).padStart(8)} / ${kb(BUDGET.css)}`,
    )
    .join('\n');
  console.log(`first-load sizes (gzip)\n${table}`);
  expect(
    rows.filter((r) => !r.ok),
    `routes over budget:\n${table}`,
  ).toEqual([]);
});

test('the route → module list matches the build (every page is its own lazy chunk)', () => {
  const manifest = readManifest(dist);
  const listed = new Set(Object.values(routeFiles).flat());
  for (const file of listed) expect(manifest[file]?.isDynamicEntry, file).toBe(true);
  // What a route loads only to render on the client stays out of every first load.
  for (const file of Object.values(clientRenderFiles).flat()) expect(manifest[file!]?.isDynamicEntry, file).toBe(true);
  const lazyPages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/') && manifest[key].isDynamicEntry);
  for (const page of lazyPages) expect(listed.has(page), `${page} is not declared in src/app/pageTable.ts`).toBe(true);
  const bodies = Object.keys(manifest).filter((key) =>
    /^src\/content\/articles\/[^/]+\/body\.ts\?article-page$/.test(key),
  );
  expect(bodies.every((key) => manifest[key].isDynamicEntry)).toBe(true);
  expect(bodies).toHaveLength(articleFolders.length);
});

test('no image over 100 KB, the pages’ cards among them', () => {
  const images = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(png|jpe?g|svg|webp|avif|gif)$/.test(name),
  );
  expect(images.filter((name) => statSync(join(dist, name)).size > 100 * KB)).toEqual([]);
});
