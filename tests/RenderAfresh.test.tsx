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

let mounts = 0;
/** Throws on its first `failures` mounts. */
function Flaky({ failures }: { failures: number }) {
  mounts += 1;
  if (mounts <= failures) throw new Error(`failure ${mounts}`);
  return <p>page, mount {mounts}</p>;
}

afterEach(() => {
  mounts = 0;
  vi.restoreAllMocks();
});

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
