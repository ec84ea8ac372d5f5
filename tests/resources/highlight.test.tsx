import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight } from '@/features/resources/highlight';
import { matchRanges } from '@/features/resources/search/marks';

describe('the listing marks the ranges the search matched', () => {
  const isMatch = (folded: string) => ['black', 'box', 'isnt'].includes(folded);
  const marked = (text: string) => renderToStaticMarkup(<p>{highlight(text, matchRanges(text, isMatch))}</p>);

  it('wraps each matched word in a <mark>, and the text between in a <span> a translator cannot take from React, as React text, never HTML: markup in an article’s text stays text', () => {
    expect(marked('The Black-Box audience isn’t boxed')).toBe(
      '<p><span>The </span><mark>Black</mark><span>-</span><mark>Box</mark><span> audience </span><mark>isn’t</mark><span> boxed</span></p>',
    );
    expect(marked('Nothing here')).toBe('<p><span>Nothing here</span></p>');
    expect(marked('<b>Black</b> box')).toBe(
      '<p><span>&lt;b&gt;</span><mark>Black</mark><span>&lt;/b&gt; </span><mark>box</mark></p>',
    );
  });
});
