import { Component, useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderAfresh } from '@/components/layout/RenderAfresh';

/** Shows what reaches it: the error view stand-in above RenderAfresh. */
class ErrorView extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>error view: {this.state.error.message}</p> : this.props.children;
  }
}

const failed = new Set<number>();
/**
 * Fails the first time it shows each page, as React's own work on a DOM a translator edited fails: while
 * committing (a NotFoundError from removeChild), where no retry of React's own can help.
 */
function Flaky({ page }: { page: number }) {
  useLayoutEffect(() => {
    if (failed.has(page)) return;
    failed.add(page);
    throw new Error(`failure on page ${page}`);
  }, [page]);
  return <p>page {page}</p>;
}
const site = (page: number) => (
  <ErrorView>
    <RenderAfresh>
      <Flaky page={page} />
    </RenderAfresh>
  </ErrorView>
);

describe('RenderAfresh', () => {
  it('renders a page that threw afresh, three times a visit; the error of a fourth goes on to the error view', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(site(1));
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^page 1$/);
    for (const page of [2, 3]) {
      rerender(site(page));
      expect(screen.getByRole('paragraph')).toHaveTextContent(new RegExp(`^page ${page}$`));
    }
    rerender(site(4));
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^error view: failure on page 4$/);
  });
});
