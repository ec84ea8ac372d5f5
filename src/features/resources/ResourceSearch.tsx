import { useDeferredValue, useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ArticleCard } from './ArticleCard';
import { activeChip, filterArticles, TOPIC_CHIPS } from './filterArticles';
import { PAGE_SIZE, type ListingPage } from './listing';
import { Pagination } from './Pagination';
import { useSearchIndex } from './useSearchIndex';
import { useSearchQuery } from './useSearchQuery';

/** What the polite status says: the count of matches, or why it is not final yet. */
export function searchStatus(query: string, count: number, index: 'complete' | 'loading' | 'failed'): string {
  if (!query.trim()) return '';
  if (index === 'loading') return 'Searching every article…';
  const found = `${count} ${count === 1 ? 'article' : 'articles'} found`;
  return index === 'failed'
    ? `${found} on this page. The other pages could not be searched: check your connection and type again.`
    : found;
}

/**
 * The searchable listing: the search box, the topic chips and the cards that match.
 * Without a search it shows one page of cards and the pagination. A search covers every listed article:
 * when there is more than one page, through the search index, fetched the first time it is needed.
 */
export function ResourceSearch({ listing }: { listing: ListingPage }) {
  const [query, setQuery] = useSearchQuery();
  // Typing stays responsive at any size: the box updates at once, the filtering and the grid follow.
  const deferredQuery = useDeferredValue(query);
  const chip = activeChip(query);
  const [index, loadIndex] = useSearchIndex(listing.pageCount > 1);
  useEffect(() => {
    if (query) loadIndex();
  }, [query, loadIndex]);

  const searching = deferredQuery.trim() !== '';
  const source = index.status === 'ready' ? index.cards : listing.cards;
  const results = searching ? filterArticles(source, deferredQuery) : listing.cards;
  const indexState = index.status === 'loading' ? 'loading' : index.status === 'failed' ? 'failed' : 'complete';

  // Matches are shown a page at a time; a new search starts again from the first.
  const [limit, setLimit] = useState({ query: deferredQuery, count: PAGE_SIZE });
  if (limit.query !== deferredQuery) setLimit({ query: deferredQuery, count: PAGE_SIZE });
  const shown = results.slice(0, limit.count);
  const status = searchStatus(deferredQuery, results.length, indexState);

  return (
    <>
      <div role="search" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
        <div className="flex gap-3">
          <div className="relative flex-1">
            <label htmlFor="article-search" className="sr-only">
              Search articles
            </label>
            <Search
              className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id="article-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value, { replace: true })}
              onFocus={loadIndex}
              placeholder="Search articles..."
              autoComplete="off"
              className="h-12 w-full rounded-lg border border-line bg-white pl-11 pr-4 text-base text-ink placeholder:text-muted focus:border-brand focus:outline-none focus:ring-3 focus:ring-brand/20"
            />
          </div>
          {query && (
            <button
              type="button"
              onClick={() => setQuery('', { replace: false })}
              className="inline-flex h-12 items-center gap-1.5 rounded-lg border border-line px-4 font-semibold text-ink hover:border-brand hover:text-brand-dark"
            >
              <X className="size-4" aria-hidden="true" />
              Clear
            </button>
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="mr-1 text-sm font-medium text-muted" id="topics-label">
            Popular topics:
          </span>
          {TOPIC_CHIPS.map((topic) => (
            <button
              key={topic}
              type="button"
              aria-pressed={chip === topic}
              onClick={() => setQuery(topic, { replace: false })}
              className={cn(
                'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
                chip === topic
                  ? 'border-brand bg-brand text-white'
                  : 'border-line bg-surface text-ink hover:border-brand hover:text-brand-dark',
              )}
            >
              {topic}
            </button>
          ))}
        </div>
      </div>

      <p className={cn(indexState === 'complete' ? 'sr-only' : 'mt-6 text-muted')} role="status" aria-live="polite">
        {status}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
          {shown.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        indexState !== 'loading' && (
          <p className="mt-16 text-center text-lg text-muted">No articles found matching your search.</p>
        )
      )}
      {results.length > shown.length && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => setLimit({ query: deferredQuery, count: limit.count + PAGE_SIZE })}
            className="btn btn-md border border-line text-ink hover:border-brand hover:text-brand-dark"
          >
            Show more results ({results.length - shown.length} more)
          </button>
        </div>
      )}
      {!searching && <Pagination page={listing.page} pageCount={listing.pageCount} />}
    </>
  );
}
