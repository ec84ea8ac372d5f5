import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/app/paths';
import { staticPaths } from '@/app/pageLists';
import { allArticles } from '@/content/articles';
import { listingPaths } from '@/features/resources/listingData';

describe('sitePaths', () => {
  const paths = sitePaths();

  it('lists every static route, every listing page and one page per article, and nothing else, each once, as a clean absolute path', () => {
    // However many articles there are: past one listing page, /resources/page/N joins the list.
    const expected = new Set([...staticPaths, ...listingPaths(), ...allArticles.map((a) => `/resources/${a.slug}`)]);
    expect(new Set(paths)).toEqual(expected);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });
});
