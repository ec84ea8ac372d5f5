import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const renders = { count: 0 };
const nextRender = () => ++renders.count;
/** Throws on its first `failures` renders (impure on purpose: a page that breaks, then works). */
function Flaky({ failures }: { failures: number }) {
  const render = nextRender();
  if (render <= failures) throw new Error(`failure ${render}`);
  return <p>page, mount {render}</p>;
}

afterEach(() => (renders.count = 0));

describe('RenderAfresh', () => {
  // React retries a render that threw once by itself; the second failure reaches the boundaries.
  it.each([
    ['renders a page that threw afresh instead of passing the error on', 2, /^page, mount 3$/],
    ['passes on the error of a page that keeps throwing', Infinity, /^error view: failure \d+$/],
  ])('%s', (_, failures, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorView>
        <RenderAfresh>
          <Flaky failures={failures} />
        </RenderAfresh>
      </ErrorView>,
      { onRecoverableError: () => {} },
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(shown);
  });
});
