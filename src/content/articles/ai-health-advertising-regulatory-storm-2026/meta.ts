import type { ArticleDetails } from '../types';

export default {
  title: 'AI in Health Advertising: The 2026 Regulatory Storm',
  summary:
    'Colorado’s AI Act, California’s automated decision-making rules, limits on AI that poses as a clinician and Connecticut’s amendments land in 2026 and 2027. What each reaches, and what to audit now.',
  date: '2025-11-19',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['AI', 'California', 'Compliance', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
