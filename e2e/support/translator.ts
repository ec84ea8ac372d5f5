import type { Page } from '@playwright/test';

/**
 * What Chrome's page translator does to a page, as a script any browser can run (Playwright's
 * `page.evaluate` and the engines' drivers take it as a string, so no bundler helper can creep into it).
 *
 * The translator wraps every text node of the page in two `<font>` elements, and keeps doing so for text
 * that appears later (it watches the page's mutations). With `replace`, it also puts its translation in
 * place of the original text, as a new text node: the node the page's code holds is then detached, so an
 * update the code makes to that node never shows. Here the "translation" is the same words, so that
 * every label can still be found by its name.
 *
 * What React must survive: removing or inserting next to a text node that is no longer a child of the
 * element React put it in.
 */
export type TranslatorMode = 'wrap' | 'replace';

/** Text the translator leaves alone: not shown as text, or not the page's own. */
const SKIPPED = 'script, style, noscript, textarea, option, title, font[data-translated]';

/**
 * A script that starts the translator on the current page and returns how many text nodes it wrapped at
 * once. Later text is wrapped as it arrives. Running it again on the same document does nothing.
 */
export function translatorScript(mode: TranslatorMode): string {
  return `(() => {
  if (window.__translator) return 0;
  const replace = ${JSON.stringify(mode === 'replace')};
  const skipped = ${JSON.stringify(SKIPPED)};
  const translate = (text) => {
    const parent = text.parentElement;
    if (!parent || !text.data.trim() || parent.closest(skipped)) return false;
    const outer = document.createElement('font');
    const inner = document.createElement('font');
    outer.dataset.translated = inner.dataset.translated = '';
    outer.style.verticalAlign = inner.style.verticalAlign = 'inherit';
    text.replaceWith(outer);
    outer.append(inner);
    inner.append(replace ? document.createTextNode(text.data) : text);
    return true;
  };
  const textsIn = (root) => {
    if (root.nodeType === Node.TEXT_NODE) return [root];
    if (root.nodeType !== Node.ELEMENT_NODE) return [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    return texts;
  };
  const translateAll = (root) => textsIn(root).filter(translate).length;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.isConnected) translateAll(node);
      // Text a script rewrote in place: translated again, as the translator does.
      if (record.type === 'characterData' && record.target.isConnected) translate(record.target);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.__translator = observer;
  return translateAll(document.body);
})()`;
}

/** Starts the translator on the page; returns how many texts it wrapped at once. */
export const translate = (page: Page, mode: TranslatorMode = 'wrap') => page.evaluate<number>(translatorScript(mode));

/** React's hydration mismatch (a production build names it by number), reported as a warning. */
export const RERENDERED = /^warning: .*react\.dev\/errors\/418/;

/** Rewrites the h1 and the first paragraph of main as the document is parsed, before any script of the site runs. */
export async function rewriteTextBeforeHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('main h1, main p:first-of-type')) {
        element.textContent = `[translated] ${element.textContent}`;
      }
    });
  });
}
