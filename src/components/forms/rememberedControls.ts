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
 * none outlives it. Loaded with the forms, which is when the error boundary learns to call it.
 */
import { aroundRenderingAfresh } from '@/components/layout/RenderAfresh';

let remembered: Element[] = [];
/** Every element on the page when the last error was caught: what the fresh rendering did not make. */
let elementsBefore = new Set<Element>();

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

aroundRenderingAfresh.before = () => {
  rememberFormControls(document);
  elementsBefore = new Set(document.querySelectorAll('*'));
};
aroundRenderingAfresh.after = removeLeftoverForms;
