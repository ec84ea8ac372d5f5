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
  it('renders a page that threw afresh instead of passing the error on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // React retries a render that threw once by itself; the second failure reaches the boundaries.
    render(
      <ErrorView>
        <RenderAfresh>
          <Flaky failures={2} />
        </RenderAfresh>
      </ErrorView>,
      { onRecoverableError: () => {} },
    );
    expect(screen.getByText('page, mount 3')).toBeInTheDocument();
    expect(screen.queryByText(/error view/)).toBeNull();
  });

  it('passes on the error of a page that keeps throwing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorView>
        <RenderAfresh>
          <Flaky failures={Infinity} />
        </RenderAfresh>
      </ErrorView>,
      { onRecoverableError: () => {} },
    );
    expect(screen.getByText(/^error view: failure \d+$/)).toBeInTheDocument();
  });
});
