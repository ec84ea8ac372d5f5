import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { builtPageInlines } from '../host-configs.ts';
import { cacheControlFor, securityHeaders } from '../security-headers.ts';
import { requestPath } from './requestPath.ts';

/**
 * The preview server (`npm start`, the e2e suite) sends the production headers, so the tests run
 * under the real Content-Security-Policy, for the build it serves (whose inline stylesheet and script it allows). The dev server is left alone: its hot-reload preamble is inline.
 */
export function securityHeadersPreview(options: { apiBaseUrl?: string }): Plugin {
  return {
    name: 'blueprint:security-headers',
    configurePreviewServer(server) {
      const { root, build } = server.config;
      const headers = securityHeaders({ ...options, ...builtPageInlines(resolve(root, build.outDir)) });
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Cache-Control', cacheControlFor(requestPath(req.url) ?? '/'));
        // Vite's static handler sets its own Cache-Control afterwards; the deployed rules must win.
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => (name.toLowerCase() === 'cache-control' ? res : setHeader(name, value));
        next();
      });
    },
  };
}
