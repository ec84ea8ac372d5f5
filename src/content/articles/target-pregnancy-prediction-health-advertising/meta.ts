import type { ArticleDetails } from '../types';

export default {
  title: 'What Target’s Pregnancy Prediction Teaches Health Advertisers',
  summary:
    'A retailer’s pregnancy score is still the best-known story about data inference. What it means for predictive and lookalike health audiences, and why an audience you can explain is the safer standard.',
  date: '2025-07-25',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'team',
  topics: ['Inference', 'Audiences', 'Privacy'],
  kind: 'article',
} satisfies ArticleDetails;
