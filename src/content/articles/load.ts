import type { ArticleBody, ArticleMeta } from './types';

/**
 * Loads one article for its page: its metadata and its body, each its own small chunk, so an article
 * page never downloads the other articles' metadata. The query makes the bundler treat these imports
 * as modules distinct from the listing's eager ones (./index.ts); otherwise it would split every
 * article's metadata out of the listing into 22 separate chunks.
 */
const metaLoaders = import.meta.glob<ArticleMeta>('./*/meta.ts', { import: 'default', query: '?article-page' });
const bodyLoaders = import.meta.glob<ArticleBody>('./*/body.ts', { import: 'default' });

export async function loadArticle(slug: string): Promise<{ meta: ArticleMeta; body: ArticleBody } | undefined> {
  const loadMeta = metaLoaders[`./${slug}/meta.ts`];
  const loadBody = bodyLoaders[`./${slug}/body.ts`];
  if (!loadMeta || !loadBody) return undefined;
  const [meta, body] = await Promise.all([loadMeta(), loadBody()]);
  return { meta, body };
}
