import type { ArticleMeta } from '../types';

export default {
  slug: 'navigating-new-rules-healthcare-advertising',
  title: 'Navigating the New Rules of Healthcare Advertising [Podcast]',
  summary:
    'A conversation for health marketers who prefer podcasts to policy memos, on the biggest shifts of July to September 2025 (the Healthline settlement, the multistate GPC sweep, California’s new automated decision-making rules and Colorado’s delayed AI Act) and on Washington’s My Health My Data Act, already in force.',
  date: '2025-09-25',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Podcasts', 'Privacy', 'California', 'Compliance'],
  kind: 'podcast',
} satisfies ArticleMeta;
