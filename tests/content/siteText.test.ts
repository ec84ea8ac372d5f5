/**
 * The one place the truth rules (tools/content/bannedPhrases.ts) run over the site's text: every page the
 * build prerenders (each path of sitePaths(), articles, legal pages and listing pages, and the 404 page),
 * composed with the build's own code (tools/build/html/page.ts), read as a visitor reads it (pageText: visible
 * text, alt texts, labels, title and description), plus the words drawn inside an article's SVG images and the
 * Global Privacy Control notice that appears only after hydration. Each piece is read with the pieces either
 * side of it as the text nearby, and an article's page with the article's date.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GPC_TEXT } from '@/features/privacy-request/gpcText';
import { bannedPhrase, findBannedPhrases } from '../../tools/content/bannedPhrases';
import { decodeEntities, pageDate, pageText } from '../../tools/content/pageText';
import { fillTemplate, prerenderPage } from '../../tools/build/html/page';

const root = resolve(import.meta.dirname, '../..');
const entry = await import('@/entry-server');
const template = readFileSync(resolve(root, 'index.html'), 'utf8');

/** The words drawn inside an SVG image the page shows (its text, title and description), one piece per image. */
function svgPieces(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="(\/[^"]+\.svg)"/g)].map(([, src]) =>
    [...readFileSync(resolve(root, `public${src}`), 'utf8').matchAll(/<(?:text|tspan|title|desc)\b[^>]*>([^<]*)</g)]
      .map((match) => decodeEntities(match[1]))
      .join(' '),
  );
}

async function notFoundPage(): Promise<string> {
  const { html } = await entry.render('/404');
  return fillTemplate(template, html, entry.structuredDataFor('/404').map(entry.jsonLdScript).join(''));
}

const pages = [
  ...(await Promise.all(
    entry.sitePaths().map(async (path) => ({ path, html: await prerenderPage(entry, template, path, '') })),
  )),
  { path: '/404', html: await notFoundPage() },
];

const gpcNotice = `Global Privacy Control signal detected. Your browser is sending a Global Privacy Control (GPC) signal. We ${GPC_TEXT.honored} ${GPC_TEXT.audienceData}`;

describe('the site’s text says only what is known', () => {
  it('reads every prerendered page: each site path and the 404 page, each with its text', () => {
    expect(pages.map(({ path }) => path)).toEqual([...entry.sitePaths(), '/404']);
    for (const { path, html } of pages) expect(pageText(html).join(' ').length, path).toBeGreaterThan(200);
  });

  it('reads the words drawn in the images a page shows', () => {
    const drawn = pages.flatMap(({ html }) => svgPieces(html));
    expect(drawn.some((piece) => piece.includes('Only pseudonymous identifiers'))).toBe(true);
  });

  it('no page, drawn image or notice states a banned phrase', () => {
    // One line per statement with every page that shows it: the footer's words are on every page.
    const found = new Map<string, string[]>();
    const read = (path: string, pieces: string[], date?: string) =>
      pieces.forEach((piece, index) => {
        const nearby = `${pieces[index - 1] ?? ''} ${pieces[index + 1] ?? ''}`;
        for (const hit of findBannedPhrases(piece, { date, nearby })) {
          const { why, fix } = bannedPhrase(hit.id);
          const line = `"${hit.match}" in "${piece}" (${why} ${fix})`;
          found.set(line, [...(found.get(line) ?? []), path]);
        }
      });
    for (const { path, html } of pages) read(path, [...pageText(html), ...svgPieces(html)], pageDate(html));
    read('/privacy-choices (after hydration, with GPC)', [gpcNotice]);
    expect([...found].map(([line, paths]) => `${line} on ${paths.join(', ')}`)).toEqual([]);
  });

  it('the home page’s groups picture marks no individual: every person drawn alike, its figures marked as examples', () => {
    const home = pages.find(({ path }) => path === '/')!.html;
    const picture = [...home.matchAll(/<svg\b[\s\S]*?<\/svg>/g)]
      .map(([svg]) => svg)
      .find((svg) => svg.includes('prevalence'));
    expect(picture, 'the groups picture').toBeDefined();
    const people = [...picture!.matchAll(/<circle\b[^>]*\bfill="([^"]*)"/g)].map((match) => match[1]);
    expect(people.length).toBeGreaterThanOrEqual(4 * 9);
    expect(new Set(people).size, 'fills of the people in the groups').toBe(1);
    expect(pageText(picture!).join(' ')).toMatch(/\billustrative\b/i);
  });
});
