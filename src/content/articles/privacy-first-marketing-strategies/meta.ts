import type { ArticleMeta } from '../types';

export default {
  slug: 'privacy-first-marketing-strategies',
  title: 'Privacy-First Marketing Strategies: Podcast Analysis',
  // S3, S3a: the states requiring GPC, each from its own date. H3: Healthline's opt-outs.
  summary:
    'Notes for listeners of podcasts on privacy-first marketing: which states require honoring Global Privacy Control and from when, what Healthline says about opt-outs, and a playbook.',
  date: '2025-09-19',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'team',
  topics: ['Podcasts', 'Privacy', 'Compliance', 'California'],
  kind: 'podcast',
  order: 1090,
} satisfies ArticleMeta;
