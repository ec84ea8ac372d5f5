import type { ArticleMeta } from '../types';

export default {
  slug: 'red-clover-healthcare-advertising-podcast',
  title: 'Red Clover Podcast: Healthcare Advertising Without Personal Data',
  summary:
    'From our podcasts, on Red Clover: why HIPAA is only part of the picture for health advertisers, how state privacy laws add to it, and why group-level audience data removes personal data from the equation.',
  date: '2025-09-10',
  dateStatus: { status: 'confirmed', source: 'SPEC §2' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Podcasts', 'HIPAA', 'Privacy', 'Audiences'],
  kind: 'podcast',
} satisfies ArticleMeta;
