import type { ArticleMeta } from '../types';

export default {
  slug: 'first-party-third-party-audiences-better-together',
  title: 'First-Party and Third-Party Health Audiences: Better Together, If Built Right',
  summary:
    'First-party data can’t reach the people who haven’t found your brand yet, and third-party health data carries the risk regulators are pursuing. How to combine the two without joining anyone’s health record, plus a checklist for 2026 planning.',
  date: '2025-11-12',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Audiences', 'Privacy', 'Compliance'],
  kind: 'article',
  order: 1010,
} satisfies ArticleMeta;
