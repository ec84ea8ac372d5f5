import type { ArticleDetails } from '../types';

export default {
  title: 'The Healthline Case: What Healthcare Marketers Must Know',
  summary:
    'California’s proposed $1.55 million settlement with Healthline Media makes broken opt-outs, thin vendor contracts and diagnosis-revealing titles an enforcement risk. What marketers should change.',
  date: '2025-07-10',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['California', 'Privacy', 'Inference', 'Compliance'],
  kind: 'article',
} satisfies ArticleDetails;
