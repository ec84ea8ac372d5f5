import { describe, expect, it } from 'vitest';
import { awaiting, confirmed, factsIn } from '@/config/facts';
import { siteFacts } from '@/config/site';
import { allArticles, listedArticles } from '@/content/articles';
import { loadArticle } from '@/content/articles/load';
import { founderFacts } from '@/content/founders';
import { passageText } from '@/content/legal/blocks';
import consumerHealthDataPolicy from '@/content/legal/consumer-health-data-policy';
import privacyPolicy from '@/content/legal/privacy-policy';
import { FIGURE_STAND_IN, requestFigures, requestFiguresTable } from '@/content/legal/requestFigures';
import terms from '@/content/legal/terms';
import { renewalDue } from '@/content/legal/renewal';
import { awaitingFacts, renewalFacts, type AwaitingFact } from '@/app/awaitingFacts.build';

// The rules below hold over whatever the content is: confirming a fact only moves it off these lists.
const TODAY = '2026-05-01';
const facts = await awaitingFacts(TODAY);
const inGroup = (group: AwaitingFact['group']) => facts.filter((fact) => fact.group === group);
/** Each legal draft with its page. */
const LEGAL = [
  [privacyPolicy, '/privacy'],
  [terms, '/terms'],
  [consumerHealthDataPolicy, '/consumer-health-data-privacy-policy'],
] as const;

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

/** The paths of the facts in `value` still awaiting confirmation. */
const awaitingPaths = (value: unknown) =>
  factsIn(value)
    .filter(({ fact }) => fact.status === 'awaiting')
    .map(({ path }) => path);

const wherePath = (fact: AwaitingFact) => fact.where.split(': ')[1];
const listed = new Set(listedArticles.map((article) => article.slug));
const pagesOf = (slug: string) => (listed.has(slug) ? [`/resources/${slug}`, '/resources'] : [`/resources/${slug}`]);

describe('the facts awaiting confirmation', () => {
  it('lists each company and founder fact that awaits, and none that is confirmed', () => {
    expect(inGroup('Company facts').map(wherePath)).toEqual(awaitingPaths(siteFacts));
    expect(inGroup('Founders').map(wherePath)).toEqual(awaitingPaths(founderFacts));
    for (const fact of inGroup('Company facts')) expect(fact.where).toMatch(/^src\/config\/site\.ts: /);
  });

  it('lists every article date awaiting the company, as shown, with its page and, when listed, the listing; and every article bylined to the CEO while it awaits his review', () => {
    const awaitingDates = allArticles.filter((article) => article.dateStatus?.status === 'awaiting');
    expect(inGroup('Article dates')).toEqual(
      awaitingDates.map((article) => ({
        group: 'Article dates',
        where: `src/content/articles/${article.slug}/meta.ts: date`,
        shown: article.date,
        pages: pagesOf(article.slug),
      })),
    );
    const awaitingReview = allArticles.filter(
      (article) => article.author === 'ceo' && article.ceoReview.status === 'awaiting',
    );
    expect(inGroup('Awaiting the CEO’s review').map((fact) => fact.where)).toEqual(
      awaitingReview.map((article) => `src/content/articles/${article.slug}/meta.ts: ceoReview`),
    );
  });

  it('lists each awaiting fact of a podcast episode, on its own page, and no confirmed one', async () => {
    const expected = (
      await Promise.all(
        allArticles.map(async (article) =>
          ((await loadArticle(article.slug))?.body ?? []).flatMap((block, index) =>
            awaitingPaths(block).map((path) => ({
              where: `src/content/articles/${article.slug}/body.ts: ${block.type}#${index + 1}.${path}`,
              pages: [`/resources/${article.slug}`],
            })),
          ),
        ),
      )
    ).flat();
    expect(inGroup('Podcast episodes').map(({ where, pages }) => ({ where, pages }))).toEqual(expected);
  });

  it('lists a legal document while counsel has not approved it or a passage is still marked for review', () => {
    for (const [document, page] of LEGAL) {
      const marked = document.sections.flatMap((section) => section.blocks).filter((block) => block.type === 'review');
      const fact = inGroup('Awaiting legal review').find((candidate) => candidate.shown === document.title);
      if (document.legalReview.status === 'awaiting' || marked.length > 0) {
        expect(fact?.pages).toEqual([page]);
        expect(fact?.detail).toMatch(new RegExp(`^${marked.length} passages marked for review`));
      } else expect(fact).toBeUndefined();
    }
  });

  it('lists every passage marked with what must be decided, quoted by its first words, on its page', () => {
    const listed = inGroup('Awaiting legal review').filter((fact) => fact.where.includes(': '));
    const noted = LEGAL.flatMap(([document, page]) =>
      document.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.type === 'review' && block.note ? [{ section, block, page }] : [])),
      ),
    );
    expect(noted.length).toBeGreaterThan(0);
    expect(listed.map((fact) => fact.detail)).toEqual(noted.map(({ block }) => block.note));
    for (const [index, { section, block, page }] of noted.entries()) {
      expect(listed[index].where).toMatch(new RegExp(`: #${section.id} \\(${block.reason}\\)$`));
      expect(passageText(block.blocks).startsWith(listed[index].shown.replace(/ …$/, ''))).toBe(true);
      expect(listed[index].pages).toEqual([page]);
    }
    // The health data policy goes beyond the company's own statements: each of its marked passages says what
    // must be decided, so every one is listed.
    const health = consumerHealthDataPolicy.sections.flatMap((section) => section.blocks);
    expect(health.filter((block) => block.type === 'review').every((block) => block.note)).toBe(true);
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

  it('lists what the privacy policy owes on the day: its renewal once due, its list of states while a law is missing', async () => {
    // When each is due, tests/content/renewal.test.ts holds on a policy and states of its own.
    const due = renewalDue(privacyPolicy.date);
    const owed = (await awaitingFacts(due)).filter((fact) => fact.group === 'Privacy policy renewal');
    expect(owed).toEqual(renewalFacts(due));
    expect(owed.map((fact) => fact.where)).toContain('src/content/legal/privacy-policy.ts: date');
  });

  it('a stand-in never passes for a fact: URLs on a reserved example host, a phone a 555-01xx number', () => {
    const shown = facts.filter((fact) => fact.group !== 'Awaiting legal review').map((fact) => fact.shown);
    for (const url of shown.filter((value) => value.startsWith('http')))
      expect(url).toMatch(/^https:\/\/example\.com\//);
    for (const phone of facts.filter((fact) => /: \w*[pP]hone$/.test(fact.where))) {
      expect(phone.shown).toMatch(/555-01\d\d/);
      expect(phone.text?.length).toBeGreaterThan(0);
    }
  });
});
