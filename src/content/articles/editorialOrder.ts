/**
 * The order the client set for its first 21 articles on /resources (not strictly by date): the newest
 * analysis first, then the podcasts together, then the evergreen explainers. The listing shows these after
 * every article not named here, which come first, newest first (./listing.ts). To move one of these 21,
 * move its line; a new article needs no line.
 */
export const EDITORIAL_ORDER: readonly string[] = [
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
];
