/** The prerendered pages in dist/, by route, and which of them show a given text. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AwaitingFact } from '../../src/app/awaitingFacts.build.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Route -> HTML of every page in dist/ ('index.html' is '/', 'resources/x.html' is '/resources/x'); not 404.html. */
export function readBuiltPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of htmlFiles(dist)) {
    const route = `/${relative(dist, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')}`.replace(/^\/index$/, '/');
    if (route !== '/404') pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages;
}

/** How React writes text into HTML (text and attributes alike). */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The routes whose HTML holds any of the texts, as React renders it (an address broken by `<wbr>`s, a text
 * beside another by a `<!-- -->`) or raw (JSON-LD data blocks). */
export function pagesShowing(texts: string[], pages: Map<string, string>): string[] {
  const needles = texts.filter(Boolean).flatMap((text) => [text, escapeHtml(text)]);
  return [...pages]
    .filter(([, html]) => needles.some((needle) => html.replace(/<wbr\/>|<!-- -->/g, '').includes(needle)))
    .map(([route]) => route)
    .sort();
}

/** The routes that show a fact awaiting confirmation: those the content names, else those showing its text. */
export const factPages = (fact: AwaitingFact, pages: Map<string, string>): string[] =>
  fact.pages ?? pagesShowing(fact.text ?? [], pages);
