import type { ArticleMeta } from '../types';

export default {
  slug: 'red-clover-healthcare-advertising-podcast',
  title: 'Red Clover Podcast: Healthcare Advertising and Privacy Law',
  // F8: HIPAA preemption; S2, W1, N1: the state laws; K4: group-level audiences, no individual predictions.
  summary:
    'Notes to go with a Red Clover episode, for listeners of podcasts on health advertising: where HIPAA stops, how state privacy laws add to it, and what group-level audiences change.',
  date: '2025-09-10',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'team',
  topics: ['Podcasts', 'HIPAA', 'Privacy', 'Audiences'],
  kind: 'podcast',
  order: 1100,
} satisfies ArticleMeta;
