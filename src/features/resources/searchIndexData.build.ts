import { listedArticles } from '@/content/articles';
import { loadArticle } from '@/content/articles/load';
import type { ArticleMeta } from '@/content/articles/types';
import type { SearchCard } from './listing';
import { cardDataOf } from './listingData';
import { articleText } from './articleText.build';
import { searchIndexFiles } from './search/buildIndex.build';

/**
 * The search index's files for every listed article, read from the articles themselves at build time,
 * so a new article is searchable as soon as it is listed.
 */
export async function searchIndexData(
  articles: readonly ArticleMeta[] = listedArticles,
): Promise<{ path: string; json: string }[]> {
  const indexed = await Promise.all(
    articles.map(async (meta) => {
      const article = await loadArticle(meta.slug);
      if (!article) throw new Error(`No body for the listed article '${meta.slug}'.`);
      const doc: SearchCard = { ...cardDataOf(meta), topics: [...meta.topics] };
      return { doc, ...articleText(article.body) };
    }),
  );
  return searchIndexFiles(indexed);
}
