import type { ArticleMeta } from '@/content/articles/types';

/** An article's metadata for tests that need one outside the registry; override what the test is about. */
export const testArticleMeta = (overrides: Partial<ArticleMeta> = {}): ArticleMeta => ({
  slug: 'a-test-article',
  title: 'A Test Article',
  summary: 'A summary.',
  date: '2025-10-22',
  dateStatus: { status: 'awaiting' },
  author: 'ceo',
  ceoReview: { status: 'awaiting' },
  topics: ['Privacy', 'HIPAA'],
  kind: 'article',
  ...overrides,
});
