import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { AppFrame } from './App';
import { Layout } from './components/layout/Layout';
import * as review from '@/components/review/ReviewPage';
import { loadArticle } from './content/articles/load';
import { articleDataBlock } from './features/article/articleDataBlock.build';
import { listingDataFiles as listingPageFiles, listingPage, listingPaths } from './features/resources/listingData';
import { searchIndexData } from './features/resources/searchIndexData.build';
import { listingDataBlock } from './features/resources/prerenderedListing';

export interface RenderResult {
  html: string;
  status: number;
}

const handler = createStaticHandler(routes);

/** Renders one path of the site to HTML for the prerender step (tools/build/prerender.ts). */
export async function render(path: string, routeHandler = handler): Promise<RenderResult> {
  const context = await routeHandler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) {
    throw new Error(`Prerender of ${path} answered a redirect or response (${context.status}); pages must render.`);
  }
  const router = createStaticRouter(routeHandler.dataRoutes, context);
  const html = renderToString(
    <AppFrame>
      {/* hydrate={false}: no inline hydration-data script, which a strict CSP (script-src 'self') would block.
          The client runs the same lazy routes and loaders before it hydrates. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return { html, status: context.statusCode };
}

/** The review build's /review page (tools/build/html/reviewPage.ts), in the site's layout. */
export async function renderReview(props: Parameters<typeof review.ReviewPage>[0]): Promise<string> {
  const page = {
    path: '/review',
    element: (
      <Layout>
        <review.ReviewPage {...props} />
      </Layout>
    ),
  };
  return (await render('/review', createStaticHandler([page]))).html;
}

/** The data block an article's prerendered page hydrates from (src/features/article/prerenderedArticle.ts). */
export async function articleData(slug: string): Promise<string> {
  const article = await loadArticle(slug);
  if (!article) throw new Error(`No article '${slug}' to prerender.`);
  return articleDataBlock(article.meta, article.body);
}

/** The data block a listing page hydrates from, or '' for any other path. */
export function listingData(path: string): string {
  const page = listingPaths().indexOf(path) + 1;
  const data = page > 0 ? listingPage(page) : undefined;
  return data ? listingDataBlock(data) : '';
}

/** The JSON files written beside the listing: each page's cards, and the search index's parts. */
export async function listingDataFiles(): Promise<{ path: string; json: string }[]> {
  return [...listingPageFiles(), ...(await searchIndexData())];
}

/** The day the review build's marks read the date-dependent duties on (tools/build/vite/reviewBuild.ts). */
export const REVIEW_DATE = import.meta.env.VITE_REVIEW_DATE;

export { sitePaths } from './app/paths';
export { articleSlugOf } from './app/pageLists';
export { SITE_URL } from './config/site';
export { getArticle, articlePath } from './content/articles';
export { listedArticles } from './content/articles';
export { structuredDataFor, jsonLdScript } from './lib/structuredData.build';
export { rssFeed, RSS_PATH } from './lib/rss.build';
export { awaitingFacts } from './app/awaitingFacts.build';
export { socialImages } from './app/socialImages.build';
