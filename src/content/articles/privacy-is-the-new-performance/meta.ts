import type { ArticleDetails } from '../types';

export default {
  title: 'Privacy Is the New Performance',
  summary:
    'Google has retired most of Privacy Sandbox and cookies are staying, so the law, not the browser, sets the limits on health advertising. How to deliver results without individual health predictions.',
  date: '2025-10-22',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Privacy', 'Audiences', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
