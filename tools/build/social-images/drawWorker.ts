/**
 * A worker thread of ./drawPool.ts: draws the cards it is sent and posts back each PNG (or why it could
 * not), by the request's id. Several may be in flight: while resvg rasterises one on libuv's threads,
 * satori lays out the next.
 */
import { parentPort } from 'node:worker_threads';
import type { SocialImage } from '../../../src/lib/socialImage.ts';
import { drawSocialImage, type CardDesign } from './drawSocialImage.ts';

export interface DrawRequest {
  id: number;
  card: SocialImage;
  design: CardDesign;
}

export type DrawReply = { id: number; png: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('drawWorker.ts runs as a worker thread of drawPool.ts');

port.on('message', async ({ id, card, design }: DrawRequest) => {
  try {
    port.postMessage({ id, png: await drawSocialImage(card, design) } satisfies DrawReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies DrawReply);
  }
});
