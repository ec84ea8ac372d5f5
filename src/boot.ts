import './index.css';
import { prerenderedModules, preloadModules } from './lib/modulePreload';

/**
 * The entry the HTML loads. A prerendered page is already complete and readable without JavaScript;
 * its scripts only make it interactive. So they are fetched right after the first paint rather than
 * alongside the stylesheet and the font, where on a slow connection they would share the bandwidth
 * and hold the first paint back (this is what keeps LCP near the plain-HTML floor).
 *
 * The prerenderer lists the page's modules in a JSON data block (read in ./lib/modulePreload.ts); they are fetched
 * together, so hydration does not wait on a chain of imports. react-dom is then started in a task of
 * its own: set up together with the router and the app, it made one task of 100 ms or more at
 * Lighthouse's mobile CPU, which would hold up a tap (it was most of the page's Total Blocking Time).
 * A page with nothing prerendered (the dev server, a client-only build) starts at once.
 */
async function start() {
  preloadModules(prerenderedModules());
  // react-dom is CommonJS: its set-up runs when it is first imported, here rather than inside the app's.
  await import('react-dom/client');
  // A new task (a hidden tab may delay it by a second; nobody is waiting on it there).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./main');
}

/**
 * Should the app's code not arrive (the visitor left the page meanwhile, a broken deploy), a prerendered
 * page stays as served: complete, readable, its links plain links. Nothing is left to reject unhandled.
 */
const startQuietly = () => start().catch(() => {});

// A comment (the dev server's <!--app-html--> marker) is not a page.
const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
if (!prerendered || document.visibilityState === 'hidden') {
  // Hidden tabs get no animation frames; nothing is competing for a paint there anyway.
  void startQuietly();
} else {
  // Once the page has loaded and the browser is idle (it has painted), as islands frameworks do for
  // 'hydrate when idle'. Safari has no requestIdleCallback: a timeout after the load event stands in.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void startQuietly(), { timeout: 1000 })
      : setTimeout(startQuietly, 50);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
