import type { ArticleMeta } from '../types';

export default {
  slug: 'state-privacy-laws-supersede-hipaa',
  title: 'When State Privacy Laws Go Further Than HIPAA',
  summary:
    'State privacy laws don’t override HIPAA. Stricter state provisions survive alongside it, and new consumer-health-data laws reach the data HIPAA never covered. How preemption really works, and what it means for health marketers.',
  date: '2025-08-13',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['HIPAA', 'Privacy', 'Compliance'],
  kind: 'article',
  order: 1160,
} satisfies ArticleMeta;
