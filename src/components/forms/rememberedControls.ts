/**
 * The form controls on the page when React was about to build its forms anew, kept so that the new
 * controls take over the visitor's input (./replacedControls.ts, which the forms load, does the matching).
 *
 * React builds a form anew when it cannot use what is on the page: the prerendered page was edited before
 * hydration (a translator's <font> elements) and React renders the whole page afresh on the client
 * (src/main.tsx); or a page translator's edits made an update throw, and the error boundary renders the
 * page afresh (components/layout/RenderAfresh.tsx). In both cases the old controls end up detached from
 * the page with everything the visitor typed, ticked or chose still in them. Only references are kept, so
 * what the visitor types while React works is kept too. The first form to mount takes them all over, so
 * none outlives it. Every page loads this, so it stays this small.
 */

let remembered: Element[] = [];

/** Remembers every form control now under `root`. */
export function rememberFormControls(root: ParentNode) {
  remembered = [...root.querySelectorAll('form input, form select, form textarea')];
}

/** Every control remembered, no longer remembered: each form that mounts takes them over. */
export function takeRememberedControls(): Element[] {
  const taken = remembered;
  remembered = [];
  return taken;
}
