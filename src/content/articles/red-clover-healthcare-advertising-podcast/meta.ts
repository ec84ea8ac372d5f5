import type { ArticleDetails } from '../types';

export default {
  title: 'Red Clover Podcast: Healthcare Advertising and Privacy Law',
  // From the sources listed in ./body.ts: HIPAA preemption; the state laws (state law count, Washington MHMDA,
  // Nevada SB 370); the company's own product claims: group-level audiences, no individual predictions.
  summary:
    'Notes to go with a Red Clover episode, for listeners of podcasts on health advertising: where HIPAA stops, how state privacy laws add to it, and what group-level audiences change.',
  date: '2025-09-10',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'team',
  topics: ['Podcasts', 'HIPAA', 'Privacy', 'Audiences'],
  kind: 'podcast',
} satisfies ArticleDetails;
