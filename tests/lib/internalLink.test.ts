import { afterEach, describe, expect, it } from 'vitest';
import { internalLinkPath } from '@/lib/internalLink';

const ORIGIN = window.location.origin;

function clickOn(html: string, init: MouseEventInit = {}, select = 'a'): string | undefined {
  document.body.innerHTML = html;
  const target = document.querySelector(select)!;
  let path: string | undefined;
  document.body.addEventListener('click', (event) => (path = internalLinkPath(event, ORIGIN)), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return path;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('internalLinkPath', () => {
  it('takes a plain click on a site link, with its query and hash', () => {
    expect(clickOn('<a href="/resources/x?q=a#part">x</a>')).toBe('/resources/x?q=a#part');
  });

  it('finds the link from an element inside it', () => {
    expect(clickOn('<a href="/contact"><span>Get in touch</span></a>', {}, 'span')).toBe('/contact');
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey'], ['altKey']] as const)(
    'leaves a click with %s to the browser',
    (key) => {
      expect(clickOn('<a href="/contact">x</a>', { [key]: true })).toBeUndefined();
    },
  );

  it('leaves a middle click to the browser', () => {
    expect(clickOn('<a href="/contact">x</a>', { button: 1 })).toBeUndefined();
  });

  it('leaves new tabs, downloads and other sites to the browser', () => {
    expect(clickOn('<a href="/contact" target="_blank">x</a>')).toBeUndefined();
    expect(clickOn('<a href="/file.pdf" download>x</a>')).toBeUndefined();
    expect(clickOn('<a href="https://example.com/page">x</a>')).toBeUndefined();
  });

  it('ignores clicks outside links and clicks already handled', () => {
    expect(clickOn('<p>text</p>', {}, 'p')).toBeUndefined();
    document.body.innerHTML = '<a href="/contact">x</a>';
    const anchor = document.querySelector('a')!;
    anchor.addEventListener('click', (event) => event.preventDefault());
    let path: string | undefined = 'unset';
    document.body.addEventListener('click', (event) => (path = internalLinkPath(event, ORIGIN)), { once: true });
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(path).toBeUndefined();
  });
});
