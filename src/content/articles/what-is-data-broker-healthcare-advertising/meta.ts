import type { ArticleDetails } from '../types';

export default {
  title: 'What Is a Data Broker? A Healthcare Advertiser’s Guide',
  summary:
    'Data brokers sit behind many health audiences, and California is about to make deleting data from all of them a single request. What a broker is, how brokers operate, and what to ask before you buy.',
  date: '2025-08-27',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Privacy', 'California', 'Audiences', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
