import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/Link';
import { Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ArticleCard } from './ArticleCard';
import { activeChip, filterArticles, TOPIC_CHIPS } from './filterArticles';
import { PAGE_SIZE, type ListingCard, type ListingPage, type SearchCard } from './listing';
import { Pagination } from './Pagination';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchEngine } from './useSearchEngine';
import type { SearchHit, SearchResult } from './search/engine';
import type { ListingSearch } from './searchSession';
import { useSearchQuery } from './useSearchQuery';
import { useTypingPause } from './useTypingPause';

/** How long typing must pause before the count is announced: a screen reader is not interrupted on every key. */
export const ANNOUNCE_AFTER_MS = 700;

/** What the polite status says: the count of matches, or why it is not final yet. */
export function searchStatus(query: string, count: number, index: 'complete' | 'loading' | 'failed'): string {
  if (!query.trim()) return '';
  if (index === 'loading') return 'Searching every article…';
  const found = `${count} ${count === 1 ? 'article' : 'articles'} found`;
  return index === 'failed'
    ? `${found} on this page. The other pages and the articles’ full text could not be searched: check your connection and type again.`
    : found;
}

/**
 * The searchable listing: the search box, the topic chips and the cards that match.
 * Without a search it shows one page of cards and the pagination. A search covers the full text of every
 * listed article through the search index (./search/), loaded the first time it is needed; until it has
 * arrived, the cards at hand are searched by title and summary.
 */
export function ResourceSearch({ listing }: { listing: ListingPage }) {
  const box = useRef<HTMLInputElement>(null);
  const [query, setQuery, typed] = useSearchQuery(box);
  // Typing stays responsive at any size: the box updates at once, the search and the grid follow once
  // typing pauses, and then as a deferred render that a keystroke interrupts.
  const deferredQuery = useDeferredValue(useTypingPause(query, typed));
  const chip = activeChip(query);
  const [engine, loadEngine] = useSearchEngine();
  useEffect(() => {
    if (query) loadEngine();
  }, [query, loadEngine]);

  // The results take the query as a stable callback, so that a keystroke's own render skips them (memo).
  const latestSetQuery = useRef(setQuery);
  useEffect(() => {
    latestSetQuery.current = setQuery;
  });
  const chooseQuery = useCallback((text: string) => latestSetQuery.current(text, { replace: false }), []);

  return (
    <>
      {/* Without JavaScript there is no search: the listing's pages and their links are all there is. */}
      <div role="search" className="rounded-2xl border border-line bg-white p-5 shadow-card noscript:hidden sm:p-6">
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
              ref={box}
              id="article-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value, { replace: true })}
              onFocus={loadEngine}
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
        {/*
          A chip tapped before the scripts arrive submits this form: the listing loads again searching for its
          topic (?q=). Once the page is interactive the search happens in place and the form never submits.
        */}
        <form
          action="/resources"
          onSubmit={(event) => event.preventDefault()}
          className="mt-4 flex flex-wrap items-center gap-2"
        >
          <span className="mr-1 text-sm font-medium text-muted" id="topics-label">
            Popular topics:
          </span>
          {TOPIC_CHIPS.map((topic) => (
            <button
              key={topic}
              type="submit"
              name="q"
              value={topic}
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
        </form>
      </div>

      <SearchResults
        listing={listing}
        query={deferredQuery}
        session={engine.session}
        indexVersion={engine.status === 'ready' ? engine.version : -1}
        indexFailed={engine.status === 'failed'}
        onQuery={chooseQuery}
      />
    </>
  );
}

interface SearchResultsProps {
  listing: ListingPage;
  /** The query the results are for: the box's text, deferred while the visitor types. */
  query: string;
  /** The search, once its code and index have arrived. */
  session?: ListingSearch;
  /** Changes as shards of the index arrive: the same query then finds more. */
  indexVersion: number;
  indexFailed: boolean;
  onQuery: (text: string) => void;
}

/**
 * The cards the query finds, a page at a time, and what is said about them. Rendered only when the
 * deferred query (or the index) changes, not on the keystroke that changes the box: as React's
 * useDeferredValue asks, the list that follows the deferred value is memoised.
 */
const SearchResults = memo(function SearchResults({
  listing,
  query,
  session,
  indexFailed,
  onQuery,
}: SearchResultsProps) {
  const searching = query.trim() !== '';
  const result = searching && session ? session.search(query) : undefined;
  useEffect(() => {
    if (result?.missing.length) session?.load(result.missing);
  }, [result, session]);

  const results: { card: ListingCard; hit?: SearchHit<SearchCard> }[] = result
    ? result.hits.map((hit) => ({ card: hit.doc, hit }))
    : (searching ? filterArticles(listing.cards, query) : listing.cards).map((card) => ({ card }));
  const indexState =
    indexFailed || (result && session?.failed())
      ? 'failed'
      : searching && (!result || result.missing.length > 0)
        ? 'loading'
        : 'complete';

  // Matches are shown a page at a time; a new search starts again from the first.
  const [limit, setLimit] = useState({ query: query, count: PAGE_SIZE });
  if (limit.query !== query) setLimit({ query: query, count: PAGE_SIZE });
  const shown = results.slice(0, limit.count);
  const status = searchStatus(query, results.length, indexState);

  return (
    <>
      {indexState !== 'complete' && <p className="mt-6 text-muted">{status}</p>}
      <Announcement status={status} />

      {shown.length > 0 ? (
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
          {shown.map(({ card, hit }) => (
            <li key={card.slug}>
              {hit && result && session ? (
                <FoundCard hit={hit} result={result} session={session} />
              ) : (
                <ArticleCard article={card} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        indexState !== 'loading' && <NoResults suggestion={result?.suggestion} onSuggestion={onQuery} />
      )}
      {results.length > shown.length && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => setLimit({ query: query, count: limit.count + PAGE_SIZE })}
            className="btn btn-md border border-line text-ink hover:border-brand hover:text-brand-dark"
          >
            {`Show more results (${results.length - shown.length} more)`}
          </button>
        </div>
      )}
      {!searching && <Pagination page={listing.page} pageCount={listing.pageCount} />}
    </>
  );
});

/**
 * The status, read out once typing pauses. A component of its own, so that the pause re-renders this line
 * and not every card.
 */
function Announcement({ status }: { status: string }) {
  const announced = useDebouncedValue(status, ANNOUNCE_AFTER_MS);
  return (
    <p className="sr-only" role="status" aria-live="polite">
      {announced}
    </p>
  );
}

/**
 * A card the search found, its matched words marked. Marked in its own render, so that React, rendering
 * the results as a transition, can stop between cards for the visitor's next keystroke; and not again
 * while the search's result is the same.
 */
const FoundCard = memo(function FoundCard({
  hit,
  result,
  session,
}: {
  hit: SearchHit<SearchCard>;
  result: SearchResult<SearchCard>;
  session: ListingSearch;
}) {
  return <ArticleCard article={hit.doc} highlighted={session.present(hit, result)} />;
});

/** Not a dead end: that nothing matched, then the closest known words, or the topics to start from. */
function NoResults({ suggestion, onSuggestion }: { suggestion?: string; onSuggestion: (text: string) => void }) {
  return (
    <div className="mt-16 text-center text-lg text-muted">
      <p>No articles found matching your search.</p>
      {suggestion ? (
        <p className="mt-3">
          Did you mean{' '}
          <button
            type="button"
            onClick={() => onSuggestion(suggestion)}
            className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
          >
            {suggestion}
          </button>
          ?
        </p>
      ) : (
        <nav aria-label="Topics to try" className="mt-3">
          Try a topic:{' '}
          {TOPIC_CHIPS.map((topic, i) => (
            <span key={topic}>
              {i > 0 && ', '}
              <Link
                to={`?q=${encodeURIComponent(topic)}`}
                className="font-semibold text-brand underline underline-offset-2"
              >
                {topic}
              </Link>
            </span>
          ))}
        </nav>
      )}
    </div>
  );
}
