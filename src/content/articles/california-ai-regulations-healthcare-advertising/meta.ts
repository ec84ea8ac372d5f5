import type { ArticleDetails } from '../types';

export default {
  title: 'California’s AI Rules and Healthcare Advertising',
  summary:
    'With AB 489 signed and the CPPA’s automated decision-making rules approved, California regulates AI in healthcare from several sides. What each layer means, and the dates to plan around.',
  date: '2025-10-15',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['California', 'AI', 'Compliance', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
