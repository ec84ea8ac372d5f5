import type { ArticleBody, ArticleMeta } from '@/content/articles/types';
import { bodyRuns, prerenderedRuns } from './bodyRuns';
import { bylineOf } from '@/content/authors';
import { ARTICLE_DATA_ID, type PrerenderedArticle } from './prerenderedArticle';

/** The data block for an article's prerendered page (tools/prerender.ts). */
export function articleDataBlock(meta: ArticleMeta, body: ArticleBody): string {
  const data: PrerenderedArticle = { meta, byline: bylineOf(meta.author), runs: prerenderedRuns(bodyRuns(body)) };
  // '<' escaped: no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ARTICLE_DATA_ID}">${json}</script>`;
}
