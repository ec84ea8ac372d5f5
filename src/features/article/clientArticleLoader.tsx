import { recoverable } from '@/lib/chunkRecovery';
import type { BlocksProps } from '@/components/content/Blocks';

type ClientArticle = typeof import('./clientArticle');

let clientArticle: ClientArticle | undefined;

/** The client-render chunk for a navigation (a deploy or a lost connection handled like any route chunk). */
export async function loadClientArticle(): Promise<ClientArticle> {
  clientArticle ??= await recoverable(() => import('./clientArticle'))();
  return clientArticle;
}

/** The same chunk ahead of a visit (no recoverable(): a failed prefetch is retried later). */
export const prefetchClientArticle = (): Promise<ClientArticle> => import('./clientArticle');

/** The block renderer, which the route's loader has loaded before any page renders it. */
export function RenderedBlocks(props: BlocksProps) {
  if (!clientArticle) throw new Error('An article body rendered before loadClientArticle() resolved.');
  return <clientArticle.Blocks {...props} />;
}
