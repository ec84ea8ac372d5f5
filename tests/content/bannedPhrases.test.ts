import { describe, expect, it } from 'vitest';
import { BANNED_PHRASES, findBannedPhrases } from '../../tools/content/bannedPhrases';

const ids = (text: string, context = {}) => findBannedPhrases(text, context).map((hit) => hit.id);

describe('the banned-phrase list', () => {
  it('has unique ids, a reason and a suggested rewording for every phrase', () => {
    expect(new Set(BANNED_PHRASES.map((phrase) => phrase.id)).size).toBe(BANNED_PHRASES.length);
    for (const phrase of BANNED_PHRASES) {
      expect(phrase.why.length, phrase.id).toBeGreaterThan(20);
      expect(phrase.fix.length, phrase.id).toBeGreaterThan(20);
    }
  });

  describe.each(BANNED_PHRASES.map((phrase) => [phrase.id, phrase] as const))('%s', (id, phrase) => {
    it.each(phrase.examples.caught)('catches %j', (text) => {
      expect(ids(text)).toContain(id);
    });
    it.each(phrase.examples.allowed)('lets %j through', (text) => {
      expect(ids(text)).not.toContain(id);
    });
  });
});

describe('the matcher', () => {
  it('sees through curly apostrophes, non-breaking hyphens and line breaks', () => {
    expect(ids('Nothing to re\u2011identify.')).toEqual(['nothing to leak']);
    expect(ids('Regulators, courts\nand consumers now treat it so.')).toEqual(['courts treat']);
  });

  it('accepts "no personal identifiers" when the qualifier stands in the text next to it, not further away', () => {
    const heading = 'No personal identifiers';
    expect(ids(heading)).toEqual(['no personal identifiers without "only pseudonymous"']);
    expect(ids(heading, { nearby: 'We work only with pseudonymous identifiers.' })).toEqual([]);
    const far = `No personal identifiers. ${'Groups are random and prevalence is measured per group. '.repeat(5)}We use only pseudonymous identifiers.`;
    expect(ids(far)).toEqual(['no personal identifiers without "only pseudonymous"']);
  });

  it('finds a second occurrence when the first one is qualified', () => {
    const text = `No personal identifiers, only pseudonymous ones. ${'Prevalence is measured per group. '.repeat(10)}No personal identifiers.`;
    expect(ids(text)).toEqual(['no personal identifiers without "only pseudonymous"']);
  });

  it('accepts a sentence overtaken by time when an editor’s update next to it says what happened', () => {
    const text = 'The Delete Act creates a platform called DROP that will open to consumers on January 1, 2026.';
    expect(ids(text)).toEqual(['DROP opening in the future']);
    const update =
      'Editor’s update, November 27, 2026: California’s DROP platform opened to consumers on January 1, 2026.';
    expect(ids(text, { nearby: update })).toEqual([]);
    expect(ids(text, { nearby: 'Editor’s update, November 27, 2026: more on DROP soon.' })).toEqual([
      'DROP opening in the future',
    ]);
  });

  it('applies a dated rule only to text dated on or after its date; undated text is read as current', () => {
    const text = 'Civil penalties can reach $51,744 for each violation.';
    expect(ids(text, { date: '2024-12-01' })).toEqual([]);
    expect(ids(text, { date: '2025-01-17' })).toEqual(['old FTC penalty']);
    expect(ids(text, { date: '2025-09-01' })).toEqual(['old FTC penalty']);
    expect(ids(text)).toEqual(['old FTC penalty']);
  });
});
