// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/app/paths';
import { staticPaths } from '@/app/routes';
import { allArticles } from '@/content/articles';

describe('sitePaths', () => {
  const paths = sitePaths();

  it('lists every static route and one page per article', () => {
    for (const path of staticPaths) expect(paths).toContain(path);
    for (const article of allArticles) expect(paths).toContain(`/resources/${article.slug}`);
    expect(paths).toHaveLength(staticPaths.length + allArticles.length);
  });

  it('has no duplicates and only clean absolute paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });
});
