import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { COPIED, COPY_BY_HAND, ShareLinks } from '@/features/article/ShareLinks';

const props = { url: 'https://www.example.com/resources/x', title: 'An Article', summary: 'What it says.' };

/** Stands in for a browser API (after userEvent.setup(), which installs its own clipboard). */
function stubNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  // jsdom has neither API of its own.
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('Share this article', () => {
  it('copies the link and says so in a status, emptied first on every copy so screen readers announce it again', async () => {
    const user = userEvent.setup();
    let finishCopy = () => {};
    const writeText = vi.fn(() => new Promise<void>((resolve) => (finishCopy = resolve)));
    stubNavigator('clipboard', { writeText });
    render(<ShareLinks {...props} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    await act(async () => finishCopy());
    expect(status).toHaveTextContent(COPIED);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(status).toBeEmptyDOMElement();
    await act(async () => finishCopy());
    expect(status).toHaveTextContent(COPIED);
  });

  // A clipboard that refuses: e2e/share.spec.ts, in Chromium.
  it('when the clipboard is missing, shows the link selected to copy by hand and says so', async () => {
    const user = userEvent.setup();
    stubNavigator('clipboard', undefined);
    render(<ShareLinks {...props} />);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this article' });
    expect(field).toHaveValue(props.url);
    expect(field).toHaveFocus();
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([
      0,
      props.url.length,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(COPY_BY_HAND);
  });

  it('offers the device’s share sheet only where the browser has one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ShareLinks {...props} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    render(<ShareLinks {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ url: props.url, title: props.title, text: props.summary });
  });

  it('prerenders only what works without JavaScript: the buttons that need it come with hydration', () => {
    stubNavigator('share', vi.fn());
    const html = renderToString(<ShareLinks {...props} />);
    expect(html).toContain('Share on LinkedIn');
    expect(html).not.toContain('Copy link');
    expect(html).not.toContain('Share…');
  });

  it('keeps Share on LinkedIn a plain link to a new tab with url, title and summary', () => {
    render(<ShareLinks {...props} />);
    const link = screen.getByRole('link', { name: /Share on LinkedIn/ });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href')!);
    expect(Object.fromEntries(href.searchParams)).toEqual({ mini: 'true', ...props });
  });
});
