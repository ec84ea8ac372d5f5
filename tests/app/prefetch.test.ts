import { describe, expect, it } from 'vitest';
import { prefetchablePath, savesData } from '@/app/prefetch';

describe('savesData', () => {
  it('respects Save-Data and 2G, and prefetches otherwise', () => {
    expect(savesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(savesData({ effectiveType: '2g' })).toBe(true);
    expect(savesData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(savesData({ effectiveType: '3g' })).toBe(false);
    expect(savesData(undefined)).toBe(false); // browsers without the API
  });
});

describe('prefetchablePath', () => {
  const here = new URL('https://site.test/resources?q=ai') as unknown as Location;
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const element = document.createElement('a');
    element.href = href;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('gives the path of a same-origin link to another page; skips other origins, new tabs, downloads and the page itself', () => {
    expect(prefetchablePath(anchor('https://site.test/about'), here)).toBe('/about');
    expect(prefetchablePath(anchor('https://site.test/resources/x?ref=1#top'), here)).toBe('/resources/x');
    expect(prefetchablePath(anchor('https://elsewhere.test/about'), here)).toBeUndefined();
    expect(prefetchablePath(anchor('https://site.test/about', { target: '_blank' }), here)).toBeUndefined();
    expect(prefetchablePath(anchor('https://site.test/og.png', { download: '' }), here)).toBeUndefined();
    expect(prefetchablePath(anchor('https://site.test/resources?q=hipaa'), here)).toBeUndefined();
  });
});
