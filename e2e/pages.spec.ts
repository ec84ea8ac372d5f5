import { expect, test } from './support/fixtures';
import { SITE_URL, sitemapPaths, staticPages } from './support/site';

// What each page is once hydrated (its h1, title, canonical address and card): every-page.spec.ts.

test('every page of the sitemap is served prerendered: one title, its canonical, a description and one h1', async ({
  request,
}) => {
  for (const path of sitemapPaths()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
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
  }
});

test('dist has 404.html, robots.txt with a Sitemap line and a sitemap of absolute URLs', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const paths = sitemapPaths();
  for (const { path } of staticPages) expect(paths).toContain(path);
  const notFound = await (await request.get('/404.html')).text();
  expect(notFound).toContain('Oops! Page not found');
  expect(notFound).toContain('noindex,nofollow');
});
