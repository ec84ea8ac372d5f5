import { useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { LinkedInIcon } from '@/components/ui/LinkedInIcon';
import { useHydrated } from '@/lib/useHydrated';

/** The professional network's share URL for a page, with the page's url, title and summary as its query. */
export function linkedInShareUrl({ url, title, summary }: { url: string; title: string; summary: string }): string {
  const params = new URLSearchParams({ mini: 'true', url, title, summary });
  return `https://www.linkedin.com/shareArticle?${params}`;
}

export const COPIED = 'Link copied.';
export const COPY_BY_HAND = 'Copying was not allowed: copy the link below.';

/** Focuses and selects the fallback field once, when it appears. */
const selectField = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

/**
 * 'Share this article': LinkedIn (a plain link, no script), Copy link, and the device's own share sheet
 * where the browser has one (navigator.share, mostly phones). Nothing loads or is sent before a click.
 * The two buttons that need JavaScript appear once the page is interactive: in the prerendered HTML they
 * would be dead buttons to a visitor without JavaScript, or to one who clicks before hydration.
 */
export function ShareLinks(props: { url: string; title: string; summary: string }) {
  const { url, title, summary } = props;
  // Announced by the status region; visible beside the buttons until the next click.
  const [status, setStatus] = useState('');
  // Where the clipboard is missing or refused, the address is shown selected for the visitor to copy.
  const [copyByHand, setCopyByHand] = useState(false);
  // false on the server and while hydrating (so the markup matches the prerendered HTML), then true.
  const interactive = useHydrated();
  const canShare = interactive && 'share' in navigator;

  const copyLink = () => {
    // Emptied first, so that copying again changes the region's text and is announced again.
    setStatus('');
    // No clipboard API outside secure contexts and in older browsers: the same fallback as a refusal.
    (navigator.clipboard?.writeText(url) ?? Promise.reject()).then(
      () => setStatus(COPIED),
      () => {
        setCopyByHand(true);
        setStatus(COPY_BY_HAND);
      },
    );
  };

  return (
    <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-line pt-8">
      <p className="font-semibold text-ink max-sm:w-full">Share this article:</p>
      {/* On a phone the buttons fill their rows: two, then a third across, not one left alone at the edge. */}
      <div className="flex flex-wrap gap-3 max-sm:w-full max-sm:*:grow">
        {/* The network's own blue, so the button reads as its share button. */}
        <ExternalLink href={linkedInShareUrl(props)} className="btn btn-sm bg-[#0A66C2] text-white hover:bg-[#004182]">
          <LinkedInIcon />
          Share on LinkedIn
        </ExternalLink>
        {interactive && (
          <button type="button" className="btn btn-sm btn-secondary" onClick={copyLink}>
            Copy link
          </button>
        )}
        {canShare && (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            // Cancelling the share sheet rejects; there is nothing to tell the visitor then.
            onClick={() => navigator.share({ url, title, text: summary }).catch(() => {})}
          >
            Share…
          </button>
        )}
      </div>
      <p role="status" className={`text-sm font-medium ${copyByHand ? '' : 'text-success'}`}>
        {status}
      </p>
      {copyByHand && (
        <input
          readOnly
          value={url}
          aria-label="Link to this article"
          className="basis-full rounded-lg border border-line px-3 py-2 text-sm"
          ref={selectField}
        />
      )}
    </div>
  );
}
