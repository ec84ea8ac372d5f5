import type { PagePath } from '@/config/pagePaths';

/** The site path of an article. */
export function articlePath(slug: string): PagePath {
  return `/resources/${slug}`;
}
