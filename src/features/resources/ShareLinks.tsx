import { useState } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { LinkedInIcon } from '@/components/ui/LinkedInIcon';
import { useHydrated } from '@/lib/useHydrated';

/** The professional network's share URL for a page (spec §2: url, title, summary). */
export function linkedInShareUrl({ url, title, summary }: { url: string; title: string; summary: string }): string {
  const params = new URLSearchParams({ mini: 'true', url, title, summary });
  return `https://www.linkedin.com/shareArticle?${params.toString()}`;
}

const secondaryButton =
  'inline-flex h-10 items-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface';

/**
 * 'Share this article': LinkedIn (a plain link, no script), Copy link, and the device's own share sheet
 * where the browser has one (navigator.share, mostly phones). Nothing loads or is sent before a click.
 */
export function ShareLinks(props: { url: string; title: string; summary: string }) {
  const { url, title, summary } = props;
  // Announced by the status region; visible beside the buttons.
  const [status, setStatus] = useState('');
  // Where the clipboard is missing or refused, the address is shown selected for the visitor to copy.
  const [manualCopy, setManualCopy] = useState(false);
  // navigator exists only in the browser, and only after hydration may the markup differ from the server's.
  const canShare = useHydrated() && 'share' in navigator;

  const copyLink = () => {
    // No clipboard API outside secure contexts and in older browsers: the same fallback as a refusal.
    (navigator.clipboard?.writeText(url) ?? Promise.reject()).then(
      () => {
        setStatus('Link copied.');
        // Cleared so that copying again is announced again.
        setTimeout(() => setStatus(''), 4000);
      },
      () => {
        setManualCopy(true);
        setStatus('Your browser blocked copying. The link is selected below: copy it from there.');
      },
    );
  };

  return (
    <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-line pt-8">
      <p className="font-semibold text-ink">Share this article:</p>
      {/* The network's own blue, so the button reads as its share button. */}
      <ExternalLink href={linkedInShareUrl(props)} className="btn btn-sm bg-[#0A66C2] text-white hover:bg-[#004182]">
        <LinkedInIcon />
        Share on LinkedIn
      </ExternalLink>
      <button type="button" className={secondaryButton} onClick={copyLink}>
        Copy link
      </button>
      {canShare && (
        <button
          type="button"
          className={secondaryButton}
          // Cancelling the share sheet rejects; there is nothing to tell the visitor then.
          onClick={() => navigator.share({ url, title, text: summary }).catch(() => {})}
        >
          Share…
        </button>
      )}
      <p role="status" className={`text-sm font-medium ${manualCopy ? 'text-ink-soft' : 'text-success'}`}>
        {status}
      </p>
      {manualCopy && (
        <input
          readOnly
          value={url}
          aria-label="Link to this article"
          className="basis-full rounded-lg border border-line px-3 py-2 text-sm text-ink"
          ref={(input) => {
            input?.focus();
            input?.select();
          }}
        />
      )}
    </div>
  );
}
