/**
 * The content rules' numbers and formats, for the schema (./schema.ts) and the tools that name or date a
 * new article (tools/content/new-article.ts). No imports, so plain Node tools can read it too.
 */
export const TITLE_MAX = 70;
export const SUMMARY_MIN = 70;
export const SUMMARY_MAX = 200;
/** Lowercase words and digits joined by single hyphens: the article's address under /resources/. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Link names that stand for an address kept in src/config/site.ts (resolved by components/content/RichText.tsx). */
export type NamedLink = 'booking' | 'linkedin';

/** 'YYYY-MM-DD' naming a day that exists (no 2025-02-30). */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
