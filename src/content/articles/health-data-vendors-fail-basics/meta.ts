import type { ArticleDetails } from '../types';

export default {
  title: 'When Health Data Vendors Fail the Basics',
  summary:
    'Unanswered privacy requests, opt-outs that don’t stick, contracts missing required terms: the evidence on data vendors is mixed at best. What it means, and a due-diligence list for buyers.',
  date: '2025-10-29',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Compliance', 'Privacy', 'Audiences'],
  kind: 'article',
} satisfies ArticleDetails;
