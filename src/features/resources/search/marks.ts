import { writtenWords } from './fold';

/** Where a word the query matched is written in a text: `text.slice(start, end)`. */
export interface MatchRange {
  start: number;
  end: number;
}

/** The words of `text` the query matched, in order; the caller marks them as it shows text (the listing with <mark>). */
export function matchRanges(text: string, isMatch: (folded: string) => boolean): MatchRange[] {
  return writtenWords(text)
    .filter((word) => isMatch(word.folded))
    .map(({ start, end }) => ({ start, end }));
}

/** Characters of context before the window's first match, so the matched word sits early on the excerpt's one line. */
const LEAD = 24;
const LENGTH = 180;

/**
 * One line of the body where the query's words are: of the paragraph that matches the most distinct
 * words, the stretch that holds the most of them (the first such), cut at spaces, with "…" where it was
 * cut; undefined when the body holds none. Its matched words are `matchRanges` of it.
 */
export function excerpt(body: string, isMatch: (folded: string) => boolean): string | undefined {
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
  return `${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}`;
}
