import type { ArticleBody, Block } from '@/content/articles/types';

/** A block that needs JavaScript on the page it is on: the podcast player's click-to-load facade. */
export type IslandBlock = Extract<Block, { type: 'podcast' }>;

/**
 * An article body as it is hydrated: runs of plain blocks, which are HTML and need no JavaScript, and the
 * interactive blocks (islands) between them. On the prerendered first load a run is `null`: its HTML is
 * already in the page and stays as the prerender wrote it (see ArticleBody).
 */
export type BodyRun = Block[] | IslandBlock;
export type PrerenderedRun = null | IslandBlock;

export const isIsland = (run: Block[] | Block | null): run is IslandBlock =>
  run !== null && !Array.isArray(run) && run.type === 'podcast';

export function bodyRuns(body: ArticleBody): BodyRun[] {
  const runs: BodyRun[] = [];
  for (const block of body) {
    const last = runs.at(-1);
    if (isIsland(block)) runs.push(block);
    else if (Array.isArray(last)) last.push(block);
    else runs.push([block]);
  }
  return runs;
}

/** What the first load needs of the runs: the islands' props; the rest is in the HTML. */
export const prerenderedRuns = (runs: BodyRun[]): PrerenderedRun[] => runs.map((run) => (isIsland(run) ? run : null));
