import type { ArticleMeta } from './types';

/**
 * The article registry: every article's metadata, for the listing, the sitemap and the feed.
 * An article page loads just its own metadata and body through ./load.ts. A folder name is a slug.
 */
const metaModules = import.meta.glob<ArticleMeta>('./*/meta.ts', { eager: true, import: 'default' });

const slugOf = (modulePath: string) => modulePath.split('/')[1];

const bySlug = new Map<string, ArticleMeta>(
  Object.entries(metaModules).map(([modulePath, meta]) => [slugOf(modulePath), meta]),
);

/**
 * The listing's editorial order (spec: coded order, not strictly by date): the newest analysis
 * first, then the podcasts together, then the evergreen explainers.
 */
export const LISTED_SLUGS = [
  'ai-health-advertising-regulatory-storm-2026',
  'first-party-third-party-audiences-better-together',
  'black-box-health-audiences-risk',
  'health-data-vendors-fail-basics',
  'privacy-is-the-new-performance',
  'california-ai-regulations-healthcare-advertising',
  'health-privacy-laws-all-over-the-map',
  'compliance-not-privacy',
  'navigating-new-rules-healthcare-advertising',
  'privacy-first-marketing-strategies',
  'red-clover-healthcare-advertising-podcast',
  'redefining-precision-targeting',
  'why-modeled-audiences-fail-rare-disease',
  'target-pregnancy-prediction-health-advertising',
  'what-is-data-broker-healthcare-advertising',
  'three-types-health-audience-data',
  'state-privacy-laws-supersede-hipaa',
  'uc-irvine-study-data-brokers-privacy',
  'healthline-case-healthcare-marketers',
  'surprise-consumer-expectations-are-now-a-legal-standard',
  'hipaa-isnt-the-only-law',
] as const;

/**
 * Pages reachable by URL but not listed. The earlier, shorter Healthline piece stays online for the
 * links already pointing at it; the listing shows the fuller healthline-case-healthcare-marketers.
 */
export const UNLISTED_SLUGS = ['healthline-case-turning-point-health-advertising'] as const;

export function getArticle(slug: string): ArticleMeta | undefined {
  return bySlug.get(slug);
}

/** Every article with a page, listed or not. */
export const allArticles: ArticleMeta[] = [...bySlug.values()];

/** The listing, in editorial order. */
export const listedArticles: ArticleMeta[] = LISTED_SLUGS.map((slug) => bySlug.get(slug)).filter(
  (meta): meta is ArticleMeta => meta !== undefined,
);

export { articlePath } from './paths';
