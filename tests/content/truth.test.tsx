import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Blocks } from '@/components/content/Blocks';
import { allArticles } from '@/content/articles';
import { loadArticle } from '@/content/articles/load';
import type { AuthorId } from '@/content/articles/types';
import privacyPolicy from '@/content/legal/privacy-policy';
import terms from '@/content/legal/terms';
import type { LegalDocument } from '@/content/legal/types';
import { textBlocks } from '@/content/legal/blocks';
import { renderWithRouter } from '../renderWithRouter';
import { blockText, inlineText, readableText } from './articleText';
import { BANNED_PHRASES, findBannedPhrases, type Hit } from './bannedPhrases';

/** One published text: where it lives, and its pieces (a title, a summary, one block), each checked on its own. */
interface Source {
  name: string;
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
    return { name: meta.slug, pieces: [meta.title, meta.summary, ...body.map(readableText), ...images.map(svgText)] };
  }),
);

const legalSource = (name: string, doc: LegalDocument): Source => ({
  name,
  pieces: [
    doc.title,
    ...doc.intro.map((paragraph) => paragraph.map(inlineText).join('')),
    ...doc.sections.flatMap((section) => [section.title, ...textBlocks(section.blocks).map(blockText)]),
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
    const hits = source.pieces.flatMap(findBannedPhrases);
    if (hits.length > 0) found.set(source.name, hits);
  }
  return found;
}

describe('the banned-phrase matcher', () => {
  it.each([
    ['audiences that never require personal data', 'no personal data'],
    ['Performance Without Personal Data', 'no personal data'],
    ['stop depending on personal data', 'no personal data'],
    ['our product doesn’t use personal data', 'no personal data'],
    ['group-level data removes personal data from the equation', 'no personal data'],
    ['There is nothing to leak if a control fails.', 'nothing to leak'],
    ['Nothing to re‑identify.', 'nothing to leak'],
    ['There is no individual-level record to leak after an opt-out.', 'no record to leak'],
    ['no person-level record to re-identify', 'no record to leak'],
    ['there are no individual health profiles to buy, sell or delete', 'no record to leak'],
    ['We publish a recap like this every week.', 'every week'],
    ['A weekly recap.', 'every week'],
    ['Twelve states—California, Oregon, Delaware and others—now require businesses to honor GPC.', 'twelve states now'],
    ['Twelve states require businesses to honor universal opt-out signals such as GPC.', 'twelve states now'],
    ['Those 12 states now require it.', 'twelve states now'],
    ['Most privacy laws now require honoring Global Privacy Control.', 'now require opt-out'],
    [
      'Universal opt-out mechanisms are required in California, Colorado, Texas, Oregon, Delaware and Maryland.',
      'opt-out states without dates',
    ],
    ['Our team can help you map your data flows against HIPAA.', 'consulting work'],
    ['we are happy to walk your counsel through it', 'consulting work'],
    ['We’ll help you put these questions to your vendors.', 'consulting work'],
    ['We can help you map these rules to your media plan.', 'consulting work'],
  ])('catches %j', (text, id) => {
    expect(findBannedPhrases(text).map((hit) => hit.id)).toContain(id);
  });

  it.each([
    'Our audiences use no personal identifiers, only pseudonymous ones, and make no individual health predictions.',
    'We do not sell personal information about anyone under 18.',
    'Twelve states require or will soon require businesses to honor GPC, each from its own date.',
    'Twelve states have such a duty; Oregon and Delaware join on January 1, 2026.',
    'The states on that list are California, Oregon, Delaware and Maryland, each from the date its own requirement takes effect.',
    'Laws in Texas, Oregon, Delaware and Maryland include the same obligation to honor GPC, each on its own schedule.',
    'Required in 12 states as each law’s requirement takes effect.',
    'Those 12 states are not the same list as the states with health-specific laws.',
    'Every one of them is a control that has to run, week after week.',
    'This week California’s privacy regulator announced the largest fine in its history.',
    'Talk with us about group-level audiences and the questions to put to any vendor.',
  ])('lets %j through', (text) => {
    expect(findBannedPhrases(text)).toEqual([]);
  });

  it('reads text inside the typed blocks, split across inline nodes and list items', () => {
    const text = blockText({
      type: 'list',
      items: [['there is ', { strong: 'nothing to' }, ' leak'], ['second item']],
    });
    expect(findBannedPhrases(text).map((hit) => hit.id)).toEqual(['nothing to leak']);
  });
});

describe('published text says only what is known (issue 16)', () => {
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
    expect(drawn).toContain('No personal identifiers, no individual health scores, no cookies');
  });

  it('no article, summary, legal text or article box contains a banned phrase', () => {
    const unexpected = [...hitsBySource()].flatMap(([name, hits]) =>
      hits.map((hit) => {
        const why = BANNED_PHRASES.find((phrase) => phrase.id === hit.id)!.why;
        return `${name}: "${hit.match}" (${why})`;
      }),
    );
    expect(unexpected).toEqual([]);
  });
});
