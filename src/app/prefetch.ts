import { matchRoutes, type createBrowserRouter, type Params } from 'react-router-dom';
import { prefetchListingRoute } from '@/features/resources/listingPrefetch';
import { preloadModules } from '@/lib/modulePreload';
import { routePatternFor } from './pageLists';
import { INTENT_DELAY_MS, VIEWPORT_BATCH, VIEWPORT_LIMIT } from './prefetchTiming';
import { routes, type PrefetchableLazy } from './routes';

/**
 * Fetches what a page needs before the visitor asks for it, so a client-side navigation renders from
 * cache: the route's chunk, whatever its module's `prefetch(params)` adds (an article's body, an
 * episode's player) and, at the same time as the chunk, the route's data (a listing page's cards). It uses the route table's own lazy imports, so the browser's module map holds each
 * module once, whoever asks for it first: the prefetch, the router or the prerendered page's preloads.
 *
 * Triggers: intent on a same-origin link (the pointer resting on it, keyboard focus, a touch) and, on
 * the listing, cards entering the viewport when the browser is idle, a few at a time. Nothing at all when
 * the visitor asked to save data or the connection is 2G. Loaded after hydration, in a chunk of its own,
 * so it costs no first-load JavaScript.
 */

type Router = ReturnType<typeof createBrowserRouter>;
type Connection = { saveData?: boolean; effectiveType?: string };

/** Links the listing marks for prefetching when they scroll into view. */
export const VIEWPORT_SELECTOR = 'a[data-prefetch="viewport"]';

export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /2g$/.test(connection?.effectiveType ?? '');
}

/** The path an anchor would navigate to on the client, or undefined when a prefetch makes no sense. */
export function prefetchablePath(anchor: HTMLAnchorElement, current: Location): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.closest('[data-no-prefetch]')) return undefined;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || url.pathname === current.pathname) return undefined;
  return url.pathname;
}

/**
 * The data a route's loader fetches, by route pattern. It is asked for here, alongside the route's code,
 * and not by the page module's `prefetch`, which could only start once the module had arrived: a round
 * trip later, about 150 ms on Slow 4G (bench:nav, article → Back to Resources). Living in this chunk, it
 * costs no first-load JavaScript.
 */
const routeData: Record<string, ((params: Params) => Promise<unknown>) | undefined> = {
  '/resources': prefetchListingRoute,
  '/resources/page/:page': prefetchListingRoute,
};

const started = new Set<string>();
const preloaded = new Set<string>();
type RouteModules = Record<string, string[] | undefined>;
let routeModules: Promise<RouteModules> = Promise.resolve({});

/**
 * Preloads a route's modules up front (the build lists them per route in /route-modules.json), so the
 * import below finds them in flight instead of fetching a chain of imports one round trip at a time.
 */
async function preloadRouteModules(path: string) {
  const files = (await routeModules)[routePatternFor(path)] ?? [];
  // Skip what the page's loader preloaded; a second preload of the same module with other attributes
  // is a separate request that Firefox reports as failed.
  const alreadyPreloaded = (href: string) => document.querySelector(`link[rel="modulepreload"][href="${href}"]`);
  const fresh = files.filter((file) => !preloaded.has(file) && !alreadyPreloaded(file));
  fresh.forEach((file) => preloaded.add(file));
  await preloadModules(fresh);
}

/** Every matched route's module, then its own prefetch. A failure forgets the path so a later intent retries. */
export async function prefetchPath(path: string): Promise<void> {
  if (started.has(path)) return;
  started.add(path);
  try {
    const matches = matchRoutes(routes, path) ?? [];
    const data = routeData[routePatternFor(path)]?.(matches.at(-1)?.params ?? {});
    await preloadRouteModules(path);
    await Promise.all([
      data,
      ...matches.map(async ({ route, params }) => {
        const lazy = route.lazy as Partial<PrefetchableLazy> | undefined;
        const module = await lazy?.prefetch?.();
        await module?.prefetch?.(params);
      }),
    ]);
  } catch {
    started.delete(path);
  }
}

const linkFrom = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

function onIntent(anchor: HTMLAnchorElement | null) {
  const path = anchor && prefetchablePath(anchor, window.location);
  if (path) void prefetchPath(path);
}

const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);

/** Watches the listing's marked links; visible ones are fetched in small batches while the browser is idle. */
function watchViewport(): () => void {
  const queue: HTMLAnchorElement[] = [];
  let fetched = 0;
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    for (const anchor of queue.splice(0, VIEWPORT_BATCH)) {
      if (fetched >= VIEWPORT_LIMIT) return observer.disconnect();
      fetched++;
      onIntent(anchor);
    }
    if (queue.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(drain);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target as HTMLAnchorElement);
    }
    if (queue.length) schedule();
  });
  document.querySelectorAll<HTMLAnchorElement>(VIEWPORT_SELECTOR).forEach((anchor) => observer.observe(anchor));
  return () => observer.disconnect();
}

export function startPrefetching(router: Router) {
  if (savesData((navigator as Navigator & { connection?: Connection }).connection)) return;
  // Fetched now, while idle, so the first intent does not wait for it.
  // No Referer: the page's address may carry the visitor's search words (?q=).
  routeModules = fetch('/route-modules.json', { referrerPolicy: 'no-referrer' })
    .then((response) => (response.ok ? (response.json() as Promise<RouteModules>) : {}))
    .catch(() => ({}));

  let rest: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('pointerover', (event) => {
    const anchor = linkFrom(event.target);
    if (!anchor) return;
    clearTimeout(rest);
    rest = setTimeout(() => onIntent(anchor), INTENT_DELAY_MS);
  });
  document.addEventListener('pointerout', (event) => {
    if (linkFrom(event.target)) clearTimeout(rest);
  });
  document.addEventListener('focusin', (event) => onIntent(linkFrom(event.target)));
  document.addEventListener('touchstart', (event) => onIntent(linkFrom(event.target)), { passive: true });

  // The listing's cards: now, and again whenever a navigation (or a search) has rendered new ones.
  let stopWatching = watchViewport();
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    stopWatching();
    stopWatching = watchViewport();
  });
}
