import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * A change of the query string alone (the listing's ?q= while someone types, or a chip) is the same page
 * in a new state, not a new page: moving focus or scrolling then would throw away the visitor's keystrokes.
 * Anything else is a page change, including following a link to the page already shown.
 */
export function isPageChange(previous: Location, next: Location): boolean {
  const onlyQueryChanged =
    previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
  return !onlyQueryChanged;
}

/**
 * What a full page load gives for free and a client-side navigation must do itself:
 * scroll to the top (or to the #anchor), move focus to the new page's h1 (or main), and
 * announce the new title to screen readers. Skipped on the first render so a fresh load
 * keeps the browser's own behaviour.
 */
export function useNavigationEffects(): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Location | null>(null);

  // Before the new page's first frame is painted: that frame already shows its top (or its #anchor), not
  // the old page's scroll position, and an article whose body is still being completed below the first
  // screen (features/article/RenderedBody.tsx) never shows its end.
  useLayoutEffect(() => {
    const last = previous.current;
    previous.current = location;
    // The same key is the same navigation seen again (first render, or StrictMode's second run).
    if (!last || last.key === location.key || !isPageChange(last, location)) return;

    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    if (!location.hash) {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
    }
    // The title is set by the new page's <Seo> in the same commit; read it after the browser applies it.
    const frame = requestAnimationFrame(() => setAnnouncement(document.title));
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return announcement;
}
