import { afterEach, describe, expect, it } from 'vitest';
import { internalLinkPath } from '@/lib/internalLink';

/** The path the router takes for a click on the first `select` of `html`; undefined when the browser keeps it. */
function clickOn(html: string, init: MouseEventInit = {}, select = 'a'): string | undefined {
  document.body.innerHTML = html;
  let path: string | undefined = 'not asked';
  document.body.addEventListener('click', (event) => (path = internalLinkPath(event, window.location.origin)), {
    once: true,
  });
  document
    .querySelector(select)!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return path;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('internalLinkPath', () => {
  it.each([
    [
      'a plain click on a site link, with its query and hash',
      '<a href="/resources/x?q=a#part">x</a>',
      {},
      'a',
      '/resources/x?q=a#part',
    ],
    ['a click on an element inside a link', '<a href="/contact"><span>Get in touch</span></a>', {}, 'span', '/contact'],
    // The browser's: a new tab or window, a download, another site, a click outside any link.
    ...(['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const).map((key) => [
      `a click with ${key}`,
      '<a href="/contact">x</a>',
      { [key]: true },
      'a',
      undefined,
    ]),
    ['a middle click', '<a href="/contact">x</a>', { button: 1 }, 'a', undefined],
    ['a link to a new tab', '<a href="/contact" target="_blank">x</a>', {}, 'a', undefined],
    ['a download', '<a href="/file.pdf" download>x</a>', {}, 'a', undefined],
    ['a link to a file, not a page', '<a href="/images/articles/chart.svg">x</a>', {}, 'a', undefined],
    ['a link to another site', '<a href="https://example.com/page">x</a>', {}, 'a', undefined],
    ['a click outside links', '<p>text</p>', {}, 'p', undefined],
    // A click the page handled already.
    ['a click already handled', '<a href="/contact" onclick="event.preventDefault()">x</a>', {}, 'a', undefined],
  ] as [string, string, MouseEventInit, string, string | undefined][])('%s', (_, html, init, select, path) => {
    expect(clickOn(html, init, select)).toBe(path);
  });
});
