import type { ArticleMeta } from '../types';

export default {
  slug: 'navigating-new-rules-healthcare-advertising',
  title: 'Navigating the New Rules of Healthcare Advertising [Podcast]',
  summary:
    'A conversation for health marketers who prefer podcasts to policy memos, on the summer of 2025’s biggest shifts: the Healthline settlement, the multistate GPC sweep, California’s new automated decision-making rules, Colorado’s delayed AI Act and Washington’s My Health My Data Act.',
  date: '2025-09-25',
  author: 'ceo',
  topics: ['Podcasts', 'Privacy', 'California', 'Compliance'],
  kind: 'podcast',
} satisfies ArticleMeta;
