import { describe, expect, it } from 'vitest';
import { editDistance, fold, withinOneEdit, words, writtenWords } from '@/features/resources/search/fold';

describe('how search sees text', () => {
  it('folds case, accents, curly quotes and apostrophes, and breaks words at hyphens and punctuation', () => {
    expect(fold('First-Party')).toBe('first party');
    expect(fold('Black-Box')).toBe('black box');
    expect(fold('HIPAA Isn’t the Only Law')).toBe('hipaa isnt the only law');
    expect(fold('“Unexpected,” she said: café—naïve')).toBe('unexpected she said cafe naive');
    expect(words('  Health-data   vendors… ')).toEqual(['health', 'data', 'vendors']);
    expect(words('–—')).toEqual([]);
    expect(words("California’s CMIA, Target's model")).toEqual(['california', 'cmia', 'target', 'model']);
  });

  it('finds written words with where they are, folded as queries are', () => {
    expect(writtenWords('Isn’t Black-Box?')).toEqual([
      { start: 0, end: 5, folded: 'isnt' },
      { start: 6, end: 11, folded: 'black' },
      { start: 12, end: 15, folded: 'box' },
    ]);
  });

  it('one edit: a letter wrong, missing, extra, or two neighbours swapped', () => {
    expect(withinOneEdit('privacy', 'privacy')).toBe(true);
    expect(withinOneEdit('privacy', 'prevacy')).toBe(true); // wrong
    expect(withinOneEdit('privacy', 'privcy')).toBe(true); // missing
    expect(withinOneEdit('privacy', 'privaacy')).toBe(true); // extra
    expect(withinOneEdit('privacy', 'priavcy')).toBe(true); // swapped
    expect(withinOneEdit('privacy', 'pirvacy')).toBe(true);
    expect(withinOneEdit('privacy', 'prvcy')).toBe(false);
    expect(withinOneEdit('privacy', 'pravecy')).toBe(false);
    expect(withinOneEdit('privacy', 'ipravcy')).toBe(false);
  });

  it('edit distance counts a swap as one edit and stops past its limit', () => {
    expect(editDistance('prgnacy', 'pregnancy', 2)).toBe(2);
    expect(editDistance('priavcy', 'privacy', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});
