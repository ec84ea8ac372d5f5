import type { ArticleDetails } from '../types';

export default {
  title: 'Health Privacy Laws Are All Over the Map',
  summary:
    'Maryland’s privacy law took effect October 1, and three more states follow in January. How comprehensive, health-specific and opt-out-signal laws fit together, and why we plan for the strictest state.',
  date: '2025-10-08',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Privacy', 'Compliance', 'HIPAA'],
  kind: 'article',
} satisfies ArticleDetails;
