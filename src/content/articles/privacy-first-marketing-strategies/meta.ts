import type { ArticleMeta } from '../types';

export default {
  slug: 'privacy-first-marketing-strategies',
  title: 'Privacy-First Marketing Strategies: Podcast Analysis',
  summary:
    'Analysis from our podcasts on privacy-first marketing: why Global Privacy Control is now mandatory in many states, what the Healthline case says about opt-outs that don’t work, and a playbook for health marketers.',
  date: '2025-09-19',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'team',
  topics: ['Podcasts', 'Privacy', 'Compliance', 'California'],
  kind: 'podcast',
} satisfies ArticleMeta;
