import { expect, type Page } from '@playwright/test';
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

type PrefetchProbe = { decided: boolean; moduleListAsked: boolean };
type ProbedWindow = Window & { __prefetchProbe: PrefetchProbe; __intentDelayPassed?: Promise<void> };

/**
 * Visits a page as a visitor who saves data, and waits until the prefetcher has decided whether to start.
 * It decides by reading navigator.connection (no other code reads it), and had it started, it would have
 * asked for the module list and added its listeners in that same task. Returns whether it asked (it must not).
 */
export async function visitSavingData(page: Page, path: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const probe: PrefetchProbe = { decided: false, moduleListAsked: false };
    (window as unknown as ProbedWindow).__prefetchProbe = probe;
    Object.defineProperty(navigator, 'connection', {
      get: () => {
        probe.decided = true;
        return { saveData: true, effectiveType: '4g' };
      },
    });
    const fetchFromPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === '/route-modules.json') probe.moduleListAsked = true;
      return fetchFromPage(input, init);
    };
  });
  await visit(page, path);
  // The prefetcher's chunk comes once the page is idle after hydration (up to 3 s later).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as ProbedWindow).__prefetchProbe.decided), { timeout: 15_000 })
    .toBe(true);
  return () => page.evaluate(() => (window as unknown as ProbedWindow).__prefetchProbe.moduleListAsked);
}

/**
 * Arms a signal for the next time the pointer rests on a link: it fires `delay` ms after the pointer
 * arrives, from a listener added after any of the prefetcher's. HTML runs timers of equal delay in the
 * order they were set, so once it has fired, a prefetcher listening for intent has acted on it.
 * Returns a function that waits for it.
 */
export async function armIntentSignal(page: Page, delay: number): Promise<() => Promise<void>> {
  await page.evaluate((ms) => {
    (window as unknown as ProbedWindow).__intentDelayPassed = new Promise<void>((resolve) => {
      document.addEventListener('pointerover', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) setTimeout(resolve, ms);
      });
    });
  }, delay);
  return () => page.evaluate(() => (window as unknown as ProbedWindow).__intentDelayPassed);
}
