import type { ArticleDetails } from '../types';

export default {
  title: 'UC Irvine Study: Data Brokers Ignore Privacy Requests',
  summary:
    'Researchers sent CCPA access requests to all 543 data brokers on California’s registry, and more than 40% never responded. What the study found, what the law requires, and what it means for buyers.',
  date: '2025-08-06',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Privacy', 'California', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
