// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { awaiting, confirmed } from '@/config/facts';
import { allArticles } from '@/content/articles';
import { awaitingFacts, factsIn, type AwaitingFact } from '@/app/awaitingFacts.build';
import { passageText } from '@/content/legal/blocks';
import privacyPolicy from '@/content/legal/privacy-policy';
import { FIGURE_STAND_IN, requestFigures, requestFiguresTable } from '@/content/legal/requestFigures';
import terms from '@/content/legal/terms';
import consumerHealthDataPolicy from '@/content/legal/consumer-health-data-policy';

const facts = await awaitingFacts('2026-05-01');
const inGroup = (group: AwaitingFact['group']) => facts.filter((fact) => fact.group === group);

/** The 8 article dates the client gives (docs/requirements.md). */
const CLIENT_DATES: Record<string, string> = {
  'compliance-not-privacy': '2025-10-01',
  'health-privacy-laws-all-over-the-map': '2025-10-08',
  'california-ai-regulations-healthcare-advertising': '2025-10-15',
  'privacy-is-the-new-performance': '2025-10-22',
  'target-pregnancy-prediction-health-advertising': '2025-07-25',
  'navigating-new-rules-healthcare-advertising': '2025-09-25',
  'privacy-first-marketing-strategies': '2025-09-19',
  'red-clover-healthcare-advertising-podcast': '2025-09-10',
};

describe('factsIn', () => {
  it('finds every fact in nested objects and arrays, with its path', () => {
    const found = factsIn({
      a: awaiting('x'),
      list: [{ b: confirmed(1, 'docs/requirements.md') }, 'plain'],
      c: { d: 2 },
    });
    expect(found.map(({ path }) => path)).toEqual(['a', 'list[0].b']);
  });
});

describe('the facts awaiting confirmation', () => {
  it('lists the company facts no source gives, and none the client or a public source confirms', () => {
    expect(inGroup('Company facts').map((fact) => fact.where.split(': ')[1])).toEqual([
      'legalName',
      'privacyEmail',
      'privacyPhone',
      'contactEmail',
      'bookingUrl',
      'linkedinUrl',
    ]);
    const founders = inGroup('Founders').map((fact) => fact.where.split(': ')[1]);
    expect(founders).toEqual(expect.arrayContaining(['[0].bio', '[0].profileUrl', '[1].name', '[1].bio']));
    expect(founders).not.toContain('[0].name');
  });

  it('lists every article date the client does not give, each with its page and the listing', () => {
    const dates = inGroup('Article dates');
    expect(dates.length).toBeGreaterThan(0);
    const chosenByUs = allArticles.filter((article) => article.dateStatus?.status === 'awaiting');
    expect(dates.map((fact) => fact.where)).toEqual(
      chosenByUs.map((article) => `src/content/articles/${article.slug}/meta.ts: date`),
    );
    for (const [slug, date] of Object.entries(CLIENT_DATES)) {
      expect(allArticles.find((article) => article.slug === slug)).toMatchObject({
        date,
        dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
      });
    }
    expect(dates).toContainEqual({
      group: 'Article dates',
      where: 'src/content/articles/hipaa-isnt-the-only-law/meta.ts: date',
      shown: '2025-06-04',
      pages: ['/resources/hipaa-isnt-the-only-law', '/resources'],
    });
  });

  it('lists every article bylined to the CEO as awaiting his review', () => {
    const bylined = allArticles.filter((article) => article.author === 'ceo').map((article) => article.slug);
    expect(bylined.length).toBeGreaterThan(0);
    expect(inGroup('Awaiting the CEO’s review').map((fact) => fact.where)).toEqual(
      bylined.map((slug) => `src/content/articles/${slug}/meta.ts: ceoReview`),
    );
  });

  it('lists what the podcast pages say about each recording, but not the client’s 40:50', () => {
    const episodes = inGroup('Podcast episodes');
    const navigating = episodes.filter((fact) => fact.where.includes('navigating-new-rules'));
    expect(navigating.map((fact) => fact.where.split(': ')[1])).toEqual([
      'podcast#2.summary',
      'podcast#2.guests',
      'podcast#2.embedUrl',
      'podcast#2.externalUrl',
    ]);
    expect(
      episodes.some((fact) =>
        fact.where.endsWith('red-clover-healthcare-advertising-podcast/body.ts: podcast#2.runtime'),
      ),
    ).toBe(true);
    expect(episodes.some((fact) => fact.where.includes('privacy-first-marketing-strategies'))).toBe(true);
    expect(episodes.every((fact) => fact.pages?.length === 1)).toBe(true);
  });

  it('lists every legal draft as awaiting legal review, with the passages marked for review', () => {
    const legal = inGroup('Awaiting legal review').filter((fact) => !fact.where.includes(': '));
    expect(legal.map(({ shown, pages }) => [shown, pages])).toEqual([
      ['Privacy Policy', ['/privacy']],
      ['Terms of Use', ['/terms']],
      ['Consumer Health Data Privacy Policy', ['/consumer-health-data-privacy-policy']],
    ]);
    for (const fact of legal) expect(fact.detail).toMatch(/^[1-9]\d* passages marked for review/);
  });

  it('lists every passage marked with what must be decided, quoted by its first words, on its page', () => {
    const listed = inGroup('Awaiting legal review').filter((fact) => fact.where.includes(': '));
    const noted = [privacyPolicy, terms, consumerHealthDataPolicy].flatMap((document) =>
      document.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.type === 'review' && block.note ? [{ section, block }] : [])),
      ),
    );
    expect(noted.length).toBeGreaterThan(0);
    expect(listed.map((fact) => fact.detail)).toEqual(noted.map(({ block }) => block.note));
    for (const [index, { section, block }] of noted.entries()) {
      expect(listed[index].where).toMatch(new RegExp(`: #${section.id} \\(${block.reason}\\)$`));
      expect(passageText(block.blocks).startsWith(listed[index].shown.replace(/ …$/, ''))).toBe(true);
      expect(listed[index].pages).toHaveLength(1);
    }
  });

  it('lists every passage of the health data policy that goes beyond the company’s own statements', () => {
    const listed = inGroup('Awaiting legal review').filter((fact) =>
      fact.where.startsWith('src/content/legal/consumer-health-data-policy.ts: '),
    );
    const marked = consumerHealthDataPolicy.sections.flatMap((section) =>
      section.blocks.filter((block) => block.type === 'review'),
    );
    // Each passage marked for review says what must be decided, so the check lists every one.
    expect(marked.every((block) => block.type === 'review' && block.note)).toBe(true);
    expect(listed).toHaveLength(marked.length);
    expect(listed.every((fact) => fact.pages?.[0] === '/consumer-health-data-privacy-policy')).toBe(true);
  });

  it('lists every privacy request figure the company has not given, by kind and measure, on /privacy', () => {
    const figures = factsIn(requestFigures);
    const awaited = figures.filter(({ fact }) => fact.status === 'awaiting');
    expect(inGroup('Privacy request figures')).toEqual(
      awaited.map(({ path, fact }) => ({
        group: 'Privacy request figures',
        where: `src/content/legal/requestFigures.ts: ${path}`,
        shown: String(fact.value),
        pages: ['/privacy'],
      })),
    );
    // A stand-in never passes for a figure: it reads as one awaiting the company, never as a number.
    for (const { fact } of awaited) expect(fact.value).toBe(FIGURE_STAND_IN);
    // Every row of the policy's table is a kind of request with all five measures.
    for (const row of requestFiguresTable.rows)
      expect(row.figures).toHaveLength(requestFiguresTable.columns.length - 1);
  });

  it('lists what the privacy policy owes on the day asked: its list of states, then its renewal too', async () => {
    expect(inGroup('Privacy policy renewal').map((fact) => fact.where)).toEqual([
      'src/content/legal/states.ts: RIGHTS_STATES',
    ]);
    const later = (await awaitingFacts('2026-09-03')).filter((fact) => fact.group === 'Privacy policy renewal');
    expect(later.map((fact) => fact.where)).toEqual([
      'src/content/legal/privacy-policy.ts: date',
      'src/content/legal/states.ts: RIGHTS_STATES',
    ]);
  });

  it('a stand-in never passes for a fact: URLs on a reserved example host, the phone a 555-01xx number', () => {
    const shown = facts.filter((fact) => fact.group !== 'Awaiting legal review').map((fact) => fact.shown);
    for (const url of shown.filter((value) => value.startsWith('http')))
      expect(url).toMatch(/^https:\/\/example\.com\//);
    const phone = facts.find((fact) => fact.where.endsWith(': privacyPhone'))!;
    expect(phone.text).toEqual(['1-800-555-0142', '+18005550142']);
    expect(phone.shown).toMatch(/555-01\d\d/);
  });
});
