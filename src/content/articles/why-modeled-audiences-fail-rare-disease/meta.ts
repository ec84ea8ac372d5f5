import type { ArticleDetails } from '../types';

export default {
  title: 'Why Modeled Audiences Fail for Rare Disease',
  summary:
    'Rare-disease brands are the most tempted by modeled audiences and the worst served by them: small populations make re-identification easy, most predictions wrong and the inferences a legal risk.',
  date: '2025-06-18',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Audiences', 'Inference', 'Privacy', 'HIPAA'],
  kind: 'article',
} satisfies ArticleDetails;
