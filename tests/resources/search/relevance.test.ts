import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from '@/features/resources/search/engine';
import { realEngine, slugs } from './realIndex';

/**
 * What a reader would type about a subject the articles cover, with the article (or articles, where two
 * cover it) they would expect. Written from the articles' subjects, not their sentences, so rewording a
 * paragraph does not break it. The search passes when at least 90% land in the top three and none is empty.
 */
const RELEVANCE: [query: string, expected: string[]][] = [
  ['target pregnancy', ['target-pregnancy-prediction-health-advertising']],
  ['pregancy prediction', ['target-pregnancy-prediction-health-advertising']],
  [
    'healthline settlement',
    ['healthline-case-healthcare-marketers', 'healthline-case-turning-point-health-advertising'],
  ],
  ['helthline penalty', ['healthline-case-turning-point-health-advertising', 'healthline-case-healthcare-marketers']],
  ['rare disease models', ['why-modeled-audiences-fail-rare-disease']],
  ['what is a data broker', ['what-is-data-broker-healthcare-advertising']],
  ['uc irvine study', ['uc-irvine-study-data-brokers-privacy']],
  ['delete act drop', ['what-is-data-broker-healthcare-advertising', 'uc-irvine-study-data-brokers-privacy']],
  ['health breach notification rule', ['hipaa-isnt-the-only-law']],
  ['goodrx betterhelp premom', ['hipaa-isnt-the-only-law']],
  ['colorado ai 2026', ['ai-health-advertising-regulatory-storm-2026']],
  [
    'ab 3030 clinician',
    ['california-ai-regulations-healthcare-advertising', 'ai-health-advertising-regulatory-storm-2026'],
  ],
  ['consumer expectations', ['surprise-consumer-expectations-are-now-a-legal-standard']],
  ['cmia', ['state-privacy-laws-supersede-hipaa']],
  ['hipaa preemption', ['state-privacy-laws-supersede-hipaa']],
  ['global privacy control', ['privacy-first-marketing-strategies', 'health-privacy-laws-all-over-the-map']],
  ['state laws patchwork', ['health-privacy-laws-all-over-the-map']],
  ['red clover', ['red-clover-healthcare-advertising-podcast']],
  ['box black', ['black-box-health-audiences-risk']],
  ['vendor due diligence', ['health-data-vendors-fail-basics', 'black-box-health-audiences-risk']],
  ['first party data', ['first-party-third-party-audiences-better-together']],
  ['identified inferred aggregated', ['three-types-health-audience-data']],
  ['precision targeting', ['redefining-precision-targeting']],
  ['consumers trust performance', ['privacy-is-the-new-performance']],
  ['compliance privacy', ['compliance-not-privacy']],
  // Asked as a question, in the reader's own form of the words.
  ['predicted pregnancy', ['target-pregnancy-prediction-health-advertising']],
  ['why do modeled audiences fail', ['why-modeled-audiences-fail-rare-disease']],
  [
    'what does the healthline settlement mean for marketers',
    ['healthline-case-healthcare-marketers', 'healthline-case-turning-point-health-advertising'],
  ],
  ['is hipaa the only law', ['hipaa-isnt-the-only-law']],
  ['does state law override hipaa', ['state-privacy-laws-supersede-hipaa']],
  ['what did the uc irvine study find', ['uc-irvine-study-data-brokers-privacy']],
  ['who is red clover', ['red-clover-healthcare-advertising-podcast']],
];

describe('relevance: what readers type finds what they expect', () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = await realEngine();
  });

  it('finds something for every query', () => {
    const empty = RELEVANCE.filter(([query]) => slugs(engine, query).length === 0).map(([query]) => query);
    expect(empty).toEqual([]);
  });

  it('puts an expected article in the top three for at least 90% of the queries', () => {
    const misses = RELEVANCE.filter(
      ([query, expected]) =>
        !slugs(engine, query)
          .slice(0, 3)
          .some((slug) => expected.includes(slug)),
    ).map(([query]) => `${query} → ${slugs(engine, query).slice(0, 3).join(', ')}`);
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(Math.floor(RELEVANCE.length * 0.1));
  });
});
