import type { ArticleDetails } from '../types';

export default {
  title: 'First- and Third-Party Audiences: Better Together, If Built Right',
  summary:
    'First-party data can’t reach people who haven’t found your brand; third-party health data carries the risk regulators pursue. How to combine them without joining anyone’s health record.',
  date: '2025-11-12',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Audiences', 'Privacy', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
