/** The prerendered pages in dist/, by route, and which of them show a given text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AwaitingFact } from '../../src/app/awaitingFacts.build.ts';
import { escapeXml } from '../../src/lib/escapeXml.build.ts';
import { htmlFilesOf, NOT_FOUND_FILE, pagePath } from '../hosts/redirects.ts';

/** Route -> HTML of every page in dist/ ('index.html' is '/', 'resources/x.html' is '/resources/x'); not 404.html. */
export function readBuiltPages(dist: string): Map<string, string> {
  const files = htmlFilesOf(dist).filter((file) => file !== NOT_FOUND_FILE);
  return new Map(files.map((file) => [pagePath(file), readFileSync(join(dist, file), 'utf8')]));
}

/** How React writes text into HTML (text and attributes alike): as XML is escaped, but ' as &#x27;. */
const escapeHtml = (text: string) => escapeXml(text).replaceAll('&apos;', '&#x27;');

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
