/**
 * Draws social images on worker threads, so that a build lays out and encodes cards on every core while
 * its main thread renders the pages. Drawing on the main thread left the build's second core half idle
 * (satori's layout and the PNG encoding are synchronous) and the pages waited for the cards.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SocialImage } from '../../../src/lib/socialImage.ts';
import type { CardDesign } from './drawSocialImage.ts';
import type { DrawReply, DrawRequest } from './drawWorker.ts';

export interface DrawPool {
  draw(card: SocialImage, design: CardDesign): Promise<Buffer>;
  /** Cards each worker is given at once: one laid out while another is rasterised. */
  readonly concurrency: number;
  close(): Promise<void>;
}

const PER_WORKER = 2;

/**
 * Node 20 does not pass the TypeScript loader the build runs under (tsx, or Vitest in the tests) on to
 * worker threads, so each worker registers tsx itself before it loads the drawing code.
 */
function startWorker(): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new URL('./drawWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(bootstrap, { eval: true });
}

export function drawPool(size = availableParallelism()): DrawPool {
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  const workers = Array.from({ length: Math.max(1, size) }, () => {
    const worker = startWorker();
    worker.on('message', (reply: DrawReply) => {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if ('png' in reply) request?.resolve(Buffer.from(reply.png));
      else request?.reject(new Error(reply.error));
    });
    // A worker that dies (it could not load its code) takes every card waiting on the pool with it.
    worker.on('error', (error: Error) => {
      failure ??= error;
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    });
    return worker;
  });
  let next = 0;

  return {
    concurrency: workers.length * PER_WORKER,
    draw(card, design) {
      const id = next++;
      return new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        pending.set(id, { resolve, reject });
        workers[id % workers.length].postMessage({ id, card, design } satisfies DrawRequest);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
