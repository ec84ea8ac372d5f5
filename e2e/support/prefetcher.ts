import type { Page } from '@playwright/test';
import { visit } from './site';

/*
 * The prefetcher (src/app/prefetch.ts) starts once the page is idle after hydration. Its chunk's response
 * comes before its listeners: a hover right after it can go unseen. It asks for the route → module list
 * in the same task as it adds its listeners, so that request is the signal that it listens.
 */

const isModuleList = (url: string) => new URL(url).pathname === '/route-modules.json';

/** Visits a page and waits until the prefetcher listens for intent. */
export async function visitWithPrefetcher(page: Page, path: string) {
  const listening = page.waitForRequest((request) => isModuleList(request.url()));
  await visit(page, path);
  await listening;
}
