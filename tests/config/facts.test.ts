import { describe, expect, it } from 'vitest';
import { awaiting, confirmed, isFact, valuesOf } from '@/config/facts';
import { site, siteFacts } from '@/config/site';
import { ceo, founderFacts, founders } from '@/content/founders';
import { authors } from '@/content/authors';
import { initials } from '@/lib/initials';

describe('facts with a status', () => {
  it('a fact is its value plus its status, and a confirmed one names its source', () => {
    const source = 'https://example.com/about';
    expect(confirmed('Ada', source)).toEqual({ value: 'Ada', status: 'confirmed', source });
    expect(awaiting('1-800-555-0142')).toEqual({ value: '1-800-555-0142', status: 'awaiting' });
  });

  it('tells a fact from any other value', () => {
    expect(isFact(awaiting(''))).toBe(true);
    expect(isFact(confirmed(0, 'docs/requirements.md'))).toBe(true);
    expect(isFact({ value: 'x', status: 'draft' })).toBe(false);
    expect(isFact({ status: 'awaiting' })).toBe(false);
    expect(isFact('awaiting')).toBe(false);
    expect(isFact(null)).toBe(false);
  });

  it('valuesOf gives what pages render: each fact replaced by its value, other fields kept', () => {
    const values = valuesOf({ a: awaiting('stand-in'), b: confirmed(2025, 'docs/requirements.md'), c: 'plain' });
    expect(values).toEqual({ a: 'stand-in', b: 2025, c: 'plain' });
  });

  it('the site renders every company fact from src/config/site.ts', () => {
    for (const [key, fact] of Object.entries(siteFacts))
      expect(site[key as keyof typeof siteFacts]).toEqual(fact.value);
  });
});

describe('the founders', () => {
  it('each card renders its founder’s facts, a confirmed one names its source, and the CEO’s byline reads them', () => {
    founderFacts.forEach((facts, index) => {
      expect(founders[index]).toEqual(valuesOf(facts));
      for (const fact of Object.values(facts)) if (fact.status === 'confirmed') expect(fact.source).not.toBe('');
    });
    expect(ceo).toBe(founders[0]);
    expect(authors.ceo).toEqual({ name: ceo.name, title: ceo.role, bio: ceo.bio });
  });
});

describe('initials, for a founder without a portrait', () => {
  it('takes the capitalised words of a name, at most two', () => {
    expect(initials('Jeremy Mittler')).toBe('JM');
    expect(initials('Blueprint Audience Team')).toBe('BA');
    expect(initials('Co-founder (name to be confirmed)')).toBe('C');
  });
});
