import type { ArticleDetails } from '../types';

export default {
  title: 'HIPAA Isn’t the Only Law',
  summary:
    'Health apps, publishers and advertisers that never touch a hospital’s records still answer to the FTC and to new state health-data laws. What the Breach Notification Rule and three FTC cases mean.',
  date: '2025-06-04',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['HIPAA', 'Privacy', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
