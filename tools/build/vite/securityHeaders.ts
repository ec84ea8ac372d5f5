import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { builtPageInlines } from '../../hosts/host-configs.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControlFor, securityHeaders } from '../../hosts/security-headers.ts';
import { requestPath } from './requestPath.ts';

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false; // Not there, or a file's name used as a folder's (/assets/x.js/).
  }
};

/**
 * The preview server (`npm start`, the e2e suite) sends the production headers, so the tests run
 * under the real Content-Security-Policy, for the build it serves (whose inline stylesheet and script it allows). The dev server is left alone: its hot-reload preamble is inline.
 */
export function securityHeadersPreview(options: { apiBaseUrl?: string }): Plugin {
  return {
    name: 'blueprint:security-headers',
    configurePreviewServer(server) {
      const { root, build } = server.config;
      const outDir = resolve(root, build.outDir);
      const headers = securityHeaders({ ...options, ...builtPageInlines(outDir) });
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        const path = requestPath(req.url) ?? '/';
        const cacheControl = cacheControlFor(path);
        // A year only for a file that is there: the 404 of a chunk a deploy removed must be asked for again.
        const missing = cacheControl === CACHE_IMMUTABLE && !isFile(join(outDir, path));
        res.setHeader('Cache-Control', missing ? CACHE_REVALIDATE : cacheControl);
        // Vite's static handler sets its own Cache-Control afterwards; the deployed rules must win.
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => (name.toLowerCase() === 'cache-control' ? res : setHeader(name, value));
        next();
      });
    },
  };
}
