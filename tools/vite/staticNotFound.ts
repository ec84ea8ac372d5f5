import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` answers any unknown path with index.html (the prerendered home page), which would
 * then hydrate as the 404 route and mismatch. Static hosts answer with 404.html and status 404;
 * this makes the preview server (`npm start`, the e2e suite) do the same.
 */
export function staticNotFound(): Plugin {
  return {
    name: 'blueprint:static-not-found',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      // A client-only build (the benchmark's baseline) has no 404.html and keeps Vite's SPA fallback.
      if (!existsSync(join(outDir, '404.html'))) return;
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (pathname === '/' || extname(pathname) !== '') return next();
        const page = join(outDir, `${pathname.replace(/\/+$/, '')}.html`);
        if (existsSync(page)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(outDir, '404.html')));
      });
    },
  };
}
