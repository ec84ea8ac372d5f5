import type { ArticleDetails } from '../types';

export default {
  title: 'Surprise! Consumer Expectations Are Now a Legal Standard',
  summary:
    'California’s CCPA regulations make a consumer’s reasonable expectations a legal test for data use. What §7002 says, the five factors it weighs, and why the Healthline settlement makes it urgent.',
  date: '2025-07-16',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['California', 'Privacy', 'Inference', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
