/**
 * Every fact still awaiting the company's confirmation, gathered from the modules that hold them: the
 * company facts (src/config/site.ts), the founders, the facts inside article bodies (podcast episodes),
 * the article dates the client does not give, the articles bylined to the CEO, the legal drafts, and what
 * the privacy policy owes on the build date (its yearly renewal, its list of states).
 * Read by `npm run launch-check` and the build's warning (through src/entry-server.tsx); never by a page.
 */
import { factsIn, factStrings } from '@/config/facts';
import { siteFacts } from '@/config/site';
import { allArticles, articlePath, listedArticles } from '@/content/articles';
import { articleAwaits } from '@/content/articles/awaits';
import { loadArticle } from '@/content/articles/load';
import type { ArticleMeta } from '@/content/articles/types';
import { founderFacts } from '@/content/founders';
import { passageText } from '@/content/legal/blocks';
import consumerHealthDataPolicy from '@/content/legal/consumer-health-data-policy';
import privacyPolicy from '@/content/legal/privacy-policy';
import { REQUEST_FIGURES_YEAR, requestFigures } from '@/content/legal/requestFigures';
import terms from '@/content/legal/terms';
import { policyOverdue, RENEWAL_STATUTE, renewalDue, statesMissing } from '@/content/legal/renewal';
import { RIGHTS_STATES } from '@/content/legal/states';
import type { LegalDocument } from '@/content/legal/types';
import { formatDate } from '@/lib/dates';

export type AwaitingGroup =
  | 'Company facts'
  | 'Founders'
  | 'Podcast episodes'
  | 'Article dates'
  | 'Awaiting the CEO’s review'
  | 'Awaiting legal review'
  | 'Privacy request figures'
  | 'Privacy policy renewal';

export interface AwaitingFact {
  group: AwaitingGroup;
  /** Where to confirm it: file and field. */
  where: string;
  /** The stand-in the site shows meanwhile (or the document's title). */
  shown: string;
  /** What else the check should say about it. */
  detail?: string;
  /** The routes that show it, when the content knows them (an article's page, the listing). */
  pages?: string[];
  /** Otherwise, text whose presence in a built page means that page shows it. */
  text?: string[];
}

function awaitingIn(
  value: unknown,
  group: AwaitingGroup,
  file: string,
  pages?: string[],
  basePath = '',
): AwaitingFact[] {
  return factsIn(value, basePath)
    .filter(({ fact }) => fact.status === 'awaiting')
    .map(({ path, fact }) => {
      const text = factStrings(fact.value);
      return { group, where: `${file}: ${path}`, shown: text.join(' / '), ...(pages ? { pages } : { text }) };
    });
}

const listed = new Set(listedArticles.map((article) => article.slug));

/** An article's own page, and the listing when it shows the article's card. */
function pagesOf(article: ArticleMeta): string[] {
  return listed.has(article.slug) ? [articlePath(article.slug), '/resources'] : [articlePath(article.slug)];
}

function articleFacts(article: ArticleMeta): AwaitingFact[] {
  const meta = `src/content/articles/${article.slug}/meta.ts`;
  const facts: AwaitingFact[] = [];
  const awaits = articleAwaits(article);
  if (awaits.date)
    facts.push({ group: 'Article dates', where: `${meta}: date`, shown: article.date, pages: pagesOf(article) });
  if (awaits.byline)
    facts.push({
      group: 'Awaiting the CEO’s review',
      where: `${meta}: ceoReview`,
      shown: article.title,
      pages: pagesOf(article),
    });
  return facts;
}

const LEGAL: [LegalDocument, string, string][] = [
  [privacyPolicy, 'src/content/legal/privacy-policy.ts', '/privacy'],
  [terms, 'src/content/legal/terms.ts', '/terms'],
  [
    consumerHealthDataPolicy,
    'src/content/legal/consumer-health-data-policy.ts',
    '/consumer-health-data-privacy-policy',
  ],
];

/** How much of a passage the launch check quotes to name it. */
const QUOTED_WORDS = 12;

/**
 * A legal draft awaits review until counsel approves it and no passage is left marked for review; each marked
 * passage that says what must be decided is listed on its own, quoted by its first words.
 */
function legalFacts(): AwaitingFact[] {
  return LEGAL.flatMap(([document, file, page]) => {
    const marked = document.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === 'review' ? [{ section: section.id, block }] : [])),
    );
    if (document.legalReview.status === 'confirmed' && marked.length === 0) return [];
    const count = (reason: string) => marked.filter(({ block }) => block.reason === reason).length;
    const noted = marked.flatMap(({ section, block }) => {
      if (!block.note) return [];
      const words = passageText(block.blocks).split(/\s+/);
      const quoted = words.slice(0, QUOTED_WORDS).join(' ') + (words.length > QUOTED_WORDS ? ' …' : '');
      return [
        {
          group: 'Awaiting legal review' as const,
          where: `${file}: #${section} (${block.reason})`,
          shown: quoted,
          detail: block.note,
          pages: [page],
        },
      ];
    });
    return [
      {
        group: 'Awaiting legal review' as const,
        where: file,
        shown: document.title,
        detail: `${marked.length} passages marked for review (${count('practice')} practice, ${count('legal')} legal)`,
        pages: [page],
      },
      ...noted,
    ];
  });
}

/** `names` as prose: 'Utah', 'Utah and Iowa', 'Indiana, Kentucky and Rhode Island'. */
const and = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What the privacy policy owes on `today` (ISO), the build date: a renewal once it is 12 months old, and its
 * list of states for as long as a state law in force is missing from it. */
export function renewalFacts(today: string): AwaitingFact[] {
  const file = 'src/content/legal/privacy-policy.ts';
  const facts: AwaitingFact[] = [];
  if (policyOverdue(privacyPolicy.date, today))
    facts.push({
      group: 'Privacy policy renewal',
      where: `${file}: date`,
      shown: `${privacyPolicy.dateLabel} ${formatDate(privacyPolicy.date)}`,
      detail: `privacy policy older than 12 months on ${formatDate(today)}: ${RENEWAL_STATUTE} requires it to be updated at least once every 12 months (due ${formatDate(renewalDue(privacyPolicy.date))}). Counsel to review it and give it a new effective date.`,
      pages: ['/privacy'],
    });
  const missing = statesMissing(today);
  if (missing.length > 0) {
    const byDate = [...new Set(missing.map((law) => law.inForce))].map(
      (date) =>
        `${and(missing.filter((law) => law.inForce === date).map((law) => law.state))} (since ${formatDate(date)})`,
    );
    facts.push({
      group: 'Privacy policy renewal',
      where: 'src/content/legal/states.ts: RIGHTS_STATES',
      shown: `${RIGHTS_STATES.length} states`,
      detail: `marked for counsel review: not current on ${formatDate(today)}; it leaves out the comprehensive privacy laws of ${and(byDate)}.`,
      pages: ['/privacy'],
    });
  }
  return facts;
}

/** The yearly request figures still awaiting the company on `today` (ISO); overdue from July 1 of the next year,
 * the day Cal. Civ. Code §1798.99.85 has them published by. */
export function requestFigureFacts(today: string): AwaitingFact[] {
  const due = `${REQUEST_FIGURES_YEAR + 1}-07-01`;
  const detail = `overdue: the ${REQUEST_FIGURES_YEAR} figures were due in the privacy policy by ${formatDate(due)}`;
  return awaitingIn(requestFigures, 'Privacy request figures', 'src/content/legal/requestFigures.ts', ['/privacy']).map(
    (fact) => (today >= due ? { ...fact, detail } : fact),
  );
}

/** Every fact awaiting confirmation on `today` (ISO), the build date. */
export async function awaitingFacts(today: string): Promise<AwaitingFact[]> {
  const bodies = await Promise.all(
    allArticles.map(async (article) => {
      const file = `src/content/articles/${article.slug}/body.ts`;
      const body = (await loadArticle(article.slug))?.body ?? [];
      // 'podcast#2.summary': the body's second block, a podcast, its summary.
      return body.flatMap((block, index) =>
        awaitingIn(block, 'Podcast episodes', file, [articlePath(article.slug)], `${block.type}#${index + 1}`),
      );
    }),
  );
  return [
    ...awaitingIn(siteFacts, 'Company facts', 'src/config/site.ts'),
    ...awaitingIn(founderFacts, 'Founders', 'src/content/founders.ts'),
    ...bodies.flat(),
    ...allArticles.flatMap(articleFacts),
    ...legalFacts(),
    ...requestFigureFacts(today),
    ...renewalFacts(today),
  ];
}
