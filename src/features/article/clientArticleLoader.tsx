import { recoverable } from '@/lib/chunkRecovery';
import { importOnce } from '@/lib/importOnce';
import type { RenderedBodyProps } from './RenderedBody';

type ClientArticle = typeof import('./clientArticle');

let clientArticle: ClientArticle | undefined;
const importClientArticle = importOnce(() => import('./clientArticle'));

/** The client-render chunk for a navigation (a deploy or a lost connection handled like any route chunk). */
export async function loadClientArticle(): Promise<ClientArticle> {
  clientArticle ??= await recoverable(importClientArticle)();
  return clientArticle;
}

/** The same chunk ahead of a visit (no recoverable(): a failed prefetch is retried later). */
export const prefetchClientArticle = importClientArticle;

/** The body's renderer, which the route's loader has loaded before any page renders it. */
export function RenderedBody(props: RenderedBodyProps) {
  if (!clientArticle) throw new Error('An article body rendered before loadClientArticle() resolved.');
  return <clientArticle.RenderedBody {...props} />;
}
