/**
 * The initials an avatar shows: 'Jeremy Mittler' -> 'JM'. Only capitalised words count, so a stand-in
 * name such as 'Co-founder (name to be confirmed)' gives 'C', not 'C('.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .slice(0, 2)
    .join('');
}
