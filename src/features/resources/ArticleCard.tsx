import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { articlePath } from '@/content/articles/paths';
import type { ListingCard } from './listing';
import { formatDate } from '@/lib/dates';
import * as review from '@/components/review/articles';

const REVIEW = import.meta.env.MODE === 'review';

/**
 * A search result's title, summary and author with the matched words marked, and, when the match is
 * elsewhere in the article, a `CardExcerpt` with a line of its text.
 */
export interface CardHighlights {
  title: ReactNode;
  summary: ReactNode;
  author: ReactNode;
  excerpt?: ReactNode;
}

/** The line of an article's text that shows why a search found it. */
export function CardExcerpt({ children }: { children: ReactNode }) {
  return <p className="mt-3 truncate text-sm text-muted">{children}</p>;
}

/** One listing card; the whole card is clickable through its 'Read more' link. */
export function ArticleCard({ article, highlighted }: { article: ListingCard; highlighted?: CardHighlights }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-card transition-shadow hover:shadow-raised">
      <p className="text-xs font-semibold uppercase tracking-wider text-brand">{article.label}</p>
      <h2 className="mt-2 line-clamp-2 text-lg font-semibold leading-snug tracking-tight text-ink group-hover:text-brand-dark">
        {highlighted?.title ?? article.title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={article.date}>
          {REVIEW ? (
            <review.ArticleDate slug={article.slug}>{formatDate(article.date)}</review.ArticleDate>
          ) : (
            formatDate(article.date)
          )}
        </time>
        <span aria-hidden="true"> · </span>
        <span>
          {REVIEW ? (
            <review.ArticleByline slug={article.slug}>{highlighted?.author ?? article.author}</review.ArticleByline>
          ) : (
            (highlighted?.author ?? article.author)
          )}
        </span>
      </p>
      {/* Not flex-1: a clamped box stretched to its row's height shows a fourth line below the ellipsis. */}
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-soft">{highlighted?.summary ?? article.summary}</p>
      {highlighted?.excerpt}
      <div className="mt-auto pt-5">
        <Link
          to={articlePath(article.slug)}
          data-prefetch="viewport"
          className="inline-flex items-center gap-1.5 font-semibold text-brand after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          Read more<span className="sr-only">: {article.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
