/**
 * Full-text search over the index of ./indexFormat.ts: every word of the query must match, in any order
 * and any field; as itself, or in another form of the same word ("predicted" finds "prediction"); the
 * last word also as a prefix while it is being typed; a word of four letters or more also one edit away.
 * Ranked by where the words match (title, then headings and summary, then body) and how exactly, then in
 * editorial order. Pure and synchronous: the caller fetches the shards it names.
 */
import { fold, words } from './fold';
import { isStopWord } from './stopWords';
import { decodePostings, IN_HEADING, shardOf, type SearchBase, type SearchDoc, type SearchShard } from './indexFormat';
import { moreExact, Vocabulary, type Candidate, type Kind } from './vocabulary';

/**
 * A query word's score in a document: how exactly it matched first, so an exact match anywhere ranks
 * above a typo-forgiven one in the title, then where (any field's weight is below the step between kinds).
 */
const KIND_SCORE: Record<Kind, number> = { exact: 30, stem: 20, prefix: 20, fuzzy: 0 };
const WEIGHT = { title: 10, heading: 5, summary: 5, topics: 4, author: 3, body: 1 } as const;
/** A word's body weight grows with how often the body has it (./indexFormat.ts frequencyStep), to at most 2.5: still below a heading's. */
const BODY_STEP = 0.5;
/** A small word's share of a word's score: less than the smallest difference between real words' scores. */
const SMALL_WORD_SHARE = 0.02;
/** The whole query, as written, inside the title (or summary): above any scattered match. */
const PHRASE_BONUS = { title: 10, summary: 4 } as const;

type CardField = 'title' | 'summary' | 'topics' | 'author';
const CARD_FIELDS: CardField[] = ['title', 'summary', 'topics', 'author'];

interface QueryWord {
  word: string;
  /** Matches as a prefix too: the last word, while the visitor is still typing it. */
  prefix: boolean;
  /** Whether a document must contain it: every word must, but the small words of a question (./stopWords.ts) only rank. */
  required: boolean;
  candidates: Candidate[];
}

export interface SearchHit<Doc extends SearchDoc = SearchDoc> {
  doc: Doc;
  /** Whether any word matched in what the card shows: title, summary, author (else an excerpt of the text shows why). */
  inCard: boolean;
}

export interface SearchResult<Doc extends SearchDoc = SearchDoc> {
  hits: SearchHit<Doc>[];
  /** Shards the query needs that are not loaded yet: the hits are final once these arrive. */
  missing: number[];
  /** With no hit: the query with its unknown word replaced by the closest word the articles contain. */
  suggestion?: string;
  /** Whether a written word (folded) is one the query matched: what highlighting marks. */
  isMatch: (folded: string) => boolean;
}

/** " folded text " with spaces around, so a word is found with includes(" word ") and a prefix with includes(" pre"). */
const padded = (text: string) => ` ${fold(text)} `;

/** A card as the engine reads it; preparing a thousand takes long enough that a caller may do it in parts. */
export interface PreparedCard {
  fields: Record<CardField, string>;
  /** The fields together: a word found in none of them is ruled out with one look instead of four. */
  all: string;
  /** Title and summary in lower case, for the substring rule (a search box holds no line break). */
  substringText: string;
}

export function prepareCard(doc: SearchDoc): PreparedCard {
  const fields = {
    title: padded(doc.title),
    summary: padded(doc.summary),
    topics: padded(doc.topics.join(' ')),
    author: padded(doc.author),
  };
  return {
    fields,
    // Each field is padded with spaces, so " word " found here lies inside one of them.
    all: CARD_FIELDS.map((field) => fields[field]).join(''),
    substringText: `${doc.title}\n${doc.summary}`.toLowerCase(),
  };
}

export class SearchEngine<Doc extends SearchDoc = SearchDoc> {
  private readonly cards: readonly PreparedCard[];
  private readonly shards = new Map<number, SearchShard>();
  private readonly postings = new Map<number, ReturnType<typeof decodePostings>>();
  private readonly vocabulary: Vocabulary;

  /** `prepared`: prepareCard of each of base.docs, in their order. */
  constructor(
    private readonly base: SearchBase<Doc>,
    prepared: readonly PreparedCard[] = base.docs.map(prepareCard),
  ) {
    if (prepared.length !== base.docs.length) throw new Error('one prepared card per document, in order');
    this.cards = prepared;
    this.vocabulary = new Vocabulary(base.terms);
  }

  addShard(shard: number, data: SearchShard): void {
    this.shards.set(shard, data);
  }

  search(query: string): SearchResult<Doc> {
    return this.find(query, true);
  }

  private find(query: string, withSuggestion: boolean): SearchResult<Doc> {
    const queryWords = this.parse(query);
    const isMatch = matcher(queryWords);
    const missing = new Set<number>();
    const scores = new Float64Array(this.base.docs.length);
    const inCard = new Uint8Array(this.base.docs.length);
    let alive: Set<number> | undefined;
    for (const queryWord of queryWords.filter((w) => w.required)) {
      const best = this.wordScores(queryWord, { missing, inCard });
      alive = alive ? new Set([...alive].filter((doc) => best.has(doc))) : new Set(best.keys());
      for (const doc of alive) scores[doc] += best.get(doc)!;
    }
    alive ??= new Set();
    // A small word only breaks ties, between articles whose card has it and those whose card has not; it
    // is not looked for in every body, where nearly every article has it.
    for (const queryWord of queryWords.filter((w) => !w.required)) {
      const best = this.wordScores(queryWord);
      for (const doc of alive) scores[doc] += (best.get(doc) ?? 0) * SMALL_WORD_SHARE;
    }

    const phrase = ` ${fold(query)}`;
    const ranked = [...alive]
      .map((doc) => {
        const card = this.cards[doc].fields;
        const bonus =
          (card.title.includes(phrase) ? PHRASE_BONUS.title : 0) +
          (card.summary.includes(phrase) ? PHRASE_BONUS.summary : 0);
        return { doc, score: scores[doc] + bonus };
      })
      .sort((a, b) => b.score - a.score || a.doc - b.doc);
    const hits: SearchHit<Doc>[] = ranked.map(({ doc }) => ({ doc: this.base.docs[doc], inCard: inCard[doc] === 1 }));

    // The substring rule: the query, trimmed, found anywhere in the title or summary, ignoring case, always
    // finds the article, part of a word too ("ipaa" in "HIPAA"). Those not found above come after.
    const needle = query.trim().toLowerCase();
    if (needle) {
      this.cards.forEach(({ substringText }, doc) => {
        if (!alive.has(doc) && substringText.includes(needle)) hits.push({ doc: this.base.docs[doc], inCard: true });
      });
    }

    const suggestion = withSuggestion && hits.length === 0 && missing.size === 0 ? this.suggest(queryWords) : undefined;
    return { hits, missing: [...missing], suggestion, isMatch };
  }

  private parse(query: string): QueryWord[] {
    const written = words(query);
    const typing = !/\s$/.test(query);
    const onlySmallWords = written.every(isStopWord);
    const queryWord = (word: string, prefix: boolean): QueryWord => {
      const required = onlySmallWords || !isStopWord(word);
      // A small word that only ranks is taken as written.
      const candidates = required ? this.vocabulary.candidates(word, prefix) : this.vocabulary.exactly(word);
      return { word, prefix, required, candidates };
    };
    return this.mendCompounds(
      written.map((word, i) => queryWord(word, typing && i === written.length - 1)),
      queryWord,
    );
  }

  /**
   * Readers write a compound both ways ("opt-out" and "optout", "geofencing" and "geo fencing"). A word no
   * article has is read as two that articles have ("optout" as "opt out"), and two neighbours of which one
   * is unknown as the one word they make ("geo fencing" as "geofencing"). A small word is never one of the
   * halves: "another" is not "an other".
   */
  private mendCompounds(parsed: QueryWord[], queryWord: (word: string, prefix: boolean) => QueryWord): QueryWord[] {
    const unknown = (w: QueryWord | undefined) => w !== undefined && w.required && w.candidates.length === 0;
    const mended: QueryWord[] = [];
    for (let i = 0; i < parsed.length; i++) {
      const current = parsed[i];
      const next = parsed[i + 1];
      if (next && (unknown(current) || unknown(next)) && this.vocabulary.has(current.word + next.word)) {
        mended.push(queryWord(current.word + next.word, next.prefix));
        i++;
        continue;
      }
      const halves = unknown(current) ? this.vocabulary.halves(current.word) : undefined;
      if (halves) mended.push(queryWord(halves[0], false), queryWord(halves[1], current.prefix));
      else mended.push(current);
    }
    return mended;
  }

  /**
   * For one query word: each matching document's best score, from its card, and with `full` from the loaded
   * shards too, noting those still missing and the documents matched in what their card shows.
   */
  private wordScores(queryWord: QueryWord, full?: { missing: Set<number>; inCard: Uint8Array }): Map<number, number> {
    const best = new Map<number, number>();
    const offer = (doc: number, score: number) => {
      if (score > (best.get(doc) ?? 0)) best.set(doc, score);
    };
    const cardTerms = queryWord.candidates
      .filter((candidate) => candidate.kind !== 'prefix')
      .map((candidate) => ({ kind: candidate.kind, needle: ` ${candidate.term} ` }));
    const prefixNeedle = queryWord.prefix ? ` ${queryWord.word}` : undefined;
    this.cards.forEach(({ fields, all }, doc) => {
      if (!cardTerms.some(({ needle }) => all.includes(needle)) && !(prefixNeedle && all.includes(prefixNeedle)))
        return;
      for (const field of CARD_FIELDS) {
        const text = fields[field];
        let kind: Kind | undefined;
        for (const candidate of cardTerms) {
          if (text.includes(candidate.needle)) {
            if (moreExact(candidate.kind, kind)) kind = candidate.kind;
          }
        }
        if (kind !== 'exact' && prefixNeedle && text.includes(prefixNeedle)) kind = 'prefix';
        if (kind) {
          offer(doc, KIND_SCORE[kind] + WEIGHT[field]);
          // A card shows its title, summary and author, marked; a match elsewhere needs a line of the text.
          if (field !== 'topics' && full) full.inCard[doc] = 1;
        }
      }
    });
    if (!full) return best;
    for (const candidate of queryWord.candidates) {
      const postings = this.postingsOf(candidate.position);
      if (!postings) {
        full.missing.add(shardOf(this.base.shardStarts, candidate.position));
        continue;
      }
      postings.docs.forEach((doc, i) => {
        const score = postings.where[i] & IN_HEADING ? WEIGHT.heading : WEIGHT.body + postings.steps[i] * BODY_STEP;
        offer(doc, KIND_SCORE[candidate.kind] + score);
      });
    }
    return best;
  }

  private postingsOf(position: number) {
    let decoded = this.postings.get(position);
    if (decoded) return decoded;
    const shard = shardOf(this.base.shardStarts, position);
    const data = this.shards.get(shard);
    if (!data) return undefined;
    decoded = decodePostings(data[position - this.base.shardStarts[shard]]);
    this.postings.set(position, decoded);
    return decoded;
  }

  /**
   * The query with each word nothing matched replaced by the closest word the articles contain, if that
   * finds something (or may, once the shards it needs have arrived).
   */
  private suggest(queryWords: QueryWord[]): string | undefined {
    let changed = false;
    const suggested = queryWords.map(({ word, candidates, required }) => {
      const closest = required && candidates.length === 0 ? this.vocabulary.closest(word) : undefined;
      if (!closest) return word;
      changed = true;
      return closest;
    });
    if (!changed) return undefined;
    const text = suggested.join(' ');
    const check = this.find(text, false);
    return check.hits.length > 0 || check.missing.length > 0 ? text : undefined;
  }
}

/** What highlighting marks: the words a document had to match, not the small words that only rank. */
function matcher(allWords: QueryWord[]): (folded: string) => boolean {
  const queryWords = allWords.filter((w) => w.required);
  const terms = new Set(
    queryWords.flatMap((w) => [w.word, ...w.candidates.filter((c) => c.kind !== 'prefix').map((c) => c.term)]),
  );
  const prefixes = queryWords.filter((w) => w.prefix).map((w) => w.word);
  return (folded) => terms.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix));
}
