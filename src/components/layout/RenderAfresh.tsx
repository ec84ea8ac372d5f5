import { Component, Fragment, type ReactNode } from 'react';
import { rememberFormControls } from '@/components/forms/rememberedControls';

/** How often the pages may be rendered afresh in one visit to the site; past it, an error goes on up. */
const MOST_RECOVERIES = 3;

/** Every element on the page when the last error was caught: what the fresh rendering did not make. */
let elementsBefore = new Set<Element>();

/**
 * A form from before the fresh rendering that is still on the page is one React could not take out (an
 * extension had moved it into an element of its own): every form React manages is new. It goes, with
 * whatever around it holds nothing new, so the page never shows two forms with the same ids. (Only forms in
 * <main>: RenderAfresh renders the page, not the header or footer.)
 */
function removeLeftoverForms() {
  const old = (element: Element) => elementsBefore.has(element);
  for (const form of document.querySelectorAll('main form')) {
    if (!old(form)) continue;
    let leftover: Element = form;
    while (leftover.parentElement && [...leftover.parentElement.querySelectorAll('*')].every(old))
      leftover = leftover.parentElement;
    leftover.remove();
  }
  elementsBefore = new Set();
}

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
    // The page that threw is still in the document: remember the form controls holding the visitor's
    // input before React removes them, for the controls that replace them.
    rememberFormControls(document);
    elementsBefore = new Set(document.querySelectorAll('*'));
    return { caught: { error } };
  }

  componentDidUpdate(_: unknown, previous: State) {
    if (this.state.recoveries > previous.recoveries) removeLeftoverForms();
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
