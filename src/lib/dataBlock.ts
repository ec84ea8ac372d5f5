/**
 * A JSON data block: data the prerender writes into a page's HTML for the client to start from, in a
 * <script type="application/json"> (not a script the browser runs, so the CSP is untouched). Every block
 * is written here; each is read where its id is defined, next to the code that starts from it.
 *
 * Build-time only: the readers do not share a module with this writer, because a module the article page,
 * the listing and the app all imported would become a chunk of its own on every page's first load.
 */

/** The block as HTML; '<' escaped, so no text in the data can close the script element. */
export function dataBlockHtml(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
