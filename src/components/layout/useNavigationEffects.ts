import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a full page load gives for free and a client-side navigation must do itself:
 * scroll to the top (or to the #anchor), move focus to the new page's h1 (or main), and
 * announce the new title to screen readers. Skipped on the first render so a fresh load
 * keeps the browser's own behaviour.
 */
export function useNavigationEffects(): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
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
  }, [location.pathname, location.hash, location.key]);

  return announcement;
}
