// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagePaths, pageRedirects } from '../tools/hosts/redirects';

describe('the build’s addresses (tools/hosts/redirects.ts)', () => {
  it('reads each page’s address from its file, leaving out the not-found page', () => {
    expect(
      pagePaths(['about.html', '404.html', 'index.html', 'resources/page/2.html', 'resources/an-article.html']),
    ).toEqual(['/', '/about', '/resources/an-article', '/resources/page/2']);
  });

  it('lists every other name of each page, to that page’s address', () => {
    expect(pageRedirects(['/', '/about', '/resources/an-article'])).toEqual([
      { from: '/about.html', to: '/about' },
      { from: '/about/', to: '/about' },
      { from: '/index', to: '/' },
      { from: '/index.html', to: '/' },
      { from: '/index/', to: '/' },
      { from: '/resources/an-article.html', to: '/resources/an-article' },
      { from: '/resources/an-article/', to: '/resources/an-article' },
    ]);
  });

  it.each(['About.html', 'a b.html', 'a\n.html', 'a%0a.html', 'x/../y.html', 'a_b.html', 'a--b.html', '/x.html'])(
    'stops the build for a file name no config may carry as it is (%j)',
    (file) => {
      expect(() => pagePaths([file])).toThrow(/rename its file/);
    },
  );

  it('stops the build when a page’s other name is another page', () => {
    expect(() => pageRedirects(['/', '/index'])).toThrow(/is a page and a redirect/);
  });
});
