import { describe, expect, it } from 'vitest';
import { allArticles, listedArticles } from '@/content/articles';
import { searchIndexData } from '@/features/resources/searchIndexData.build';
import {
  bodyTextPath,
  decodePostings,
  encodePostings,
  frequencyStep,
  IN_BODY,
  IN_HEADING,
  SEARCH_INDEX_PATH,
  shardPath,
  type SearchBase,
} from '@/features/resources/search/indexFormat';

describe('the search index the build writes', () => {
  it('covers every listed article, in listing order, from the articles themselves (a new one needs no step)', async () => {
    const files = await searchIndexData();
    const paths = new Set(files.map((file) => file.path));
    const base = JSON.parse(files.find((file) => file.path === SEARCH_INDEX_PATH)!.json) as SearchBase;
    expect(base.docs.map((doc) => doc.slug)).toEqual(listedArticles.map((article) => article.slug));
    for (const article of listedArticles) expect(paths).toContain(bodyTextPath(base.id, article.slug));
    const unlisted = allArticles.filter((article) => article.unlisted);
    for (const article of unlisted) expect(paths).not.toContain(bodyTextPath(base.id, article.slug));
    base.shardStarts.forEach((_, shard) => expect(paths).toContain(shardPath(base.id, shard)));
    expect(base.terms).toEqual([...base.terms].sort());
  });
});

describe('postings', () => {
  it('count a word in a body in four steps: once, 2–3, 4–7, 8 or more', () => {
    expect([1, 2, 3, 4, 7, 8, 500].map(frequencyStep)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('decode to what was encoded', () => {
    const postings = [
      { doc: 0, where: IN_BODY, step: 3 },
      { doc: 4, where: IN_HEADING, step: 0 },
      { doc: 999, where: IN_HEADING | IN_BODY, step: 1 },
    ];
    expect(decodePostings(encodePostings(postings))).toEqual({
      docs: [0, 4, 999],
      where: [IN_BODY, IN_HEADING, IN_HEADING | IN_BODY],
      steps: [3, 0, 1],
    });
  });
});
