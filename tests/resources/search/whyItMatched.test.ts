import { beforeAll, describe, expect, it } from 'vitest';
import { searchIndexData } from '@/features/resources/searchIndexData.build';
import { bodyTextPath, SEARCH_INDEX_PATH, type SearchBase } from '@/features/resources/search/indexFormat';
import { excerpt, matchRanges } from '@/features/resources/search/marks';
import { writtenWords } from '@/features/resources/search/fold';
import { articleText } from '@/features/resources/articleText.build';
import type { SearchEngine } from '@/features/resources/search/engine';
import { listedArticles } from '@/content/articles';
import { loadArticle } from '@/content/articles/load';
import { engineOver } from './realIndex';

/*
 * Every card a search shows says why it is there: a marked word in what the card shows (title, summary,
 * author) or a line of the article's text with the word marked. Checked for every word of every heading
 * of today's articles, whatever they are, since a word found only in a heading once showed a card with
 * an empty line.
 */

let files: { path: string; json: string }[];
let engine: SearchEngine;
beforeAll(async () => {
  files = await searchIndexData();
  engine = engineOver(files);
});

describe('why a result matched', () => {
  it('the excerpt shows the stretch of its paragraph where most of the query is', () => {
    const filler =
      'Nothing to see in this part of the paragraph, which goes on for a while about other things. '.repeat(3);
    const body = `Consent comes first. ${filler}Consent and opt out rights meet here.`;
    const isMatch = (folded: string) => ['consent', 'opt', 'out'].includes(folded);
    const shown = excerpt(body, isMatch)!;
    expect(shown).toMatch(/^….*Consent and opt out rights meet here\.$/);
    const marked = matchRanges(shown, isMatch).map(({ start, end }) => shown.slice(start, end));
    expect(marked).toEqual(['Consent', 'opt', 'out']);
  });

  it('the excerpt text holds the headings and the body in reading order', () => {
    const text = articleText([
      { type: 'paragraph', content: ['First words.'] },
      { type: 'heading', level: 2, text: 'A heading between', id: 'a-heading-between' },
      { type: 'paragraph', content: ['Last words.'] },
    ] as never);
    expect(text.readable).toBe('First words.\nA heading between\nLast words.');
    expect(text.body).toBe('First words.\nLast words.');
    expect(text.headings).toEqual(['A heading between']);
  });

  it('every card found by a word of a heading shows that word marked', async () => {
    const { id } = JSON.parse(files.find((file) => file.path === SEARCH_INDEX_PATH)!.json) as SearchBase;
    const texts = new Map<string, string>();
    const readable = (slug: string) => {
      if (!texts.has(slug))
        texts.set(slug, JSON.parse(files.find((file) => file.path === bodyTextPath(id, slug))!.json) as string);
      return texts.get(slug)!;
    };
    const articles = await Promise.all(listedArticles.map((meta) => loadArticle(meta.slug)));
    const headingWords = new Set(
      articles
        .flatMap((article) => articleText(article!.body).headings)
        .flatMap((heading) => writtenWords(heading).map((word) => word.folded)),
    );
    let checked = 0;
    const unexplained: string[] = [];
    for (const word of headingWords) {
      const result = engine.search(word);
      for (const { doc } of result.hits) {
        // Each reason is looked for only while none before it holds: the line of the text costs the most.
        const marked = [doc.title, doc.summary, doc.author].some(
          (text) => matchRanges(text, result.isMatch).length > 0,
        );
        // The listing's original rule also finds part of a word of the title or summary ("ai" in "fail").
        const partOfCardWord = () => `${doc.title}\n${doc.summary}`.toLowerCase().includes(word);
        // A word found only among an article's topics has nothing to mark: the card is there for its topic.
        const inTopics = () => doc.topics.some((topic) => writtenWords(topic).some((w) => result.isMatch(w.folded)));
        const inText = () => {
          const line = excerpt(readable(doc.slug), result.isMatch);
          return line !== undefined && matchRanges(line, result.isMatch).length > 0;
        };
        if (!(marked || partOfCardWord() || inTopics() || inText())) unexplained.push(`"${word}" finds ${doc.slug}`);
        checked++;
      }
    }
    expect(unexplained, 'cards found without showing why').toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(headingWords.size);
    // A search per word of every heading: about a thousand, several seconds on a loaded machine.
  }, 90_000);
});
