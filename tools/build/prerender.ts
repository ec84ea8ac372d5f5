/**
 * Build step 3 of 3 (after the client and the server builds): renders every path of the site into
 * the client's index.html and writes dist/<path>.html, dist/404.html, dist/sitemap.xml and dist/robots.txt,
 * and has ./social-images/ draw every page's social image.
 *
 * With --review (`npm run build:review`), the same for the review build, into dist-review/: its pages carry the
 * marks of what awaits the company or counsel, /review lists them (./html/reviewPage.ts), robots.txt keeps the
 * drafts out of search engines, and no host configuration is written (they are the production build's).
 */
import { copyFile, mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeHostConfigs } from '../hosts/host-configs.ts';
import { fileForPath } from '../hosts/redirects.ts';
import { firstLoad, readManifest, routeModuleMap } from './first-load.ts';
import { writeSocialImages } from './social-images/writeSocialImages.ts';
import { fillTemplate, isUnfilledTemplate, prerenderPage } from './html/page.ts';
import { inlineStylesheets } from './html/inlineStylesheet.ts';
import { loadEntryAfterPaint, pageModulesHtml } from './html/entryLoader.ts';
import { inlineFavicon } from './html/inlineFavicon.ts';
import { bodyOf, reviewPage } from './html/reviewPage.ts';
import { pageInlineHashes } from '../hosts/security-headers.ts';
import { escapeXml } from '../../src/lib/escapeXml.build.ts';
import { exitWith, root } from '../content/contentTool.ts';

const review = process.argv.includes('--review');
const dist = join(root, review ? 'dist-review' : 'dist');
const serverBuild = join(root, review ? '.ssr-build-review' : '.ssr-build');
const serverEntry = join(serverBuild, 'entry-server.js');
const templateCopy = join(serverBuild, 'template.html');

type ServerEntry = typeof import('../../src/entry-server');

async function pristineTemplate(): Promise<string> {
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  // A second run must not start from an already-filled index.html.
  if (isUnfilledTemplate(built)) {
    await copyFile(join(dist, 'index.html'), templateCopy);
    return built;
  }
  return readFile(templateCopy, 'utf8');
}

/**
 * Head hints for a page: the font preload, and the page's first-load modules (the entry, the app, the
 * route's lazy chunks, an episode's player) as a JSON data block that the inline loader preloads all at
 * once after the first paint (./html/entryLoader.ts), so hydration fetches everything in one wave instead
 * of discovering a chain of imports, without slowing the paint.
 */
function headHints(manifest: ReturnType<typeof readManifest>, font: string | undefined, path: string): string {
  const modules = firstLoad(dist, manifest, path)
    .files.filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
  const hints = [pageModulesHtml(modules)];
  if (font) hints.unshift(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`);
  return hints.join('');
}

async function main(): Promise<number> {
  await access(serverEntry).catch(() => {
    throw new Error('No server build found: run `npm run build` (it builds the client and the server first).');
  });
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const readAsset = (file: string) => readFileSync(join(dist, file), 'utf8');
  const template = loadEntryAfterPaint(
    inlineFavicon(inlineStylesheets(await pristineTemplate(), readAsset), readAsset('favicon.svg')),
  );
  const paths = entry.sitePaths();
  const manifest = readManifest(dist);
  // Listed once: with a thousand articles, assets/ holds thousands of files.
  const font = readdirSync(join(dist, 'assets')).find((file) => /^inter-subset-.*\.woff2$/.test(file));

  // Drawn on worker threads (social-images/drawPool.ts) while this thread renders the pages.
  const drawingCards = writeSocialImages(dist, entry.socialImages(), entry.SITE_URL);
  // Awaited after the pages; until then, a card that cannot be drawn must not count as an unhandled rejection.
  drawingCards.catch(() => undefined);
  const bodies = new Map<string, string>();
  for (const path of paths) {
    const file = join(dist, fileForPath(path));
    await mkdir(dirname(file), { recursive: true });
    const html = await prerenderPage(entry, template, path, headHints(manifest, font, path));
    await writeFile(file, html);
    if (review) bodies.set(path, bodyOf(html));
  }
  // Dated with the build: some facts (the privacy policy's age) depend on the day the site is built.
  const today = entry.REVIEW_DATE ?? new Date().toISOString().slice(0, 10);
  if (review) await writeFile(join(dist, 'review.html'), await reviewPage(entry, template, bodies, today));

  const cards = await drawingCards;
  console.log(`social images: ${cards.total} (${cards.drawn} drawn, the rest cached) in ${cards.seconds.toFixed(1)} s`);

  // Served for every unknown URL; the marker tells the client when the URL routes to another page.
  const notFound = await entry.render('/404');
  const notFoundHead =
    headHints(manifest, font, '/404') + entry.structuredDataFor('/404').map(entry.jsonLdScript).join('');
  const notFoundTemplate = template.replace('<div id="root">', () => '<div id="root" data-not-found>');
  const notFoundPage = fillTemplate(notFoundTemplate, notFound.html, notFoundHead);
  await writeFile(join(dist, '404.html'), notFoundPage);

  const urls = paths.map((path) => {
    const slug = entry.articleSlugOf(path);
    const lastmod = slug ? entry.getArticle(slug)?.date : undefined;
    const loc = path === '/' ? `${entry.SITE_URL}/` : `${entry.SITE_URL}${path}`;
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  await writeFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await mkdir(join(dist, 'resources'), { recursive: true });
  await writeFile(join(dist, entry.RSS_PATH.slice(1)), entry.rssFeed(entry.listedArticles));
  // Each listing page's cards (client-side visits) and the search index (fetched when a search needs it).
  for (const { path, json } of await entry.listingDataFiles()) {
    await mkdir(dirname(join(dist, path)), { recursive: true });
    await writeFile(join(dist, path), json);
  }
  const robots = review ? 'Disallow: /\n' : `Allow: /\n\nSitemap: ${entry.SITE_URL}/sitemap.xml\n`;
  await writeFile(join(dist, 'robots.txt'), `User-agent: *\n${robots}`);

  await writeFile(join(dist, 'route-modules.json'), JSON.stringify(routeModuleMap(manifest)));
  // Last, once dist/ holds every file to publish (Vercel's output is a copy of it). Every page carries
  // the template's inline stylesheet and entry loader, so their hashes are the policy's for all of them.
  if (!review) await writeHostConfigs(root, { siteUrl: entry.SITE_URL, ...pageInlineHashes(template) });

  console.log(
    `prerendered ${paths.length} pages + 404.html, sitemap.xml, robots.txt, RSS feed, ${review ? 'review.html' : 'host configs'}`,
  );
  console.warn((await import('../content/launchReport.ts')).buildWarning(await entry.awaitingFacts(today)));
  return 0;
}

exitWith(main, (error) => (error instanceof Error ? error.message : error));
