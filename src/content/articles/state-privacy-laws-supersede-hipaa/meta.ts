import type { ArticleDetails } from '../types';

export default {
  title: 'When State Privacy Laws Go Further Than HIPAA',
  summary:
    'State privacy laws don’t override HIPAA: stricter state provisions survive alongside it, and consumer-health-data laws reach data HIPAA never covered. How preemption really works for marketers.',
  date: '2025-08-13',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['HIPAA', 'Privacy', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
