import { useState } from 'react';
import { Headphones, Play } from 'lucide-react';
import { ExternalLink } from '@/components/ui/ExternalLink';

export interface PodcastPlayerProps {
  title: string;
  runtime?: string;
  embedUrl: string;
  externalUrl: string;
  externalLabel: string;
}

/** '40:50' -> '40 minutes 50 seconds' for screen readers. */
function spokenRuntime(runtime: string): string {
  const parts = runtime.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return [h && `${h} hours`, m && `${m} minutes`, s && `${s} seconds`].filter(Boolean).join(' ');
}

/**
 * A click-to-load facade: the third-party player (and every request it makes) is created only
 * after the visitor presses play. Until then the page shows the title, the runtime when known, and a play button.
 */
export function PodcastPlayer({ title, runtime, embedUrl, externalUrl, externalLabel }: PodcastPlayerProps) {
  const [loaded, setLoaded] = useState(false);
  const isVideo = embedUrl.includes('youtube');

  return (
    <figure className="not-prose my-8 overflow-hidden rounded-2xl border border-line bg-surface">
      {loaded ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={`${title} (player)`}
          className={isVideo ? 'aspect-video w-full' : 'h-[232px] w-full'}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          loading="lazy"
        />
      ) : (
        <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-white shadow-raised hover:bg-brand-dark"
            aria-label={`Play episode: ${title}`}
          >
            <Play className="ml-1 size-7" fill="currentColor" aria-hidden="true" />
          </button>
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand">
              <Headphones className="size-4" aria-hidden="true" /> Episode
            </p>
            <p className="mt-1 text-lg font-semibold leading-snug text-ink">{title}</p>
            <p className="mt-1 text-sm text-muted">
              {runtime && (
                <>
                  <span aria-hidden="true">{runtime}</span>
                  <span className="sr-only">Runtime {spokenRuntime(runtime)}</span>
                  {' · '}
                </>
              )}
              The player loads from a third party only when you press play.
            </p>
          </div>
        </div>
      )}
      <figcaption className="border-t border-line bg-white px-6 py-3 text-sm">
        <ExternalLink
          href={externalUrl}
          className="font-medium text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {externalLabel}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
