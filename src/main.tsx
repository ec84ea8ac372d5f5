import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { AppFrame } from './App';
import { aroundRenderingAfresh } from './components/layout/RenderAfresh';
import { retryWaitingLoads, setNavigationTarget } from './lib/chunkRecovery';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves once the matched lazy routes and loaders have run, so hydration renders the real page. */
function whenInitialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

const router = createBrowserRouter(routes);

// What lib/chunkRecovery needs to know of the router: where it is going, and when a new navigation starts
// (a load stuck offline for an earlier one then tries again, quietly).
setNavigationTarget(() => {
  const { navigation, location } = router.state;
  return new URL(router.createHref(navigation.location ?? location), window.location.href).href;
});
let lastNavigationKey: string | undefined;
router.subscribe(({ navigation }) => {
  const key = navigation.location?.key;
  if (key && key !== lastNavigationKey) retryWaitingLoads();
  lastNavigationKey = key;
});
const container = document.getElementById('root')!;
const app = (
  <AppFrame>
    <RouterProvider router={router} />
  </AppFrame>
);

/**
 * Prefetching is no part of the first load: its chunk comes once the page is idle. Nor is it needed: when
 * the chunk does not arrive (the visitor left the page while it loaded, a deploy replaced it), links
 * simply load their page when followed.
 */
function prefetchWhenIdle() {
  const start = () =>
    import('./app/prefetch').then(
      ({ startPrefetching }) => startPrefetching(router),
      () => undefined,
    );
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 500);
}

/** Head tags the prerender wrote for another page; React adds this page's own when it renders. */
const PRERENDERED_HEAD =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]';

// In the dev server #root holds only the template's <!--app-html--> marker: nothing to hydrate.
if (container.firstElementChild) {
  // The page was prerendered: hydrate once the client tree can match it.
  whenInitialized(router).then(() => {
    // The page's own code or data could not load (the router holds the error): what was served stays.
    if (router.state.errors) {
      router.dispose();
      // Only such a page needs the notice, so its code is no part of a first load; should it not arrive
      // either, the page is still whole, only without the notice.
      import('./app/servedPage').then(
        ({ keepServedPage }) => keepServedPage(),
        () => undefined,
      );
      return;
    }
    // Hosts answer every unknown URL with 404.html. When the router gives such a URL a page of its own
    // (an unknown article slug shows 'Post Not Found'), that markup is not this page's: render afresh.
    const servedNotFound = container.hasAttribute('data-not-found');
    const routedNotFound = router.state.matches.at(-1)?.route.path === '*';
    if (servedNotFound && !routedNotFound) {
      container.replaceChildren();
      document.head.querySelectorAll(PRERENDERED_HEAD).forEach((element) => element.remove());
      createRoot(container).render(app);
    } else {
      // Should React have to render the page afresh (below), the forms it builds take over what the
      // visitor typed into the prerendered ones meanwhile (components/forms/rememberedControls.ts).
      aroundRenderingAfresh.before();
      // As a transition, hydration yields to the browser between components instead of running as one
      // long task, so a tap or a keypress during it is not held up (and TBT stays low).
      startTransition(() => {
        // A translator or an extension that edits the page before hydration makes the server HTML and the
        // first client render differ; React then renders the page afresh, and the visitor sees it as it
        // should be. Recovered, not failed: a warning for whoever reads the console (React's error #418),
        // where React's default would report an uncaught error.
        hydrateRoot(container, app, { onRecoverableError: console.warn });
      });
    }
    prefetchWhenIdle();
  });
} else {
  createRoot(container).render(app);
  prefetchWhenIdle();
}
