import { Search, X } from 'lucide-react';
import { listedArticles } from '@/content/articles';
import { cn } from '@/lib/cn';
import { ArticleCard } from './ArticleCard';
import { activeChip, filterArticles, TOPIC_CHIPS } from './filterArticles';
import { useSearchQuery } from './useSearchQuery';

/** The searchable listing: the search box, the topic chips and the cards that match. */
export function ResourceSearch() {
  const [query, setQuery] = useSearchQuery();
  const results = filterArticles(listedArticles, query);
  const chip = activeChip(query);

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

      <p className="sr-only" role="status" aria-live="polite">
        {query ? `${results.length} ${results.length === 1 ? 'article' : 'articles'} found` : ''}
      </p>

      {results.length > 0 ? (
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
          {results.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-16 text-center text-lg text-muted">No articles found matching your search.</p>
      )}
    </>
  );
}
