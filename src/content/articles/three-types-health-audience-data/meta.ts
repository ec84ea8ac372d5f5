import type { ArticleDetails } from '../types';

export default {
  title: 'The Three Types of Health Audience Data',
  summary:
    'Every health audience is built from identified, inferred or aggregated group-level data, whatever the vendor calls it. How to tell them apart, and why the legal exposure of each is so different.',
  date: '2025-08-20',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Inference', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
