import type { ArticleMeta } from '../types';

export default {
  slug: 'why-modeled-audiences-fail-rare-disease',
  title: 'Why Modeled Audiences Fail for Rare Disease',
  summary:
    'Rare-disease brands are the most tempted by modeled audiences and the worst served by them. Small populations make re-identification easy, base rates make most predictions wrong, and consumer-health-data laws reach the inferences that remain. A better way to find where need is concentrated.',
  date: '2025-06-18',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Inference', 'Privacy', 'HIPAA'],
  kind: 'article',
  order: 1120,
} satisfies ArticleMeta;
