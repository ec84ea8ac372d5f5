import type { ArticleBody, ArticleDetails, ArticleMeta } from './types';

/** An article's page module: its body, with a copy of its metadata (made by tools/build/vite/articlePage.ts). */
interface ArticlePageModule {
  default: ArticleBody;
  meta: ArticleDetails;
}

/**
 * Loads one article for its page: a single small chunk holding its body and its metadata. The
 * `?article-page` query asks the build for that module (tools/build/vite/articlePage.ts); the metadata in it is
 * a copy of its own, so the listing's eager import of the same file (./index.ts) stays in the listing
 * rather than being split out into 22 separate chunks.
 */
const articleLoaders = import.meta.glob<ArticlePageModule>('./*/body.ts', { query: '?article-page' });

type Load<T> = () => Promise<T>;

/**
 * `through` wraps the chunk's import: the browser passes lib/chunkRecovery's `recoverable`, so a chunk a
 * deploy removed reloads the page instead of failing; the build, with nothing to recover, imports it as is.
 */
export async function loadArticle(
  slug: string,
  through: (load: Load<ArticlePageModule>) => Load<ArticlePageModule> = (load) => load,
): Promise<{ meta: ArticleMeta; body: ArticleBody } | undefined> {
  const load = articleLoaders[`./${slug}/body.ts`];
  if (!load) return undefined;
  const { meta, default: body } = await through(load)();
  return { meta: { slug, ...meta }, body };
}

/** The same chunk fetched ahead of a visit (`through` as above, less the recovery: a failed prefetch is simply retried later). */
export async function prefetchArticle(
  slug: string,
  through: (load: Load<ArticlePageModule>) => Load<ArticlePageModule> = (load) => load,
): Promise<ArticleBody | undefined> {
  const load = articleLoaders[`./${slug}/body.ts`];
  return load && (await through(load)()).default;
}
