/**
 * A prerendered page starts its JavaScript only once it has painted. Vite's index.html loads the entry
 * (src/boot.ts) with <script type="module" src>, which the browser's preload scanner fetches as soon as
 * it reads the head: on a phone's network that request shares the bandwidth with the page and the font
 * and, on HTTP/1.1, takes a connection of its own (a handshake and a round trip) before the page has
 * painted. So every prerendered page gets a small inline module instead, which imports the entry after
 * the first contentful paint. The page needs no script to be read; its scripts only make it interactive.
 *
 * The Content-Security-Policy allows the inline module by its hash (inlineScriptHashes in
 * tools/hosts/security-headers.ts). So that hash never changes with a build, the module's text names no file
 * of the build: it reads the entry's address from a JSON data block beside it, which the browser neither
 * runs nor fetches anything for. A deploy that only changes content keeps the server's policy valid.
 * Dynamic import() is no Trusted Types sink, so no policy is needed; the CSP's script-src still decides
 * which addresses may load.
 */
import { dataBlockHtml } from '../../../src/lib/dataBlock.ts';

/** The entry script Vite writes into index.html; the src is the file under dist/. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/** The id of the JSON data block that holds the entry's address. */
export const ENTRY_ADDRESS_ID = 'entry-module';

/**
 * The inline module that imports the entry named in the ENTRY_ADDRESS_ID data block after the first
 * contentful paint: at once when the page is hidden (a background tab paints nothing until it is shown)
 * or the browser reports no paints, and after 3 s at the latest, should a paint never be reported. A
 * second import() of the same module is a no-op. A failed import, or a page without the block, leaves
 * the page as served, readable and with plain links.
 */
export const ENTRY_LOADER = [
  `const start=()=>Promise.resolve().then(()=>import(JSON.parse(document.getElementById(${JSON.stringify(ENTRY_ADDRESS_ID)}).textContent))).catch(()=>{});`,
  `const painted=()=>performance.getEntriesByName("first-contentful-paint").length>0;`,
  `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint")||painted())start();`,
  `else{const o=new PerformanceObserver(()=>{if(painted()){o.disconnect();start();}});`,
  `o.observe({type:"paint",buffered:true});setTimeout(start,3000);}`,
].join('');

/** The template with its entry script replaced by the entry's address (a data block) and ENTRY_LOADER. */
export function loadEntryAfterPaint(template: string): string {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`Expected one entry script in the page template, found ${scripts.length}.`);
  const [tag, entry] = scripts[0];
  return template.replace(
    tag,
    () => `${dataBlockHtml(ENTRY_ADDRESS_ID, entry)}<script type="module">${ENTRY_LOADER}</script>`,
  );
}
