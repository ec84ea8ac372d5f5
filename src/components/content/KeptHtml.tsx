import { useCallback, type MouseEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { internalLinkPath } from '@/lib/internalLink';
import { emptyHtml } from '@/lib/trustedHtml';

/**
 * Hydration keeps an element's HTML when its props say React sets it: nothing is written, nothing parsed.
 * Rendered afresh instead (after a translator or an extension changed the page before hydration), React
 * writes it: empty, and as TrustedHTML, since the site's Trusted Types refuse any string, even ''.
 */
const KEEP_PRERENDERED_HTML = { __html: emptyHtml() };

/** Whether the page still shows the prerendered HTML a <KeptHtml marker={marker}> keeps (not emptied by a fresh rendering). */
export const keepsHtml = (marker: string): boolean =>
  typeof document !== 'undefined' && !!document.querySelector(`[data-kept="${marker}"]`)?.hasChildNodes();

/**
 * Prerendered HTML hydrated as it is (an article's body, a legal document): React leaves it alone, so the
 * first load needs neither the content's code nor its renderer. Its links still navigate on the client (the
 * handler below does what a router link would). Should React ever render it afresh (it does after a
 * hydration error), it comes up empty, and the route's loaders run again to load and render the content.
 * `marker` names it for keepsHtml(), on an element rendered with the same `data-kept` where it is not kept.
 */
export function KeptHtml({ marker }: { marker?: string }) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const renderIfEmpty = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && !element.hasChildNodes()) void revalidate();
    },
    [revalidate],
  );
  const followLink = (event: MouseEvent) => {
    const path = internalLinkPath(event.nativeEvent);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    // The click handler only takes over clicks on the links inside, which are keyboard-operable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={renderIfEmpty}
      data-kept={marker}
      onClick={followLink}
      dangerouslySetInnerHTML={KEEP_PRERENDERED_HTML}
      suppressHydrationWarning
    />
  );
}
