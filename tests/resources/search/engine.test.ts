import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listedArticles } from '@/content/articles';
import { filterArticles, TOPIC_CHIPS } from '@/features/resources/filterArticles';
import { prepareCard, SearchEngine } from '@/features/resources/search/engine';
import { searchIndexData } from '@/features/resources/searchIndexData.build';
import { searchIndexFiles } from '@/features/resources/search/buildIndex.build';
import { SEARCH_INDEX_PATH, type SearchBase } from '@/features/resources/search/indexFormat';
import { realEngine, slugs, toyEngine } from './realIndex';

describe('search rules, on a made-up collection', () => {
  it('every word must match, in any order and any field, folded', () => {
    const engine = toyEngine([
      { slug: 'black-box', title: 'The Risk of Black-Box Audiences' },
      { slug: 'split', title: 'Boxes', summary: 'A black cat.', body: 'Nothing in a box.' },
      { slug: 'black-only', title: 'Black Friday' },
      { slug: 'party', title: 'First-Party Data, Explained' },
      { slug: 'cafe', title: 'Café Society', body: 'Isn’t it?' },
    ]);
    expect(slugs(engine, 'black box')).toEqual(['black-box', 'split']);
    expect(slugs(engine, 'box black')).toEqual(['black-box', 'split']);
    expect(slugs(engine, 'first party')).toEqual(['party']);
    expect(slugs(engine, 'FIRST-party')).toEqual(['party']);
    expect(slugs(engine, 'cafe isn’t')).toEqual(['cafe']);
    expect(slugs(engine, "CAFÉ isn't")).toEqual(['cafe']);
  });

  it('the last word matches as a prefix while typing; the others and a finished word only whole', () => {
    const engine = toyEngine([
      { slug: 'healthline', title: 'A Record Penalty', body: 'Healthline settled with the state.' },
      { slug: 'health', title: 'Health Data Basics' },
    ]);
    expect(slugs(engine, 'heal')).toEqual(['health', 'healthline']);
    expect(slugs(engine, 'healthli')).toEqual(['healthline']);
    expect(slugs(engine, 'heal penalty')).toEqual([]);
    expect(slugs(engine, 'penalty healthli')).toEqual(['healthline']);
    // Finished (a space after it), "sett" is a word of its own, which no article has.
    expect(slugs(engine, 'sett')).toEqual(['healthline']);
    expect(slugs(engine, 'sett ')).toEqual([]);
  });

  it('finds another form of the same word, below the word itself, and not while the word may still grow', () => {
    const engine = toyEngine([
      { slug: 'predicted', title: 'Who Predicted It', body: 'Predictions about one person.' },
      { slug: 'prediction', title: 'The Prediction Problem' },
      { slug: 'hoping', title: 'Hoping for Consent' },
      { slug: 'health', title: 'Health Data Basics' },
      { slug: 'healthline', title: 'A Record Penalty', body: 'Healthline settled.' },
    ]);
    expect(slugs(engine, 'prediction')).toEqual(['prediction', 'predicted']);
    expect(slugs(engine, 'predicted ')).toEqual(['predicted', 'prediction']);
    expect(slugs(engine, 'predicts')).toEqual(['predicted', 'prediction']);
    // A stem may end in letters its words do not: "hope" and "hoping".
    expect(slugs(engine, 'hope')).toEqual(['hoping']);
    // "healthli" is on its way to "healthline", not "health" with a suffix.
    expect(slugs(engine, 'healthli')).toEqual(['healthline']);
    expect(engine.search('predicts').isMatch('predictions')).toBe(true);
  });

  it('does not require the small words of a question, nor mark them', () => {
    const engine = toyEngine([
      { slug: 'ads', title: 'Health Data in Ads' },
      { slug: 'how', title: 'How Health Data Is Sold', body: 'Brokers sell it.' },
      { slug: 'other', title: 'Consent Basics' },
    ]);
    expect(slugs(engine, 'is there health data for ads')).toEqual(['ads']);
    expect(slugs(engine, 'how is health data sold')).toEqual(['how']);
    // The small words rank: the card that has them comes first.
    expect(slugs(engine, 'how health data')).toEqual(['how', 'ads']);
    const result = engine.search('how is health data sold');
    expect(['health', 'how', 'is'].map(result.isMatch)).toEqual([true, false, false]);
    // A query of small words only is searched for as it is.
    expect(slugs(engine, 'how is ')).toEqual(['how']);
  });

  it('forgives one edit in a word of four letters or more, and ranks exact matches first', () => {
    const engine = toyEngine([
      { slug: 'typo-in-title', title: 'Vendor Contracts' },
      { slug: 'exact-in-body', title: 'Missing Paperwork', body: 'Ask every vendors list for it.' },
      { slug: 'exact-in-title', title: 'Vendors That Fail' },
    ]);
    expect(slugs(engine, 'vendors')).toEqual(['exact-in-title', 'exact-in-body', 'typo-in-title']);
    // A swap is one edit: "vednors" is "vendors", two edits from "vendor".
    expect(slugs(engine, 'vednors')).toEqual(['exact-in-title', 'exact-in-body']);
    expect(slugs(engine, 'contarcts')).toEqual(['typo-in-title']);
    expect(slugs(engine, 'contrcts')).toEqual(['typo-in-title']);
    // Three letters: no typo forgiven ("fal" is not "fail").
    expect(slugs(engine, 'fal ')).toEqual([]);
  });

  it('ranks a title match above a heading or summary match, above a body match; else editorial order', () => {
    const engine = toyEngine([
      { slug: 'body', title: 'One', body: 'About inference.' },
      { slug: 'summary', title: 'Two', summary: 'About inference.' },
      { slug: 'heading', title: 'Three', headings: ['Inference is the risk'] },
      { slug: 'title', title: 'Inference Explained' },
      { slug: 'body-too', title: 'Four', body: 'Inference again.' },
    ]);
    expect(slugs(engine, 'inference')).toEqual(['title', 'summary', 'heading', 'body', 'body-too']);
  });

  it('ranks a body that has the word often above one that names it once, still below a heading', () => {
    const engine = toyEngine([
      { slug: 'once', title: 'One', body: 'Consent, once.' },
      { slug: 'heading', title: 'Two', headings: ['Consent'] },
      { slug: 'often', title: 'Three', body: 'Consent here. Consent there. Consent again. Consent at last.' },
    ]);
    expect(slugs(engine, 'consent')).toEqual(['heading', 'often', 'once']);
  });

  it('says which matches are only in the body, and what to mark', () => {
    const engine = toyEngine([
      { slug: 'card', title: 'Sephora and Disney' },
      { slug: 'body', title: 'Settlements', body: 'Sephora paid.' },
    ]);
    const result = engine.search('sephora');
    expect(result.hits.map((hit) => [hit.doc.slug, hit.inCard])).toEqual([
      ['card', true],
      ['body', false],
    ]);
    expect(['sephora', 'disney', 'sephoras', 'sephor'].map(result.isMatch)).toEqual([true, false, true, false]);
  });

  it('reads a compound written either way', () => {
    const engine = toyEngine([
      { slug: 'opt-out', title: 'How to Opt Out', body: 'De-identified data is still data.' },
      { slug: 'geofencing', title: 'Geofencing Clinics' },
      { slug: 'other', title: 'Other Rules', body: 'Geo data.' },
    ]);
    expect(slugs(engine, 'optout')).toEqual(['opt-out']);
    expect(slugs(engine, 'deidentified data')).toEqual(['opt-out']);
    expect(slugs(engine, 'geo fencing')).toEqual(['geofencing']);
    expect(slugs(engine, 'geo fencing clinics')).toEqual(['geofencing']);
    // Two words the articles both use stay two words.
    expect(slugs(engine, 'geo data')).toEqual(['other']);
    // A small word is never half of a compound: "another" is not "an other".
    expect(slugs(engine, 'another ')).toEqual([]);
  });

  it('with nothing found, suggests the closest word the articles contain, if it finds something', () => {
    const engine = toyEngine([
      { slug: 'target', title: 'Pregnancy Prediction' },
      { slug: 'center', title: 'A Data Center', body: 'Real audiences.' },
    ]);
    const result = engine.search('prgnacy');
    expect(result.hits).toEqual([]);
    expect(result.suggestion).toBe('pregnancy');
    expect(engine.search('zzqx').suggestion).toBeUndefined();
    // Two edits only from seven letters; none in a word of three; none that changes the first letter.
    expect(engine.search('cancer').suggestion).toBeUndefined();
    expect(engine.search('recall').suggestion).toBeUndefined();
    expect(engine.search('roi').suggestion).toBeUndefined();
    expect(engine.search('xenter').suggestion).toBeUndefined();
    // Each word exists, but no article has both: no suggestion, which would find nothing either.
    expect(engine.search('prgnacy center').suggestion).toBeUndefined();
    expect(engine.search('prgnacy prediction').suggestion).toBe('pregnancy prediction');
  });

  it('names the shards a query needs until they are loaded', () => {
    const files = searchIndexFiles([
      {
        doc: { slug: 'a', title: 'A', summary: '', date: '2025-01-01', label: 'AI', author: 'x', topics: [] },
        headings: [],
        body: 'Disney',
        readable: 'Disney',
      },
    ]);
    const engine = new SearchEngine(JSON.parse(files[0].json));
    expect(engine.search('disney')).toMatchObject({ hits: [], missing: [0] });
    engine.addShard(0, JSON.parse(files[1].json));
    expect(engine.search('disney')).toMatchObject({ hits: [{ doc: { slug: 'a' } }], missing: [] });
  });
});

describe('the substring rule still holds: whatever a piece of a title or summary finds is found', () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = await realEngine();
  });
  const substringRule = (query: string) => filterArticles(listedArticles, query).map((article) => article.slug);

  it.each(TOPIC_CHIPS)('chip %s', (chip) => {
    const found = slugs(engine, chip);
    expect(substringRule(chip).length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(substringRule(chip)));
  });

  it('any piece of any title or summary', () => {
    const texts = listedArticles.flatMap((article) => [article.title, article.summary]);
    const piece = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.integer({ min: 1, max: 30 }))
      .map(([text, start, length]) => text.slice(start % text.length, (start % text.length) + length));
    fc.assert(
      fc.property(piece, (query) => {
        // A blank box is no search: the listing shows every card.
        fc.pre(query.trim() !== '');
        expect(slugs(engine, query)).toEqual(expect.arrayContaining(substringRule(query)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('cards prepared ahead, as the browser prepares them between keystrokes', () => {
  let base: SearchBase;
  beforeAll(async () => {
    const files = await searchIndexData();
    base = JSON.parse(files.find((file) => file.path === SEARCH_INDEX_PATH)!.json) as SearchBase;
  });

  it('search as cards prepared by the engine itself', () => {
    const prepared = base.docs.map(prepareCard);
    for (const query of ['privacy', 'hipa', 'first party', 'Healthline', 'box black', 'pregnancy target']) {
      const ahead = new SearchEngine(base, prepared).search(query);
      const itself = new SearchEngine(base).search(query);
      expect(ahead.hits.map((hit) => hit.doc.slug)).toEqual(itself.hits.map((hit) => hit.doc.slug));
      expect(ahead.hits.length).toBeGreaterThan(0);
    }
  });

  it('are refused when they are not one per document', () => {
    expect(() => new SearchEngine(base, base.docs.slice(1).map(prepareCard))).toThrow(/one prepared card per document/);
  });
});
