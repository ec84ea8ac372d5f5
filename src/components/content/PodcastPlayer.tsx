import { useId, useState } from 'react';
import { Headphones, Play } from 'lucide-react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { ScriptWaitNote } from '@/components/ui/ScriptWaitNote';
import { useHydrated } from '@/lib/useHydrated';
import type { Block } from '@/content/articles/types';
import * as review from '@/components/review/Awaits';

export type PodcastPlayerProps = Omit<Extract<Block, { type: 'podcast' }>, 'type'>;

const CLOCK = /^(\d+:)?\d{1,2}:\d{2}$/;

const REVIEW = import.meta.env.MODE === 'review';

/**
 * What the third-party player may do inside its frame, and nothing more:
 * - allow-scripts: an audio or video embed is a script-driven player;
 * - allow-same-origin: the player keeps its own origin (its host, never ours), which it needs to load
 *   its media and settings; with scripts, it still cannot reach this page, being cross-origin;
 * - allow-popups: its "open in the app / on the site" links open a new tab;
 * - allow-popups-to-escape-sandbox: that tab is the player's own site, which must work as a normal page
 *   rather than inherit this frame's restrictions.
 * Left out: navigating this page (allow-top-navigation), forms, modal dialogs, downloads.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** Players check the embedding site by its Referer: send our origin only, never the article's path. */
export const PLAYER_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** '40:50' -> '40 minutes 50 seconds' for screen readers. */
function spokenRuntime(runtime: string): string {
  const parts = runtime.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return [h && `${h} hours`, m && `${m} minutes`, s && `${s} seconds`].filter(Boolean).join(' ');
}

/** A runtime as a clock ('40:50', read out in words) or, while it awaits confirmation, the stand-in text. */
function Runtime({ value }: { value: string }) {
  if (!CLOCK.test(value)) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{spokenRuntime(value)}</span>
    </>
  );
}

/**
 * A click-to-load facade: the third-party player (and every request it makes) is created only after the
 * visitor presses play. Until then the page shows the title and a play button, disabled and saying why until
 * the page is interactive (the external link below plays the episode without this page's script). Below it, the episode's
 * facts (description, guests, runtime) as the producer gives them, or their stand-ins until confirmed.
 */
export function PodcastPlayer({
  title,
  summary,
  guests,
  runtime,
  media,
  embedUrl,
  externalUrl,
  externalLabel,
}: PodcastPlayerProps) {
  const [loaded, setLoaded] = useState(false);
  const ready = useHydrated();
  const noteId = useId();
  const src = embedUrl.value;
  const facts = [
    ['About this episode', summary.value],
    ['Guests', guests.value],
    ['Runtime', <Runtime key="runtime" value={runtime.value} />],
  ] as const;

  return (
    <figure className="not-prose my-8 overflow-hidden rounded-2xl border border-line bg-surface">
      {loaded ? (
        <iframe
          src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
          title={`${title} (player)`}
          className={media === 'video' ? 'aspect-video w-full' : 'h-[232px] w-full'}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          sandbox={PLAYER_SANDBOX}
          referrerPolicy={PLAYER_REFERRER_POLICY}
          loading="lazy"
        />
      ) : (
        <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => setLoaded(true)}
            disabled={!ready}
            aria-describedby={ready ? undefined : noteId}
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-white shadow-raised hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-brand/75"
            aria-label={`Play episode: ${title}`}
          >
            <Play className="ml-1 size-7" fill="currentColor" aria-hidden="true" />
          </button>
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand">
              <Headphones className="size-4" aria-hidden="true" /> Episode
            </p>
            <p className="mt-1 text-lg font-semibold leading-snug text-balance text-ink">
              {REVIEW ? (
                <review.FactMark fact={embedUrl} id="podcast: player" note="Stand-in player: the company to confirm">
                  {title}
                </review.FactMark>
              ) : (
                title
              )}
            </p>
            <p className="mt-1 text-sm text-muted">The player loads from a third party only when you press play.</p>
            {!ready && <ScriptWaitNote id={noteId} />}
          </div>
        </div>
      )}
      <dl className="grid gap-x-6 gap-y-2 border-t border-line bg-white px-6 py-4 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="sm:contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="text-ink-soft">
              {REVIEW ? (
                <review.FactMark
                  fact={{ 'About this episode': summary, Guests: guests, Runtime: runtime }[term]}
                  id={`podcast: ${term}`}
                  note="Stand-in: the company to confirm"
                >
                  {detail}
                </review.FactMark>
              ) : (
                detail
              )}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="border-t border-line bg-white px-6 py-3 text-sm">
        <ExternalLink
          href={externalUrl.value}
          className="font-medium text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {REVIEW ? (
            <review.FactMark fact={externalUrl} id="podcast: link" note="Stand-in address: the company to confirm">
              {externalLabel}
            </review.FactMark>
          ) : (
            externalLabel
          )}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
