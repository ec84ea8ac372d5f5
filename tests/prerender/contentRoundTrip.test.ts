// @vitest-environment node
/**
 * Whatever text an article holds, its prerendered pages show that text exactly and their JSON data blocks
 * parse back to it. Each case composes the pages in-process with the build's own code (the server entry's
 * render and data blocks, tools/build/html/page.ts's template filling) for one generated article: text with
 * replacement patterns (`$&`, `$'`, `` $` ``, `$$`), `</script>`, `<!--`, `]]>`, line and paragraph
 * separators, right-to-left and zero-width marks, emoji, `&` and `<`, anywhere in any of its fields.
 *
 * The seed is fixed (PRERENDER_SEED overrides it) so a run is reproducible; on a failure fast-check prints
 * the seed and the path of the smallest failing case, which replay it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import type { ArticleBody, ArticleMeta } from '@/content/articles/types';
import { bylineOf } from '@/content/authors';
import { bodyRuns, prerenderedRuns } from '@/features/article/bodyRuns';
import { cardDataOf } from '@/features/resources/listingData';
import { prerenderPage } from '../../tools/build/html/page';
import { unwritableCharacter } from '../../tools/content/text';

/** Pages are parsed as a browser parses them (parse5, which jsdom uses too), without a DOM: quicker for 400 pages. */
type HtmlNode = DefaultTreeAdapterTypes.Node;
type HtmlElement = DefaultTreeAdapterTypes.Element;
const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);
const elementsByTag = (node: HtmlNode, tag: string): HtmlElement[] =>
  childrenOf(node).flatMap((child) => [
    ...('tagName' in child && child.tagName === tag ? [child] : []),
    ...elementsByTag(child, tag),
  ]);
/** An element's text as `textContent` has it: every text node under it, comments left out. */
const textOf = (node: HtmlNode): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterTypes.TextNode).value : childrenOf(node).map(textOf).join('');
const attributeOf = (element: HtmlElement, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const SLUG = 'generated-text';
const PATH = `/resources/${SLUG}`;

/** The article under test: what the mocked registry answers for SLUG. */
const generated = vi.hoisted(() => ({
  article: undefined as { meta: ArticleMeta; body: ArticleBody } | undefined,
  listed: [] as ArticleMeta[],
}));

vi.mock('@/content/articles/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/content/articles/load')>();
  return {
    ...actual,
    loadArticle: async (slug: string) => (slug === SLUG ? generated.article : actual.loadArticle(slug)),
  };
});

vi.mock('@/content/articles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/content/articles')>();
  generated.listed.push(...actual.listedArticles);
  return {
    ...actual,
    getArticle: (slug: string) => (slug === SLUG ? generated.article?.meta : actual.getArticle(slug)),
    // The same array, which holds just the generated article during a case.
    listedArticles: generated.listed,
  };
});

const entry = await import('@/entry-server');
const template = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** One window's XML parser for every feed: a window per case would cost more than the feed. */
const xmlParser = new new JSDOM().window.DOMParser();

const seed = Number(process.env.PRERENDER_SEED ?? 20_260_115);
const numRuns = 200;

/** Fragments content breaks on; the generator mixes them with arbitrary text. */
// prettier-ignore
const TRICKY = [
  // Replacement patterns, and currencies written with a $.
  '$&', "$'", '$`', '$$', '$1', '$<name>', 'R$', 'US$',
  // What ends a script, a comment or CDATA, or fills the template's slots.
  '</script>', '</SCRIPT >', '<script>', '<!--', '-->', '<!--app-html-->', '<!--app-head-->', ']]>', '<![CDATA[',
  // Line and paragraph separators, zero-width, direction and byte-order marks.
  '\u2028', '\u2029', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202e', '\u2066', '\ufeff',
  // Right-to-left scripts and emoji sequences.
  'שלום', 'مرحبا', '👩🏽‍⚕️', '🏳️‍🌈', '😀',
  // Refused by the content check (tools/content/text.ts), so kept out of the articles below.
  '\r', '\n', '\t', '\0', '\u0085', '\ud83d', '\uffff',
  // Entities, markup, quotes and escapes as text.
  '&', '&amp;', '&lt;', '<', '>', '"', "'", '\\', '\\u003c', '{"a":1}', '</title>', '<h1>', '  ',
  'https://example.com/a?b=c&d=e', 'name@example.com',
];

/** Text an editor could write: anything the content check lets through, tricky fragments well represented. */
const contentText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...TRICKY),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.string(),
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((pieces) => pieces.join(''))
  // The content check refuses empty fields and characters no page or feed can carry.
  .filter((text) => text.trim().length > 0 && !unwritableCharacter(text));

const texts = fc.record({
  title: contentText,
  summary: contentText,
  paragraph: contentText,
  listItem: contentText,
  tableCell: contentText,
  linkLabel: contentText,
  quote: contentText,
});
type Texts = typeof texts extends fc.Arbitrary<infer T> ? T : never;

function articleOf(text: Texts): { meta: ArticleMeta; body: ArticleBody } {
  const meta: ArticleMeta = {
    slug: SLUG,
    title: text.title,
    summary: text.summary,
    date: '2026-01-15',
    author: 'team',
    topics: ['Privacy'],
    kind: 'article',
  };
  const body: ArticleBody = [
    { type: 'paragraph', content: [text.paragraph] },
    { type: 'list', items: [[text.listItem]] },
    { type: 'table', caption: 'Caption', columns: ['Insight', 'Why it matters'], rows: [[['Row'], [text.tableCell]]] },
    { type: 'paragraph', content: ['See ', { text: text.linkLabel, href: '/contact' }, '.'] },
    { type: 'quote', text: text.quote },
    // An episode's props travel in the article's data block: body text in JSON as well as in HTML.
    {
      type: 'podcast',
      title: text.quote,
      summary: { value: text.paragraph, status: 'awaiting' },
      guests: { value: text.listItem, status: 'awaiting' },
      runtime: { value: text.tableCell, status: 'awaiting' },
      media: 'audio',
      embedUrl: { value: 'https://example.com/player', status: 'awaiting' },
      externalUrl: { value: 'https://example.com/episode', status: 'awaiting' },
      externalLabel: text.linkLabel,
    },
  ];
  return { meta, body };
}

/** The page the build would write for `path` with the generated article in the registry, parsed. */
async function page(path: string): Promise<HtmlNode> {
  return parse(await prerenderPage(entry, template, path, ''));
}

/** Every JSON data block of a page by its id (JSON-LD by its type), parsed: a block that does not parse fails the case. */
function dataBlocks(document: HtmlNode): Record<string, unknown[]> {
  const blocks: Record<string, unknown[]> = {};
  for (const script of elementsByTag(document, 'script')) {
    const type = attributeOf(script, 'type');
    if (type !== 'application/json' && type !== 'application/ld+json') continue;
    (blocks[attributeOf(script, 'id') ?? type] ??= []).push(JSON.parse(textOf(script)));
  }
  return blocks;
}

const textsOf = (parent: HtmlNode, tag: string) => elementsByTag(parent, tag).map(textOf);

async function checkArticlePage(text: Texts, { meta, body }: { meta: ArticleMeta; body: ArticleBody }) {
  const document = await page(PATH);
  const [article] = elementsByTag(document, 'article');
  const description = elementsByTag(document, 'meta').find((meta) => attributeOf(meta, 'name') === 'description');
  const link = elementsByTag(article, 'a').find((anchor) => attributeOf(anchor, 'href') === '/contact');
  expect(textsOf(document, 'title')).toEqual([`${text.title}${site.metadata.titleSuffix}`]);
  expect(description && attributeOf(description, 'content')).toBe(text.summary);
  expect(textsOf(document, 'h1')).toEqual([text.title]);
  expect(textsOf(article, 'p')).toContain(text.paragraph);
  expect(textsOf(article, 'li')).toEqual([text.listItem]);
  expect(textsOf(article, 'td')).toEqual([text.tableCell]);
  expect(link && textOf(link)).toBe(text.linkLabel);
  expect(textsOf(article, 'blockquote')).toEqual([`“${text.quote}”`]);

  expect(dataBlocks(document)).toEqual({
    'article-data': [{ meta, byline: bylineOf(meta.author), runs: prerenderedRuns(bodyRuns(body)) }],
    'application/ld+json': entry.structuredDataFor(PATH, meta),
  });
}

async function checkListingPage(text: Texts, meta: ArticleMeta) {
  const document = await page('/resources');
  const [card] = elementsByTag(document, 'article');
  expect(textsOf(card, 'h2')).toEqual([text.title]);
  expect(textsOf(card, 'p')).toContain(text.summary);
  expect(dataBlocks(document)).toEqual({
    'listing-data': [{ page: 1, pageCount: 1, cards: [cardDataOf(meta)] }],
    'application/ld+json': entry.structuredDataFor('/resources'),
  });
}

function checkFeed(text: Texts, meta: ArticleMeta) {
  // jsdom's XML parser refuses what is not well-formed XML (a control character, a bare `&`).
  const feed = xmlParser.parseFromString(entry.rssFeed([meta]), 'application/xml');
  expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
  const [item] = feed.getElementsByTagName('item');
  expect(item.getElementsByTagName('title')[0].textContent).toBe(text.title);
  expect(item.getElementsByTagName('description')[0].textContent).toBe(text.summary);
}

describe('content text in the prerendered pages and the feed', () => {
  it(`round-trips exactly: ${numRuns} generated articles (seed ${seed})`, { timeout: 600_000 }, async () => {
    const listed = [...generated.listed];
    try {
      await fc.assert(
        fc.asyncProperty(texts, async (text) => {
          const article = articleOf(text);
          generated.article = article;
          // The listing holds just this article: one card on /resources, so the case stays quick.
          generated.listed.splice(0, generated.listed.length, article.meta);
          await checkArticlePage(text, article);
          await checkListingPage(text, article.meta);
          checkFeed(text, article.meta);
        }),
        { seed, numRuns },
      );
    } finally {
      generated.listed.splice(0, generated.listed.length, ...listed);
    }
  });
});
