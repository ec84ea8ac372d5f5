import type { ArticleMeta } from '../types';

export default {
  slug: 'navigating-new-rules-healthcare-advertising',
  title: 'Navigating the New Rules of Healthcare Advertising [Podcast]',
  // H1 (July 1, 2025), S4 (Sept 9, 2025), CO2 (Colorado delay): the changes named.
  summary:
    'Notes for listeners of podcasts on health advertising: the rules that moved it from July to September 2025, from the Healthline settlement and the GPC sweep to Colorado’s delayed AI Act.',
  date: '2025-09-25',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'team',
  topics: ['Podcasts', 'Privacy', 'California', 'Compliance'],
  kind: 'podcast',
  order: 1080,
} satisfies ArticleMeta;
