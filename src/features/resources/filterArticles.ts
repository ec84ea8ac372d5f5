import { TOPICS } from '@/content/articles/types';

/** The listing's popular-topic chips, one per article topic in the same order; a chip sets the search text to its label. */
export const TOPIC_CHIPS = TOPICS;

/** Case-insensitive substring match of the search text against title or summary: the listing's original rule, which full-text search still covers. */
export function filterArticles<T extends { title: string; summary: string }>(
  articles: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...articles];
  return articles.filter(
    (article) => article.title.toLowerCase().includes(needle) || article.summary.toLowerCase().includes(needle),
  );
}

/** The chip whose label equals the search text, ignoring case. */
export function activeChip(query: string): string | undefined {
  const needle = query.trim().toLowerCase();
  return TOPIC_CHIPS.find((chip) => chip.toLowerCase() === needle);
}
