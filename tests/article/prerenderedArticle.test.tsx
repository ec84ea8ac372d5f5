import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { KeptHtml } from '@/components/content/KeptHtml';
import { loadArticle } from '@/content/articles/load';
import { bylineOf } from '@/content/authors';
import { articleDataBlock } from '@/features/article/articleDataBlock.build';
import { takePrerenderedArticle } from '@/features/article/prerenderedArticle';
import { renderWithRouter } from '../renderWithRouter';

const SLUG = 'compliance-not-privacy';
const PATH = `/resources/${SLUG}`;
const LINKED = '/resources/healthline-case-healthcare-marketers';

// That hydration keeps the served body as it is, without a warning, that a link in it then navigates on the
// client, and that a page rendered afresh shows the body from its chunk: e2e/article-hydration.spec.ts and
// e2e/translators.spec.ts, in Chromium. Which clicks are the browser's: tests/lib/internalLink.test.ts.
describe('the kept prerendered HTML', () => {
  it('navigates on the client from a link inside it, but not on a modified click', async () => {
    const { container, router } = renderWithRouter(<KeptHtml marker={PATH} />, { path: PATH });
    // What hydration keeps: the prerendered HTML, which React neither wrote nor reads.
    container.querySelector(`[data-kept="${PATH}"]`)!.innerHTML =
      `<p>See the <a href="${LINKED}">Healthline case</a>.</p>`;
    const healthline = container.querySelector('a')!;
    // A modified click is the browser's (a new tab): the router stays where it is.
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void healthline.dispatchEvent(modified));
    expect(modified.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe(PATH);

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void healthline.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe(LINKED);
  });
});

describe('takePrerenderedArticle', () => {
  it('gives the data once, and only for its own article', async () => {
    const article = (await loadArticle(SLUG))!;
    document.head.insertAdjacentHTML('beforeend', articleDataBlock(article.meta, article.body));
    expect(takePrerenderedArticle('another-article')).toBeUndefined();
    document.head.insertAdjacentHTML('beforeend', articleDataBlock(article.meta, article.body));
    expect(takePrerenderedArticle(SLUG)).toEqual({
      meta: article.meta,
      byline: bylineOf(article.meta.author),
      runs: [null],
    });
    expect(takePrerenderedArticle(SLUG)).toBeUndefined();
  });
});
