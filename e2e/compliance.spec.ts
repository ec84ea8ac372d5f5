import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PRIVACY_CHOICES_ICON_LABEL } from '../src/components/ui/PrivacyChoicesIcon';
import { decodeEntities, pageText } from '../tools/content/pageText';
import { readBuiltPages } from '../tools/content/builtPages';
import { sitemapPaths } from './support/site';

/*
 * What the law asks of a data broker's own site, read from the prerendered HTML a visitor, a crawler or a
 * regulator gets first: California's opt-out icon, with its text alternative, beside every "Your Privacy
 * Choices" link (11 CCR §7015(b)); and the consumer health data privacy policy linked from the home page
 * (RCW 19.373.020), in the sitemap, one click from /.
 */
const dist = new URL('../dist/', import.meta.url).pathname;
const pages = readBuiltPages(dist);
const HEALTH_POLICY = '/consumer-health-data-privacy-policy';

/** Every link of a page: its href and the HTML inside it. */
function links(html: string): { href: string; inner: string }[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return [...body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: decodeEntities(/\bhref="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    inner,
  }));
}

const ICON = new RegExp(
  `<svg\\b(?=[^>]*\\brole="img")(?=[^>]*\\baria-label="${PRIVACY_CHOICES_ICON_LABEL.replace(/[()]/g, '\\$&')}")`,
);

test('every prerendered page is read, the health data policy among them', () => {
  expect([...pages.keys()].sort()).toEqual(expect.arrayContaining(sitemapPaths()));
  expect(pages.has(HEALTH_POLICY)).toBe(true);
});

test('California’s opt-out icon, with its text alternative, stands beside every “Your Privacy Choices” link', () => {
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
});

test('the privacy choices page shows the icon beside its own title, Your Privacy Choices', () => {
  const html = pages.get('/privacy-choices')!;
  const header = /<header\b[^>]*>([\s\S]*?)<\/header>/g;
  const pageHeader = [...html.matchAll(header)].map(([, inner]) => inner).find((inner) => inner.includes('<h1'))!;
  expect(pageText(pageHeader).join(' ')).toContain('Your Privacy Choices');
  expect(pageHeader).toMatch(ICON);
});

test('the consumer health data privacy policy: one click from the home page, in the sitemap, with the sections the law names', () => {
  const fromHome = links(pages.get('/')!).filter((link) => link.href === HEALTH_POLICY);
  // The footer's link and one in the home page's own content, where a visitor sees it without scrolling to the end.
  expect(fromHome.length).toBeGreaterThanOrEqual(2);
  const home = pages.get('/')!;
  const main = /<main\b[\s\S]*?<\/main>/.exec(home)![0];
  expect(links(main).some((link) => link.href === HEALTH_POLICY)).toBe(true);

  expect(sitemapPaths()).toContain(HEALTH_POLICY);
  const policy = pages.get(HEALTH_POLICY)!;
  expect(policy).toMatch(/<h1\b[^>]*>Consumer Health Data Privacy Policy<\/h1>/);
  const headings = pageText(policy).join('\n');
  for (const section of [
    'Consumer Health Data We Collect and Why',
    'Sources',
    'Consumer Health Data We Share',
    'Third Parties We Share It With',
    'Your Rights and How to Exercise Them',
  ])
    expect(headings).toContain(section);
  expect(headings).toContain('Appeals');
});

test('the health data policy has its own social card', () => {
  const policy = pages.get(HEALTH_POLICY)!;
  const image = /<meta property="og:image" content="([^"]+)"/.exec(policy)?.[1];
  expect(image).toBeDefined();
  const card = new URL(image!).pathname;
  expect(card).not.toBe('/og-image.png');
  expect(readFileSync(`${dist}${card}`).subarray(1, 4).toString()).toBe('PNG');
});
