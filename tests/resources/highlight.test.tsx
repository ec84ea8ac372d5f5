// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight } from '@/features/resources/highlight';
import { matchRanges } from '@/features/resources/search/marks';

describe('the listing marks the ranges the search matched', () => {
  const isMatch = (folded: string) => ['black', 'box', 'isnt'].includes(folded);
  const marked = (text: string) => renderToStaticMarkup(<p>{highlight(text, matchRanges(text, isMatch))}</p>);

  it('wraps each matched word in a <mark>, keeping the text between', () => {
    expect(marked('The Black-Box audience isn’t boxed')).toBe(
      '<p>The <mark>Black</mark>-<mark>Box</mark> audience <mark>isn’t</mark> boxed</p>',
    );
    expect(marked('Nothing here')).toBe('<p>Nothing here</p>');
  });

  it('as React text, never HTML: markup in an article’s text stays text', () => {
    expect(marked('<b>Black</b> box')).toBe('<p>&lt;b&gt;<mark>Black</mark>&lt;/b&gt; <mark>box</mark></p>');
  });
});
