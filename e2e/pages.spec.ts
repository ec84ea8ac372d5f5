import { expect, test } from './support/fixtures';
import { SITE_URL, sitemapPaths, staticPages, visit, watchConsole } from './support/site';

test.describe('every static route', () => {
  for (const { path, h1, title } of staticPages) {
    test(`${path} has its heading, title and canonical`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${SITE_URL}/og/${path === '/' ? 'index' : path.slice(1)}.png`,
      );
      await expect(page.locator('title')).toHaveCount(1);
    });
  }
});

test.describe('prerendered HTML, fetched without JavaScript', () => {
  for (const path of sitemapPaths()) {
    test(`${path} holds its page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<link rel="canonical" href="${path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`}"/>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
      const known = staticPages.find((p) => p.path === path);
      if (known) {
        expect(head).toContain(`<title>${known.title}</title>`);
        expect(body).toContain(known.h1.replace(/’/g, '’'));
      }
    });
  }
});

test('the 404 page', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  expect(messages.some((message) => message.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
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
