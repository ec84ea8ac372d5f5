import type { ArticleMeta } from '../types';

export default {
  slug: 'redefining-precision-targeting',
  title: 'Redefining Precision Targeting in Healthcare',
  summary:
    'In health marketing, “precision” has come to mean knowing exactly who has a condition. That kind of precision is now a privacy liability. Why identification and inference carry the risk, and how group-level measurement keeps the precision marketers actually need.',
  date: '2025-09-03',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Inference', 'Privacy'],
  kind: 'article',
  order: 1110,
} satisfies ArticleMeta;
