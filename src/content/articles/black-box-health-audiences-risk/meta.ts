import type { ArticleDetails } from '../types';

export default {
  title: 'The Hidden Risk of Black-Box Health Audiences',
  summary:
    'Most health segments arrive with no view of the sources, consent or inferences inside. Broker studies, recent enforcement and California’s risk-assessment rules make that opacity the buyer’s problem.',
  date: '2025-11-05',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Compliance', 'California', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
