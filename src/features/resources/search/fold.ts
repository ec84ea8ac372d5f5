/**
 * How search sees text, the same at build time and in the browser: lower case, accents dropped, a
 * possessive dropped ("Target’s" is "target"), other apostrophes removed inside a word ("isn’t" is
 * "isnt"), every other mark a word break, so
 * "First-Party" is the two words "first" and "party".
 */

/** A possessive is the word itself: "California’s" is "california". */
const POSSESSIVE = /['’]s\b/g;
const APOSTROPHES = /['’‘`´]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(POSSESSIVE, '')
    .replace(APOSTROPHES, '')
    .replace(NOT_WORD, ' ')
    .trim();
}

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

/** A word as it is written in a text, with where it starts: what highlighting marks. */
export interface WrittenWord {
  start: number;
  end: number;
  folded: string;
}

const WRITTEN_WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

export function writtenWords(text: string): WrittenWord[] {
  return [...text.matchAll(WRITTEN_WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: fold(match[0]),
  }));
}

/**
 * Whether two words are at most one edit apart: a letter wrong, missing, extra, or two neighbours
 * swapped (Damerau's transposition, which plain Levenshtein distance counts as two).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The optimal-string-alignment distance, stopping early past `limit`: for "Did you mean …?". */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length];
}
