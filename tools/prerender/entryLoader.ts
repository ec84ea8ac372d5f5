/**
 * A prerendered page starts its JavaScript only once it has painted. Vite's index.html loads the entry
 * (src/boot.ts) with <script type="module" src>, which the browser's preload scanner fetches as soon as
 * it reads the head: on a phone's network that request shares the bandwidth with the page and the font
 * and, on HTTP/1.1, takes a connection of its own (a handshake and a round trip) before the page has
 * painted. So every prerendered page gets a small inline module instead, which imports the entry after
 * the first contentful paint. The page needs no script to be read; its scripts only make it interactive.
 *
 * The Content-Security-Policy allows the inline module by its hash (inlineScriptHashes in
 * tools/security-headers.ts); it is the same on every page of a build. Dynamic import() is no
 * Trusted Types sink, so no policy is needed.
 */

/** The entry script Vite writes into index.html; the src is the file under dist/. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/**
 * The inline module that imports `entry` after the first contentful paint: at once when the page is
 * hidden (a background tab paints nothing until it is shown) or the browser reports no paints, and after
 * 3 s at the latest, should a paint never be reported. A second import() of the same module is a no-op.
 * A failed import leaves the page as served, readable and with plain links.
 */
export function entryLoader(entry: string): string {
  return [
    `const start=()=>import(${JSON.stringify(entry)}).catch(()=>{});`,
    `const painted=()=>performance.getEntriesByName("first-contentful-paint").length>0;`,
    `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||painted())start();`,
    `else{const o=new PerformanceObserver(()=>{if(painted()){o.disconnect();start();}});`,
    `o.observe({type:"paint",buffered:true});setTimeout(start,3000);}`,
  ].join('');
}

/** The template with its entry script replaced by the inline loader of entryLoader(). */
export function loadEntryAfterPaint(template: string): string {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`Expected one entry script in the page template, found ${scripts.length}.`);
  const [tag, entry] = scripts[0];
  return template.replace(tag, () => `<script type="module">${entryLoader(entry)}</script>`);
}
