import type { ReactNode } from 'react';
import { writtenWords } from './fold';

/**
 * The text with every word the query matched inside a <mark>: React elements, never an HTML string, so
 * the page's Trusted Types policy has nothing to check.
 *
 * The text between the marks is in <span>s too: another query marks other words in the same card, and
 * React must then remove and insert those runs. A page translator wraps every text node in elements of
 * its own, and React cannot remove a bare text node from an element that no longer holds it; an element
 * it can.
 */
export function highlight(text: string, isMatch: (folded: string) => boolean): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  const plain = (to: number) => parts.push(<span key={`text-${from}`}>{text.slice(from, to)}</span>);
  for (const word of writtenWords(text)) {
    if (!isMatch(word.folded)) continue;
    if (word.start > from) plain(word.start);
    parts.push(<mark key={`mark-${word.start}`}>{text.slice(word.start, word.end)}</mark>);
    from = word.end;
  }
  if (from < text.length) plain(text.length);
  return parts;
}

/** Characters of context before the window's first match, so the marked word sits early on the excerpt's one line. */
const LEAD = 24;
const LENGTH = 180;

/**
 * One line of the body where the query's words are: of the paragraph that matches the most distinct
 * words, the stretch that holds the most of them (the first such), with those words marked; undefined
 * when the body holds none.
 */
export function excerpt(body: string, isMatch: (folded: string) => boolean): ReactNode[] | undefined {
  let best: { line: string; first: number; count: number } | undefined;
  for (const line of body.split('\n')) {
    const matched = writtenWords(line).filter((word) => isMatch(word.folded));
    if (matched.length === 0) continue;
    const distinct = new Set(matched.map((word) => word.folded)).size;
    if (best && distinct <= best.count) continue;
    // Where the line's one visible stretch shows the most of those words: a paragraph can name one early
    // and come to the others further on.
    let first = matched[0].start;
    let shown = 0;
    for (const from of matched) {
      const inWindow = matched.filter((word) => word.start >= from.start && word.end <= from.start + LENGTH - LEAD);
      const count = new Set(inWindow.map((word) => word.folded)).size;
      if (count > shown) [first, shown] = [from.start, count];
    }
    best = { line, first, count: distinct };
  }
  if (!best) return undefined;
  const { line, first } = best;
  const start = first <= LEAD ? 0 : line.indexOf(' ', first - LEAD) + 1 || first;
  const end = start + LENGTH >= line.length ? line.length : line.lastIndexOf(' ', start + LENGTH);
  const text = `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
  return highlight(text, isMatch);
}
