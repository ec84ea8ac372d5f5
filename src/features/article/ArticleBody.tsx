import { PodcastBlock } from '@/components/content/podcastPlayerLoader';
import { KeptHtml } from '@/components/content/KeptHtml';
import type { AuthorId } from '@/content/articles/types';
import type { BodyRun, IslandBlock, PrerenderedRun } from './bodyRuns';
import { RenderedBody } from './clientArticleLoader';

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
    return run === null ? <KeptHtml key={key} /> : <Island key={key} block={run} />;
  });
}
