import type { ComponentType } from 'react';
import type { ArticleBody } from '@/content/articles/types';
import { recoverable } from '@/lib/chunkRecovery';
import { importOnce } from '@/lib/importOnce';
import type { PodcastPlayerProps } from './PodcastPlayer';

/**
 * The podcast player is code only the episode pages need, so it is a chunk of its own rather than part
 * of every article's first load. A page whose body has an episode loads it before it renders (the
 * article route's loader awaits loadPlayerFor), so the prerendered HTML, hydration and client-side
 * navigation all render the player in place, with no Suspense fallback to swap out.
 */
let Player: ComponentType<PodcastPlayerProps> | undefined;
const importPlayer = importOnce(() => import('./PodcastPlayer'));

export async function loadPlayerFor(body: ArticleBody): Promise<void> {
  if (Player || !body.some((block) => block.type === 'podcast')) return;
  Player = (await recoverable(importPlayer)()).PodcastPlayer;
}

/** The player's chunk ahead of a visit to an episode (no recoverable(): a failed prefetch is retried later). */
export async function prefetchPlayerFor(body: ArticleBody): Promise<void> {
  if (body.some((block) => block.type === 'podcast')) await importPlayer();
}

export function PodcastBlock(props: PodcastPlayerProps) {
  if (!Player) throw new Error('A podcast block rendered before loadPlayerFor(body) resolved.');
  return <Player {...props} />;
}
