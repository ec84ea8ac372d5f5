import type { ArticleDetails } from '../types';

export default {
  title: 'Redefining Precision Targeting in Healthcare',
  summary:
    'In health marketing, “precision” has come to mean knowing exactly who has a condition, and that is now a privacy liability. How group-level measurement keeps the precision marketers actually need.',
  date: '2025-09-03',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Inference', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
