/**
 * The words the articles contain (the index's sorted vocabulary), and which of them a word of a query
 * stands for: itself; another form of it (Snowball's English stemmer,
 * https://snowballstem.org/algorithms/english/stemmer.html: "predicted" and "prediction"); while it is
 * being typed, the words it begins; from four letters on, the words one edit away.
 */
import { stem } from 'porter2';
import { editDistance, withinOneEdit } from './fold';
import { isStopWord } from './stopWords';

export type Kind = 'exact' | 'stem' | 'prefix' | 'fuzzy';

export interface Candidate {
  term: string;
  /** The term's place in the vocabulary: its number in the shards' postings. */
  position: number;
  kind: Kind;
}

/** How exact each kind of match is: another form and a beginning are equally so. */
const EXACTNESS: Record<Kind, number> = { exact: 3, stem: 2, prefix: 2, fuzzy: 1 };

/** Whether `kind` is a more exact match than `than` (or there is none yet): a word found several ways counts the most exact. */
export const moreExact = (kind: Kind, than: Kind | undefined): boolean =>
  than === undefined || EXACTNESS[kind] > EXACTNESS[than];

const MIN_FUZZY_LENGTH = 4;
/**
 * A word being typed this short stands for no other word of the vocabulary, so it is looked for as a
 * beginning in the cards only, not in the bodies: "p" would stand for most words.
 */
const MIN_PREFIX_LENGTH = 3;
const MAX_PREFIX_TERMS = 400;
/** "ads" finds "ad"; a two-letter word is left as it is. */
const MIN_STEM_LENGTH = 3;
/**
 * A stem can end in letters its word does not ("hoping" is "hope", "privacy" is "privaci"), so the words
 * sharing it are looked for among those that begin with all but its last two letters.
 */
const STEM_SLACK = 2;
const MAX_STEM_TERMS = 2000;
/** "de" of "deidentified" is a half; a single letter is not. */
const MIN_HALF_LENGTH = 2;

export class Vocabulary {
  /** The stems of the words, by position, as far as queries have needed them. */
  private readonly stems = new Map<number, string>();

  /** `terms`: sorted. */
  constructor(private readonly terms: readonly string[]) {}

  has(word: string): boolean {
    return this.terms[lowerBound(this.terms, word)] === word;
  }

  /** The word itself, if the articles have it. */
  exactly(word: string): Candidate[] {
    const position = lowerBound(this.terms, word);
    return this.terms[position] === word ? [{ term: word, position, kind: 'exact' }] : [];
  }

  /** The words `word` stands for; `typing`: it is the last word, still being typed. */
  candidates(word: string, typing: boolean): Candidate[] {
    const terms = this.terms;
    const found = new Map<string, Candidate>();
    const offer = (position: number, kind: Kind) => {
      const term = terms[position];
      const known = found.get(term);
      if (moreExact(kind, known?.kind)) found.set(term, { term, position, kind });
    };
    const start = lowerBound(terms, word);
    if (terms[start] === word) offer(start, 'exact');
    if (typing && word.length >= MIN_PREFIX_LENGTH) {
      for (let p = start; p < terms.length && p - start < MAX_PREFIX_TERMS && terms[p].startsWith(word); p++) {
        offer(p, 'prefix');
      }
    }
    // A word still being typed stands for the words it begins ("healthli" is "healthline" to come, not
    // "health" less a suffix); once none begins with it, it is finished, and its other forms count.
    const growing = [...found.values()].some((candidate) => candidate.kind === 'prefix');
    if (word.length >= MIN_STEM_LENGTH && !growing) {
      const root = stem(word);
      const begins = root.slice(0, Math.max(MIN_STEM_LENGTH - 1, root.length - STEM_SLACK));
      const first = lowerBound(terms, begins);
      for (let p = first; p < terms.length && p - first < MAX_STEM_TERMS && terms[p].startsWith(begins); p++) {
        if (this.stemOf(p) === root) offer(p, 'stem');
      }
    }
    if (word.length >= MIN_FUZZY_LENGTH) {
      terms.forEach((term, position) => {
        if (!found.has(term) && withinOneEdit(term, word)) offer(position, 'fuzzy');
      });
    }
    return [...found.values()];
  }

  /**
   * A word the articles do not have, as two they have ("optout" as "opt" and "out"). A small word is
   * never one of the halves: "another" is not "an other".
   */
  halves(word: string): [string, string] | undefined {
    for (let cut = MIN_HALF_LENGTH; cut <= word.length - MIN_HALF_LENGTH; cut++) {
      const [first, second] = [word.slice(0, cut), word.slice(cut)];
      if (!isStopWord(first) && !isStopWord(second) && this.has(first) && this.has(second)) return [first, second];
    }
    return undefined;
  }

  /**
   * The word the articles have that is closest to `word`, for "Did you mean …?": same first letter (a
   * misspelling seldom gets that one wrong, and "cancer" is not "banner"), two edits at most from seven
   * letters on, one below (a step stricter than Lucene's AUTO fuzziness: two edits in six letters turned
   * "cancer" into "center" and "recall" into "real"). None for a word of three letters or fewer: it is
   * more often an acronym ("roi", "cpm") than a misspelling.
   */
  closest(word: string): string | undefined {
    if (word.length < MIN_FUZZY_LENGTH) return undefined;
    let closest: string | undefined;
    let distance = (word.length >= 7 ? 2 : 1) + 1;
    for (const term of this.terms) {
      if (term[0] !== word[0]) continue;
      const d = editDistance(word, term, distance - 1);
      if (d < distance) [closest, distance] = [term, d];
    }
    return closest;
  }

  private stemOf(position: number): string {
    let root = this.stems.get(position);
    if (root === undefined) this.stems.set(position, (root = stem(this.terms[position])));
    return root;
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
