import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/content/articles/types';
import { bodyRuns } from '@/features/article/bodyRuns';
import { FIRST_SCREEN_BLOCKS } from '@/features/article/firstScreen';
import { RenderedBody } from '@/features/article/RenderedBody';

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [text] });
/** A long body: paragraphs 1…N, with a heading near the end that an in-page link can point at. */
const COUNT = FIRST_SCREEN_BLOCKS * 3;
const body: Block[] = Array.from({ length: COUNT }, (_, index) =>
  index === COUNT - 2 ? { type: 'heading', text: 'Far down' } : paragraph(`Paragraph ${index + 1}`),
);
const SLUG = 'a-long-article';

function renderBody(path = `/resources/${SLUG}`) {
  const router = createMemoryRouter(
    [{ path: '/resources/:slug', element: <RenderedBody slug={SLUG} runs={bodyRuns(body)} author="team" /> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

/** The text of every block on the page, in document order. */
const shownBlocks = (container: HTMLElement) =>
  [...container.querySelectorAll('p, h2')].map((element) => element.textContent);
const allBlocks = body.map((block) => (block.type === 'heading' ? block.text : `Paragraph ${body.indexOf(block) + 1}`));

describe('a long body rendered on a client-side visit', () => {
  // A screen the first blocks fill, so the body is rendered in two steps (jsdom lays nothing out: every
  // box is at 0, which a screen of height 0 puts past its bottom).
  beforeEach(() => vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(0));

  it('shows its first screen first, then every block, in order, once that frame is painted, keeping the first in place', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { container } = renderBody();
    const first = container.querySelector('p');
    expect(shownBlocks(container)).toEqual(allBlocks.slice(0, FIRST_SCREEN_BLOCKS));

    act(() => frames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(shownBlocks(container)).toEqual(allBlocks));
    expect(container.querySelector('p')).toBe(first);
  });

  it('renders the whole body at once for a #fragment, so the heading it names is there to scroll to', () => {
    const { container } = renderBody(`/resources/${SLUG}#far-down`);
    expect(shownBlocks(container)).toEqual(allBlocks);
    expect(document.getElementById('far-down')).toBe(screen.getByRole('heading', { name: 'Far down' }));
  });
});

it('renders the whole body at once when its first screen does not fill the screen', () => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
  const { container } = renderBody();
  expect(shownBlocks(container)).toEqual(allBlocks);
});

it('renders the whole body on the server, for the prerendered page', () => {
  const router = createMemoryRouter(
    [{ path: '*', element: <RenderedBody slug={SLUG} runs={bodyRuns(body)} author="team" /> }],
    { initialEntries: ['/'] },
  );
  const html = renderToString(<RouterProvider router={router} />);
  for (const text of allBlocks) expect(html).toContain(`>${text}<`);
});
