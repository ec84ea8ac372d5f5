import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Blocks } from '@/components/content/Blocks';
import { allArticles } from '@/content/articles';
import { loadArticle } from '@/content/articles/load';
import type { AuthorId } from '@/content/articles/types';
import privacyPolicy from '@/content/legal/privacy-policy';
import terms from '@/content/legal/terms';
import type { LegalDocument } from '@/content/legal/types';
import { blockWords, textBlocks } from '@/content/legal/blocks';
import { renderWithRouter } from '../renderWithRouter';
import { inlineText, readableText } from './articleText';
import { bannedPhrase, findBannedPhrases, type Hit } from '../../tools/content/bannedPhrases';

/**
 * One published text: where it lives, its date (an article's), and its pieces (a title, a summary, one
 * block), each checked on its own with the pieces either side of it as the text nearby.
 */
interface Source {
  name: string;
  date?: string;
  pieces: string[];
}

/** The words drawn inside an article's SVG image (its text, title and description), read as one piece. */
function svgText(src: string): string {
  const svg = readFileSync(`public${src}`, 'utf8');
  return [...svg.matchAll(/<(?:text|tspan|title|desc)\b[^>]*>([^<]*)</g)]
    .map((match) => match[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'))
    .join(' ');
}

const articleSources: Source[] = await Promise.all(
  allArticles.map(async (meta) => {
    const { body } = (await loadArticle(meta.slug))!;
    const images = body.flatMap((block) => (block.type === 'image' && block.src.endsWith('.svg') ? [block.src] : []));
    return {
      name: meta.slug,
      date: meta.date,
      pieces: [meta.title, meta.summary, ...body.map(readableText), ...images.map(svgText)],
    };
  }),
);

const legalSource = (name: string, doc: LegalDocument): Source => ({
  name,
  pieces: [
    doc.title,
    ...doc.intro.map((paragraph) => paragraph.map(inlineText).join('')),
    ...doc.sections.flatMap((section) => [section.title, ...textBlocks(section.blocks).map(blockWords)]),
  ],
});

/** The recap pieces' connect box and author footer take their words from the renderer, not the article data. */
function rendererSource(): Source {
  const authors: AuthorId[] = ['ceo', 'team'];
  return {
    name: 'article boxes (connect, author footer)',
    pieces: authors.map((author) => {
      const { container, unmount } = renderWithRouter(
        <Blocks blocks={[{ type: 'connect' }, { type: 'authorFooter' }]} author={author} />,
      );
      const text = container.textContent ?? '';
      unmount();
      return text;
    }),
  };
}

const sources: Source[] = [
  ...articleSources,
  legalSource('legal/privacy-policy', privacyPolicy),
  legalSource('legal/terms', terms),
  rendererSource(),
];

function hitsBySource(): Map<string, Hit[]> {
  const found = new Map<string, Hit[]>();
  for (const source of sources) {
    const hits = source.pieces.flatMap((piece, index) =>
      findBannedPhrases(piece, {
        date: source.date,
        nearby: [source.pieces[index - 1], source.pieces[index + 1]].join(' '),
      }),
    );
    if (hits.length > 0) found.set(source.name, hits);
  }
  return found;
}

describe('published text says only what is known', () => {
  it('checks every article, both legal documents and the boxes the renderer adds', () => {
    expect(articleSources).toHaveLength(allArticles.length);
    expect(allArticles.length).toBeGreaterThanOrEqual(22);
    for (const source of sources) expect(source.pieces.join('').length, source.name).toBeGreaterThan(100);
    expect(sources.at(-1)!.pieces.join(' ')).toContain('Blueprint Audience Team');
  });

  it('reads the words drawn in article images as one piece per image', () => {
    const pieces = articleSources.find(
      (source) => source.name === 'first-party-third-party-audiences-better-together',
    )!.pieces;
    const drawn = pieces.find((piece) => piece.startsWith('First-party and group-level third-party data'));
    expect(drawn).toContain('Only pseudonymous identifiers, no individual health scores, no cookies');
  });

  it('no article, summary, legal text or article box contains a banned phrase', () => {
    const unexpected = [...hitsBySource()].flatMap(([name, hits]) =>
      hits.map((hit) => {
        const { why, fix } = bannedPhrase(hit.id);
        return `${name}: "${hit.match}" (${why} ${fix})`;
      }),
    );
    expect(unexpected).toEqual([]);
  });
});
