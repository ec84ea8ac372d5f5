import type { Plugin } from 'vite';

/** The module an article page loads: `<slug>/body.ts?article-page` (src/content/articles/load.ts). */
const ARTICLE_PAGE = /\/src\/content\/articles\/[^/]+\/body\.ts\?article-page$/;

/**
 * Makes an article's page module out of its two files, so neither file carries anything for the bundler:
 * the body as `default` and the metadata as `meta`, one chunk per article. The metadata is imported under
 * a query of its own, which makes it a module distinct from the listing's eager import of the same file
 * (src/content/articles/index.ts): bundled into the page's chunk rather than shared with the listing,
 * which would split every article's metadata out of the listing into a chunk of its own.
 */
export function articlePage(): Plugin {
  return {
    name: 'blueprint:article-page',
    load(id) {
      if (!ARTICLE_PAGE.test(id)) return null;
      return ["export { default } from './body.ts';", "export { default as meta } from './meta.ts?article-page';"].join(
        '\n',
      );
    },
  };
}
