import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { staticPages, visit, watchConsole } from './support/site';

/*
 * What a browser translator or an extension does to a page: it rewrites text before the app hydrates
 * (React then renders the page afresh over it), or wraps every text node in <font> elements afterwards
 * (Chrome's translator). Under the site's own Content-Security-Policy and Trusted Types (the fixture fails
 * on any violation), the page stays whole and keeps working.
 */

const ARTICLE = {
  path: '/resources/compliance-not-privacy',
  h1: 'Compliance Is Not the Same as Privacy',
  bodyLink: 'Healthline case',
};
/** React's hydration mismatch (a production build names it by number), reported as a warning. */
const RERENDERED = /^warning: .*react\.dev\/errors\/418/;

/** Rewrites the h1 and the first paragraph of main as the document is parsed, before any script of the site runs. */
async function rewriteTextBeforeHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('main h1, main p:first-of-type')) {
        element.textContent = `[translated] ${element.textContent}`;
      }
    });
  });
}

/** Wraps every text node of the body in two <font> elements, as Chrome's translator does. */
const wrapTextInFont = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      const outer = document.createElement('font');
      const inner = document.createElement('font');
      outer.style.verticalAlign = inner.style.verticalAlign = 'inherit';
      text.replaceWith(outer);
      outer.append(inner);
      inner.append(text);
    }
    return texts.length;
  });

test.describe('text rewritten before hydration: the page recovers', () => {
  const pages = [
    { name: 'an article', path: ARTICLE.path, h1: ARTICLE.h1, content: ARTICLE.bodyLink },
    { name: 'the home page', path: staticPages[0].path, h1: staticPages[0].h1, content: 'Get Started' },
    { name: 'the listing', path: '/resources', h1: 'Resources', content: ARTICLE.h1 },
    { name: 'a form page', path: '/contact', h1: staticPages[8].h1, content: 'Send Message' },
  ];
  for (const { name, path, h1, content } of pages) {
    test(`${name} (${path})`, async ({ page }) => {
      const messages = watchConsole(page);
      await rewriteTextBeforeHydration(page);
      await visit(page, path);
      // The mismatch really happened (else this test proves nothing), and was recovered from.
      await expect.poll(() => messages.filter((message) => RERENDERED.test(message))).toHaveLength(1);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('main').getByText(content, { exact: true }).first()).toBeVisible();
      expect(messages.filter((message) => !RERENDERED.test(message))).toEqual([]);
    });
  }

  test("an article's body comes back whole, its links navigating on the client", async ({ page }) => {
    await rewriteTextBeforeHydration(page);
    await visit(page, ARTICLE.path);
    await page.evaluate(() => Object.assign(window, { documentMark: true }));
    await page.getByRole('main').getByRole('link', { name: ARTICLE.bodyLink, exact: true }).click();
    await expect(page).toHaveURL('/resources/healthline-case-healthcare-marketers');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Healthline');
    expect(await page.evaluate(() => 'documentMark' in window)).toBe(true);
  });
});

test('after a translator wrapped every text in <font>, a link still navigates on the client', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, '/');
  expect(await wrapTextInFont(page)).toBeGreaterThan(50);
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPages[1].h1);
  expect(await page.evaluate(() => 'documentMark' in window)).toBe(true);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(messages).toEqual([]);
});
