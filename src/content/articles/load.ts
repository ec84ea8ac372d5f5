import type { ArticleBody, ArticleMeta } from './types';

interface ArticleModule {
  default: ArticleBody;
  meta: ArticleMeta;
}

/**
 * Loads one article for its page: a single small chunk, its body, which re-exports its metadata. The
 * `?article-page` query on that re-export makes the bundler treat it as a module distinct from the
 * listing's eager import of the same file (./index.ts), so it is bundled into the body chunk; otherwise
 * every article's metadata would be split out of the listing into 22 separate chunks.
 */
const articleLoaders = import.meta.glob<ArticleModule>('./*/body.ts');

type Load<T> = () => Promise<T>;

/**
 * `through` wraps the chunk's import: the browser passes lib/chunkRecovery's `recoverable`, so a chunk a
 * deploy removed reloads the page instead of failing; the build, with nothing to recover, imports it as is.
 */
export async function loadArticle(
  slug: string,
  through: (load: Load<ArticleModule>) => Load<ArticleModule> = (load) => load,
): Promise<{ meta: ArticleMeta; body: ArticleBody } | undefined> {
  const load = articleLoaders[`./${slug}/body.ts`];
  if (!load) return undefined;
  const { meta, default: body } = await through(load)();
  return { meta, body };
}

/** The same chunk fetched ahead of a visit (`through` as above, less the recovery: a failed prefetch is simply retried later). */
export async function prefetchArticle(
  slug: string,
  through: (load: Load<ArticleModule>) => Load<ArticleModule> = (load) => load,
): Promise<ArticleBody | undefined> {
  const load = articleLoaders[`./${slug}/body.ts`];
  return load && (await through(load)()).default;
}
