import { readFileSync } from 'node:fs';
import { expect, type Page, type Request } from '@playwright/test';
import { PAGE_MODULES_ID } from '../../tools/build/html/entryLoader';

/** Every indexable path, read from the built sitemap (which comes from the route table + content registry). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(new URL('../../dist/sitemap.xml', import.meta.url), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** How many articles /resources lists: the RSS feed carries exactly the listed articles. */
export function listedArticleCount(): number {
  const rss = readFileSync(new URL('../../dist/resources/rss.xml', import.meta.url), 'utf8');
  return rss.match(/<item>/g)?.length ?? 0;
}

/** The modules a built page's inline loader preloads, from its data block: the entry first. */
export function pageModules(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">([^<]*)</script>`).exec(html);
  return block ? (JSON.parse(block[1]) as string[]) : [];
}

export const SITE_URL = (process.env.VITE_SITE_URL || 'https://www.blueprintaudiences.com').replace(/\/+$/, '');

/** The static pages: path, the h1 and the <title> the client gives them. */
export const staticPages = [
  {
    path: '/',
    h1: 'Increase patient conversion without compromising privacy',
    title: 'Privacy-First Healthcare Audience Data | Blueprint',
  },
  { path: '/about', h1: 'The rules of healthcare advertising have changed.', title: 'About Us | Blueprint' },
  { path: '/dtc-audiences', h1: 'Built for lawyers. Loved by marketers.', title: 'DTC Audiences | Blueprint' },
  { path: '/privacy-by-design', h1: 'Privacy isn’t negotiable.', title: 'Privacy by Design | Blueprint' },
  { path: '/resources', h1: 'Resources', title: 'Resources | Blueprint' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy | Blueprint' },
  { path: '/privacy-choices', h1: 'Submit a privacy request', title: 'Your Privacy Choices | Blueprint' },
  { path: '/terms', h1: 'Terms of Use', title: 'Terms of Use | Blueprint' },
  { path: '/contact', h1: 'Let’s talk about reaching patients the right way', title: 'Contact | Blueprint' },
  {
    path: '/consumer-health-data-privacy-policy',
    h1: 'Consumer Health Data Privacy Policy',
    title: 'Consumer Health Data Privacy Policy | Blueprint',
  },
] as const;

/** What the router shows when a page throws: a test that expects a whole page expects none. */
export const ERROR_VIEW = 'Unexpected Application Error!';

/** Waits until the client has hydrated the page. */
export async function expectHydrated(page: Page) {
  // Hydration waits for the load event and an idle moment: on a busy 2-core machine that can pass 5 s.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
}

/** The page's own h1 (at `path`, when given) once a navigation has rendered it, and no error view. */
export async function expectPage(page: Page, h1: string | RegExp, path?: string) {
  if (path) await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page.getByText(ERROR_VIEW)).toHaveCount(0);
}

/** Opens a path and waits until the client has hydrated it. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}

/** The path of every request the page makes from now on whose address matches `pattern`. */
export function requestsTo(page: Page, pattern: RegExp): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The path and query of each document the tab loads from now on: a full page load, or a form's own submission. */
export function pageLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const { pathname, search } = new URL(request.url());
    documents.push(pathname + search);
  });
  return documents;
}

/** Collects console warnings and errors and uncaught page errors for a test to assert on. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Counts the page's requests still unanswered, from now on: a test polls it down to 0 to know that what
 * the page started fetching on its own (prefetches, lazy images) has arrived, before it counts what an
 * action fetches.
 */
export function watchInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}
