import type { ArticleDetails } from '../types';

export default {
  title: 'Compliance Is Not the Same as Privacy',
  summary:
    'A $1.35 million fine against Tractor Supply, a multistate GPC sweep and the Healthline case make one point: regulators now test whether privacy controls work, not whether they exist.',
  date: '2025-10-01',
  dateStatus: { status: 'confirmed', source: 'docs/requirements.md' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Compliance', 'Privacy', 'California'],
  kind: 'article',
} satisfies ArticleDetails;
