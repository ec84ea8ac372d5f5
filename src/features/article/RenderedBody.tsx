import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Blocks } from '@/components/content/Blocks';
import { PodcastBlock } from '@/components/content/podcastPlayerLoader';
import type { AuthorId } from '@/content/articles/types';
import { useHydrated } from '@/lib/useHydrated';
import { isIsland, type BodyRun } from './bodyRuns';
import { firstScreen, goesPastFirstScreen } from './firstScreen';

/** Runs `work` once the browser has painted the frame being prepared; returns a cancel function. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from a frame's animation callbacks runs once that frame is painted.
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export interface RenderedBodyProps {
  slug: string;
  runs: BodyRun[];
  author: AuthorId;
}

/**
 * An article's body rendered from its blocks: on the server (the prerendered HTML), and on a client-side
 * visit. A visit shows the page as soon as its header and first screen of text are in: the rest of a long
 * body would otherwise triple the work before that first frame. It is added right after that frame is
 * painted, below what is shown, so nothing on screen moves; and the whole body renders at once whenever
 * something could need its end sooner: a #fragment to scroll to, or a screen taller than the first blocks
 * (the share links and the footer would show, then be pushed down).
 */
export function RenderedBody({ slug, runs, author }: RenderedBodyProps) {
  // False on the server and while hydrating: the prerendered HTML carries the whole body.
  const onClient = useHydrated();
  const { hash } = useLocation();
  const [wholeFor, setWholeFor] = useState<string>();
  const split = onClient && !hash && wholeFor !== slug && goesPastFirstScreen(runs);
  const end = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!split) return;
    const showWhole = () => setWholeFor(slug);
    // Measured from the top of the page, where the visit scrolls to before this frame is painted.
    const endOfShown = (end.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (endOfShown < window.innerHeight) return showWhole();
    return afterNextPaint(() => startTransition(showWhole));
  }, [split, slug]);

  const shown = split ? firstScreen(runs) : runs;
  return (
    <>
      {shown.map((run, index) => {
        // Keyed by article and mode (see ArticleBody): another article is a new element.
        const key = `${slug}:${index}:rendered`;
        if (!isIsland(run)) {
          return (
            <div key={key}>
              <Blocks blocks={run} author={author} />
            </div>
          );
        }
        const { type: _, ...props } = run;
        return <PodcastBlock key={key} {...props} />;
      })}
      {/* Where the first screen ends, while the rest waits: no box of its own, so nothing moves when it goes. */}
      {split && <div ref={end} />}
    </>
  );
}
