import { Link } from '@/components/ui/Link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { listingPath } from './listing';

/** The page numbers to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1] > 1 ? [null, n] : [n]));
}

const item =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold transition-colors';

/** Links to every listing page: real addresses, prerendered, so paging works without JavaScript. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link
              to={listingPath(page - 1)}
              rel="prev"
              className={cn(item, 'border-line text-ink hover:border-brand hover:text-brand-dark')}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={listingPath(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={cn(
                  item,
                  n === page
                    ? 'border-brand bg-brand text-white'
                    : 'border-line text-ink hover:border-brand hover:text-brand-dark',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={listingPath(page + 1)}
              rel="next"
              className={cn(item, 'border-line text-ink hover:border-brand hover:text-brand-dark')}
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
