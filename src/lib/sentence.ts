/**
 * Text ended as a sentence: a full stop added unless the text already ends with one. A name that ends in an
 * abbreviation ('Blueprint Audiences, Inc.') keeps its single full stop; one that does not ('Blueprint
 * Audiences LLC') gets its own, so the next sentence never runs on from it.
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
