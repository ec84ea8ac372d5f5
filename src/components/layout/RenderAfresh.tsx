import { Component, Fragment, type ReactNode } from 'react';

/** How often the pages may be rendered afresh in one visit to the site; past it, an error goes on up. */
const MOST_RECOVERIES = 3;

/**
 * What the forms need done around a fresh rendering of the page (remember the controls holding the visitor's
 * input, then remove a form React could not take out): set by components/forms/rememberedControls.ts as the
 * forms load, so that no other page carries it. src/main.tsx calls `before` ahead of hydration too, which
 * renders the page afresh when it meets an edited page.
 */
export const aroundRenderingAfresh = { before: () => {}, after: () => {} };

interface State {
  /** Recoveries so far; each renders the children anew. */
  recoveries: number;
  /** Caught, and not yet decided on. */
  caught?: { error: unknown };
  /** Caught once too often: for the boundary above. */
  failed?: { error: unknown };
}

/**
 * An error boundary that renders its children afresh instead of an error view. What it is for: a page
 * translator or an extension edits the DOM React manages (Chrome's translator wraps every text node in
 * <font> elements), and an update then throws, e.g. a NotFoundError from removeChild. The page's code is
 * sound, so rendering it again from its state works, and what the visitor typed into a form comes back
 * (components/forms/rememberedControls.ts). A page that keeps throwing gets the boundary above (the
 * router's error view), as do routing failures (a page's code or data that cannot load), which the
 * router shows without ever coming here.
 */
export class RenderAfresh extends Component<{ children: ReactNode }, State> {
  state: State = { recoveries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // The page that threw is still in the document: what its forms hold is remembered before React removes it.
    aroundRenderingAfresh.before();
    return { caught: { error } };
  }

  componentDidUpdate(_: unknown, previous: State) {
    if (this.state.recoveries > previous.recoveries) aroundRenderingAfresh.after();
  }

  // Runs after getDerivedStateFromError, on the state it returned.
  static getDerivedStateFromProps(_: unknown, { caught, recoveries }: State): Partial<State> | null {
    if (!caught) return null;
    return recoveries < MOST_RECOVERIES
      ? { caught: undefined, recoveries: recoveries + 1 }
      : { caught: undefined, failed: caught };
  }

  render() {
    if (this.state.failed) throw this.state.failed.error;
    return <Fragment key={this.state.recoveries}>{this.props.children}</Fragment>;
  }
}
