import type { ArticleMeta } from '../types';

export default {
  slug: 'privacy-is-the-new-performance',
  title: 'Privacy Is the New Performance',
  summary:
    'Google has retired most of Privacy Sandbox and cookies are staying, so the law, not the browser, sets the limits on health advertising. How to deliver results without individual health predictions.',
  date: '2025-10-22',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Privacy', 'Audiences', 'Compliance'],
  kind: 'article',
  order: 1040,
} satisfies ArticleMeta;
