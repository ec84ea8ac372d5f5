import type { ReactNode } from 'react';
import type { MatchRange } from './search/marks';

/**
 * The text with each of the search's match ranges inside a <mark>: React elements, never an HTML string,
 * so the page's Trusted Types policy has nothing to check.
 *
 * The text between the marks is in <span>s too: another query marks other words in the same card, and
 * React must then remove and insert those runs. A page translator wraps every text node in elements of
 * its own, and React cannot remove a bare text node from an element that no longer holds it; an element
 * it can.
 */
export function highlight(text: string, ranges: readonly MatchRange[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  const plain = (to: number) => parts.push(<span key={`text-${from}`}>{text.slice(from, to)}</span>);
  for (const { start, end } of ranges) {
    if (start > from) plain(start);
    parts.push(<mark key={`mark-${start}`}>{text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < text.length) plain(text.length);
  return parts;
}
