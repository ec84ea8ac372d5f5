import { useLoaderData, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { Link } from '@/components/ui/Link';
import { ArrowLeft } from 'lucide-react';
import { Seo } from '@/components/Seo';
import { loadPlayerFor, prefetchPlayerFor } from '@/components/content/podcastPlayerLoader';
import { Container } from '@/components/ui/Container';
import { articlePath } from '@/content/articles/paths';
import { absoluteUrl } from '@/config/site';
import { articleSocialImage, articleKicker } from '@/lib/articleSocialImage';
import { formatDate } from '@/lib/dates';
import * as review from '@/components/review/articles';
import { ShareLinks } from '@/features/article/ShareLinks';
import { ArticleBody } from '@/features/article/ArticleBody';
import { loadClientArticle, prefetchClientArticle } from '@/features/article/clientArticleLoader';
import { takePrerenderedArticle, type PrerenderedArticle } from '@/features/article/prerenderedArticle';
import type { RenderedArticle } from '@/features/article/clientArticle';

type ArticleData = PrerenderedArticle | RenderedArticle | null;

/**
 * Over its prerendered HTML (the first load), the page hydrates from the data the prerender wrote: the
 * body stays HTML and only an episode's player is loaded. Anywhere else (the prerender itself, a
 * client-side navigation) the body's chunk and the block renderer are loaded before the page renders.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<ArticleData> {
  if (!params.slug) return null;
  const prerendered = takePrerenderedArticle(params.slug);
  if (prerendered) {
    // A prerendered run is null (its HTML is in the page) or an island.
    await loadPlayerFor(prerendered.runs.filter((run) => run !== null));
    return prerendered;
  }
  return (await loadClientArticle()).loadRenderedArticle(params.slug);
}

/** Ahead of a likely visit (app/prefetch.ts): the renderer, the body chunk, and the player for an episode. */
export async function prefetch({ slug }: Params): Promise<void> {
  const body = slug ? await (await prefetchClientArticle()).prefetchArticle(slug) : undefined;
  if (body) await prefetchPlayerFor(body);
}

function BackToResources() {
  return (
    <Link to="/resources" className="inline-flex items-center gap-2 font-semibold text-brand hover:text-brand-dark">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Resources
    </Link>
  );
}

function PostNotFound() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <Seo title="Post Not Found" noindex />
      <h1 className="text-4xl font-bold tracking-tight text-ink">Post Not Found</h1>
      <p className="mt-4 text-lg text-muted">We couldn’t find that article. It may have moved or never existed.</p>
      <p className="mt-8">
        <BackToResources />
      </p>
    </Container>
  );
}

const REVIEW = import.meta.env.MODE === 'review';

/** The byline as the review build shows it: marked while the CEO has not reviewed the article. */
function ReviewedByline() {
  const { meta, byline } = useLoaderData() as NonNullable<ArticleData>;
  return (
    <span className="font-medium text-ink">
      <review.ArticleByline slug={meta.slug}>{byline.name}</review.ArticleByline>
    </span>
  );
}

export default function ArticlePage() {
  const data = useLoaderData() as ArticleData;
  if (!data) return <PostNotFound />;

  const { meta, byline, runs } = data;
  const path = articlePath(meta.slug);

  return (
    <article>
      <Seo title={meta.title} description={meta.summary} path={path} card={articleSocialImage(meta, byline)} />
      <header className="border-b border-line bg-surface">
        <Container className="py-10 sm:py-14">
          <div className="mx-auto max-w-prose">
            <BackToResources />
            <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-brand">{articleKicker(meta)}</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-[2.75rem] sm:leading-[1.12]">
              {meta.title}
            </h1>
            <p className="mt-5 text-muted">
              <time dateTime={meta.date}>
                {REVIEW ? (
                  <review.ArticleDate slug={meta.slug}>{formatDate(meta.date)}</review.ArticleDate>
                ) : (
                  formatDate(meta.date)
                )}
              </time>
              <span aria-hidden="true"> · </span>
              By {REVIEW ? <ReviewedByline /> : <span className="font-medium text-ink">{byline.name}</span>}
              {byline.title && <span>, {byline.title}</span>}
            </p>
          </div>
        </Container>
      </header>
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-prose">
          <ArticleBody slug={meta.slug} runs={runs} author={meta.author} />
          <ShareLinks url={absoluteUrl(path)} title={meta.title} summary={meta.summary} />
        </div>
      </Container>
    </article>
  );
}
