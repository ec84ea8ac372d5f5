// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allArticles, listedArticles } from '@/content/articles';
import { searchIndexData } from '@/features/resources/search/searchIndexData';
import { bodyTextPath, SEARCH_INDEX_PATH, shardPath, type SearchBase } from '@/features/resources/search/indexFormat';

describe('the search index the build writes', () => {
  it('covers every listed article, in listing order, from the articles themselves (a new one needs no step)', async () => {
    const files = await searchIndexData();
    const paths = new Set(files.map((file) => file.path));
    const base = JSON.parse(files.find((file) => file.path === SEARCH_INDEX_PATH)!.json) as SearchBase;
    expect(base.docs.map((doc) => doc.slug)).toEqual(listedArticles.map((article) => article.slug));
    for (const article of listedArticles) expect(paths).toContain(bodyTextPath(article.slug));
    const unlisted = allArticles.filter((article) => article.order === 'unlisted');
    for (const article of unlisted) expect(paths).not.toContain(bodyTextPath(article.slug));
    base.shardStarts.forEach((_, shard) => expect(paths).toContain(shardPath(shard)));
    expect(base.terms).toEqual([...base.terms].sort());
  });
});
