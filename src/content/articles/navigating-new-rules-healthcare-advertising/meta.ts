import type { ArticleDetails } from '../types';

export default {
  title: 'Navigating the New Rules of Healthcare Advertising [Podcast]',
  // The changes named, from the sources listed in ./body.ts: the Healthline settlement (July 1, 2025), the GPC
  // sweep (Sept 9, 2025) and the Colorado delay (Aug 28, 2025).
  summary:
    'Notes for listeners of podcasts on health advertising: the rules that moved it from July to September 2025, from the Healthline settlement and the GPC sweep to Colorado’s delayed AI Act.',
  date: '2025-09-25',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'team',
  topics: ['Podcasts', 'Privacy', 'California', 'Compliance'],
  kind: 'podcast',
} satisfies ArticleDetails;
