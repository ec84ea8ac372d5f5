/**
 * A JSON data block: data the prerender writes into a page's HTML for the client to start from, in a
 * <script type="application/json"> (not a script the browser runs, so the CSP is untouched).
 *
 * The writer runs at build time only and is tree-shaken from the client. The reader is in the client's
 * entry chunk (the article's hydration check imports this module), so the article page and the listing
 * share it without a chunk of its own on any page's first load.
 */

/** The block as HTML; '<' escaped, so no text in the data can close the script element. */
export function dataBlockHtml(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The block's data, once: the block is removed as it is read, because only the first render over the
 * prerendered HTML may start from it (a later visit renders or fetches its own). `isFor` tells whether
 * the data is the page being rendered.
 */
export function takeDataBlock<T>(id: string, isFor: (data: T) => boolean): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  const data = JSON.parse(element.textContent ?? 'null') as T | null;
  return data !== null && isFor(data) ? data : undefined;
}
