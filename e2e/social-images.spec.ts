import { createHash } from 'node:crypto';
import { articleSlugOf } from '../src/app/pageLists';
import { expect, test } from './support/fixtures';
import { listedArticleCount, SITE_URL, sitemapPaths } from './support/site';

const KB = 1024;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The site path of an absolute URL on VITE_SITE_URL (the preview server serves the same files). */
function sitePath(url: string): string {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  return url.slice(SITE_URL.length);
}

const meta = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];

test('every prerendered page names its own card: a 1200×630 PNG under 100 KB in dist/, with alt text', async ({
  request,
}) => {
  const articleCards = new Map<string, string>();
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const image = meta(head, 'og:image')!;
    expect(image, path).toBe(`${SITE_URL}/og/${path === '/' ? 'index' : path.slice(1)}.png`);
    expect(meta(head, 'twitter:image'), path).toBe(image);
    expect(meta(head, 'og:image:width'), path).toBe('1200');
    expect(meta(head, 'og:image:height'), path).toBe('630');
    expect(meta(head, 'og:image:type'), path).toBe('image/png');
    // The alt text says what the card shows, starting with the title the page's <h1> or <title> carries.
    const alt = meta(head, 'og:image:alt')!;
    const title = /<title>([^<]*) \| Blueprint<\/title>/.exec(head)?.[1];
    expect(alt, path).toContain(`card: “${title}”`);
    expect(meta(head, 'twitter:image:alt'), path).toBe(alt);

    const response = await request.get(sitePath(image));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });
    expect(png.length, image).toBeLessThanOrEqual(100 * KB);
    if (articleSlugOf(path)) articleCards.set(path, createHash('sha256').update(png).digest('hex'));
  }
  // Every article unfurls with a picture of its own.
  expect(articleCards.size).toBeGreaterThanOrEqual(listedArticleCount());
  expect(new Set(articleCards.values()).size).toBe(articleCards.size);
});

test('the default card and the logo are drawn at build time too', async ({ request }) => {
  const card = await request.get('/og-image.png');
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  const logo = await request.get('/logo.png');
  expect(pngSize(await logo.body())).toEqual({ width: 512, height: 512 });
  const notFound = await (await request.get('/404.html')).text();
  expect(meta(notFound, 'og:image')).toBe(`${SITE_URL}/og-image.png`);
});

test('every item of the RSS feed carries its article’s card', async ({ request }) => {
  const feed = await (await request.get('/resources/rss.xml')).text();
  const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const link = /<link>([^<]+)<\/link>/.exec(item)![1];
    const card = /<media:content url="([^"]+)" medium="image" type="image\/png" width="1200" height="630"\/>/.exec(
      item,
    )?.[1];
    expect(card, link).toBe(`${SITE_URL}/og${sitePath(link)}.png`);
    expect((await request.get(sitePath(card!))).status(), card).toBe(200);
  }
});

// After a client-side navigation the head names the new page's card, once: resources.spec.ts (the listing's test).
