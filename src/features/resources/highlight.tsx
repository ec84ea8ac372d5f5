import type { ReactNode } from 'react';
import type { MatchRange } from './search/marks';

/**
 * The text with each of the search's match ranges inside a <mark>: React text and elements, never an
 * HTML string, so the page's Trusted Types policy has nothing to check.
 */
export function highlight(text: string, ranges: readonly MatchRange[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { start, end } of ranges) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
