import type { ArticleDetails } from '../types';

export default {
  title: 'Privacy-First Marketing Strategies: Podcast Analysis',
  // From the sources listed in ./body.ts: the states requiring GPC, each from its own date (GPC states, GPC start
  // dates), and Healthline's opt-outs.
  summary:
    'Notes for listeners of podcasts on privacy-first marketing: which states require honoring Global Privacy Control and from when, what Healthline says about opt-outs, and a playbook.',
  date: '2025-09-19',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'team',
  topics: ['Podcasts', 'Privacy', 'Compliance', 'California'],
  kind: 'podcast',
} satisfies ArticleDetails;
