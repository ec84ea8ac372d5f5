/**
 * The site's stylesheet, inlined into every prerendered page (tools/build/prerender.ts). Linked, it held the
 * first paint back by a request of its own: on a phone's network a whole extra round trip, for about
 * 8 KB gzip that is the same on every page. Inline, the HTML alone paints, and since the build makes this
 * one stylesheet only (no lazy chunk brings its own), client-side navigations never need one either.
 * The Content-Security-Policy allows the inline copy by its hash (inlineStyleHashes in
 * tools/hosts/security-headers.ts), never with 'unsafe-inline'.
 */
import { withHeadStart } from './page.ts';

/** The stylesheet links Vite writes into index.html; the href is the file under dist/. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The template with its stylesheet links removed and their CSS, joined, in one <style> element first in
 * <head>: what the first paint waits for comes before the font preload and any script. `readAsset` reads
 * a file of the build by its path under dist/.
 */
export function inlineStylesheets(template: string, readAsset: (file: string) => string): string {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (!links.length) throw new Error('The page template links no stylesheet to inline.');
  const css = links.map(([, file]) => readAsset(file).trim()).join('\n');
  // The HTML parser ends a <style> element at the first "</style", whatever the CSS around it.
  if (/<\/style/i.test(css)) throw new Error('The stylesheet holds "</style", which would end its inline copy.');
  let withoutLinks = template;
  for (const [link] of links) withoutLinks = withoutLinks.replace(link, () => '');
  return withHeadStart(withoutLinks, `<style>${css}</style>`);
}
