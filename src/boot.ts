import './index.css';

/**
 * The entry the HTML loads. A prerendered page is already complete and readable without JavaScript;
 * its scripts only make it interactive. So they are fetched right after the first paint rather than
 * alongside the stylesheet and the font, where on a slow connection they would share the bandwidth
 * and hold the first paint back (this is what keeps LCP near the plain-HTML floor).
 *
 * The prerenderer lists the page's modules in a JSON data block (#route-modules); they are preloaded
 * together so hydration does not wait on a chain of imports. A page with nothing prerendered (the dev
 * server, a client-only build) starts at once.
 */
const ROUTE_MODULES_ID = 'route-modules';

function preloadRouteModules() {
  const data = document.getElementById(ROUTE_MODULES_ID)?.textContent;
  const modules: string[] = data ? JSON.parse(data) : [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  preloadRouteModules();
  void import('./main');
}

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (!prerendered || document.visibilityState === 'hidden') {
  // Hidden tabs get no animation frames; nothing is competing for a paint there anyway.
  start();
} else {
  // Once the page has loaded and the browser is idle (it has painted), as islands frameworks do for
  // 'hydrate when idle'. Safari has no requestIdleCallback: a timeout after the load event stands in.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 50);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
