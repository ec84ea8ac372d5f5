import { isIsland, type BodyRun } from './bodyRuns';

/**
 * How many blocks of a body a client-side visit renders before its first frame: with the article's header,
 * about a tall screen of text. Few enough that building, inserting and laying out a long body stays out of
 * that frame; the rest follows as soon as it is painted (RenderedBody.tsx).
 */
export const FIRST_SCREEN_BLOCKS = 6;

const blockCount = (runs: BodyRun[]) => runs.reduce((sum, run) => sum + (isIsland(run) ? 1 : run.length), 0);

/** Whether a body has more than its first screen, so that rendering it in two steps saves anything. */
export const goesPastFirstScreen = (runs: BodyRun[], count = FIRST_SCREEN_BLOCKS) => blockCount(runs) > count;

/**
 * The runs cut after their first `count` blocks (an island counts as one). Each run shown keeps its index,
 * so its element, and the blocks already in it, stay in place when the rest is added.
 */
export function firstScreen(runs: BodyRun[], count = FIRST_SCREEN_BLOCKS): BodyRun[] {
  const shown: BodyRun[] = [];
  let left = count;
  for (const run of runs) {
    if (left <= 0) break;
    shown.push(isIsland(run) ? run : run.slice(0, left));
    left -= isIsland(run) ? 1 : run.length;
  }
  return shown;
}
