import { useCallback, type MouseEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { PodcastBlock } from '@/components/content/podcastPlayerLoader';
import type { AuthorId } from '@/content/articles/types';
import { internalLinkPath } from '@/lib/internalLink';
import { emptyHtml } from '@/lib/trustedHtml';
import type { BodyRun, IslandBlock, PrerenderedRun } from './bodyRuns';
import { RenderedBody } from './clientArticleLoader';

/**
 * Hydration keeps an element's HTML when its props say React sets it: nothing is written, nothing parsed.
 * Rendered afresh instead (after a translator or an extension changed the page before hydration), React
 * writes it: empty, and as TrustedHTML, since the site's Trusted Types refuse any string, even ''.
 */
const KEEP_PRERENDERED_HTML = { __html: emptyHtml() };

/**
 * A run of blocks hydrated over the prerendered page: React leaves its HTML as it is, so the first load
 * needs neither the body's chunk nor the block renderer. Its links still navigate on the client (the
 * handler below does what a router link would). Should React ever render it afresh (it does after a
 * hydration error), the run comes up empty: the page then loads the body and renders it.
 */
function PrerenderedBlocks() {
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
      onClick={followLink}
      dangerouslySetInnerHTML={KEEP_PRERENDERED_HTML}
      suppressHydrationWarning
    />
  );
}

function Island({ block: { type: _, ...props } }: { block: IslandBlock }) {
  return <PodcastBlock {...props} />;
}

export interface ArticleBodyProps {
  slug: string;
  runs: BodyRun[] | PrerenderedRun[];
  author: AuthorId;
}

/** Runs with a static run among them come from the body's chunk; the prerendered ones have none. */
const isRendered = (runs: BodyRun[] | PrerenderedRun[]): runs is BodyRun[] => runs.some(Array.isArray);

/**
 * An article's body: static runs of blocks and interactive islands (see bodyRuns.ts), either hydrated over
 * the prerendered HTML or rendered from the body's chunk (RenderedBody.tsx, loaded with the renderer).
 */
export function ArticleBody({ slug, runs, author }: ArticleBodyProps) {
  if (isRendered(runs)) return <RenderedBody slug={slug} runs={runs} author={author} />;
  return runs.map((run, index) => {
    // Keyed by article and mode: another article, or the same one rendered from its chunk, is a new element.
    const key = `${slug}:${index}:prerendered`;
    return run === null ? <PrerenderedBlocks key={key} /> : <Island key={key} block={run} />;
  });
}
