/** The site path of an article. */
export function articlePath(slug: string): string {
  return `/resources/${slug}`;
}
