import type { ArticleDetails } from '../types';

export default {
  title: 'Healthline: A Turning Point for Health Advertising',
  summary:
    'California’s proposed settlement with Healthline Media puts inferred health information at the center of a privacy case. A first look at why it matters for anyone buying or building health audiences.',
  date: '2025-07-03',
  dateStatus: { status: 'awaiting' },
  author: 'team',
  topics: ['Inference', 'California', 'Privacy'],
  kind: 'article',
  // The earlier, shorter Healthline piece stays online for the links already pointing at it; the
  // listing shows the fuller healthline-case-healthcare-marketers.
  unlisted: true,
} satisfies ArticleDetails;
