import type { ArticleBody, ArticleMeta } from '@/content/articles/types';
import { bodyRuns, prerenderedRuns } from './bodyRuns';
import { bylineOf } from '@/content/authors';
import { dataBlockHtml } from '@/lib/dataBlock';
import { ARTICLE_DATA_ID, type PrerenderedArticle } from './prerenderedArticle';

/**
 * The data block for an article's prerendered page (tools/build/prerender.ts); prerenderedArticle.ts reads it.
 * Apart from the reader because it builds the data from the body and the authors, which an article's first
 * load does without.
 */
export function articleDataBlock(meta: ArticleMeta, body: ArticleBody): string {
  const data: PrerenderedArticle = { meta, byline: bylineOf(meta.author), runs: prerenderedRuns(bodyRuns(body)) };
  return dataBlockHtml(ARTICLE_DATA_ID, data);
}
