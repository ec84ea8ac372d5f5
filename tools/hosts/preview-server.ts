/**
 * A built site served as `npm start` serves it (vite preview with the site's vite.config.ts: its headers,
 * 404 page and forms endpoint), for the benchmarks and the scale copies. In a process of its own, because
 * Lighthouse runs synchronously (tools/bench/run.ts) and would block a server living in the caller's.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PreviewServer {
  url: string;
  close(): void;
}

/**
 * Serves `outDir` (default dist) of the checkout at `cwd` on 127.0.0.1:`port`, and resolves once it answers.
 * The server stops with close() or, at the latest, when this process exits.
 */
export async function startPreview({ cwd, port, outDir }: { cwd: string; port: number; outDir?: string }) {
  const args = ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  // Vite's own script in this process's group, not through npx: one process, so close() stops the server
  // itself, and whatever stops this process's group (Playwright stopping a web server) stops it too. A
  // server in a group of its own outlived such a stop, kept the caller's stderr open, and the caller
  // waited on it for good.
  const child = spawn(
    process.execPath,
    [join(cwd, 'node_modules/vite/bin/vite.js'), ...args, ...(outDir ? ['--outDir', outDir] : [])],
    { cwd, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  let running = true;
  child.on('exit', () => (running = false));
  const close = () => {
    if (running) child.kill('SIGTERM');
  };
  process.once('exit', close);

  const server: PreviewServer = { url: `http://127.0.0.1:${port}`, close };
  // A build of a thousand articles can take the server a while to start on a busy machine.
  for (let attempt = 0; attempt < 120 && running; attempt++) {
    try {
      if ((await fetch(`${server.url}/`)).ok) return server;
    } catch {
      // Not up yet.
    }
    await sleep(250);
  }
  close();
  throw new Error(`The preview server for ${cwd}/${outDir ?? 'dist'} did not start on port ${port}.`);
}
