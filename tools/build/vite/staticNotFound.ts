import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { fileForPath, htmlFilesOf, NOT_FOUND_FILE, pagePaths, pageRedirects } from '../../hosts/redirects.ts';
import { requestPath } from './requestPath.ts';

/**
 * The preview server's answer to a page's other name (/about/, /about.html, /index.html): a redirect to its
 * address, as every host's config gives it; to a path with no page or file: 404.html with status 404, as static hosts answer
 * (`vite preview` alone answers index.html, the prerendered home page, which would then hydrate as the
 * 404 route and mismatch). An address that cannot be decoded is a 400 with a plain sentence, never the
 * error's stack and the server's folders; a path that decodes to somewhere outside `outDir` (`/..%2fname`)
 * is a 404 without the file system being asked, so no answer tells whether a file exists there.
 */
export function notFoundMiddleware(outDir: string): Connect.NextHandleFunction {
  const root = resolve(outDir);
  // The redirects every host makes for the pages of outDir (tools/hosts/redirects.ts), by the address they move from.
  const redirects = new Map(pageRedirects(pagePaths(htmlFilesOf(root))).map(({ from, to }) => [from, to]));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = decodedPath(req.url ?? '/');
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: the address is not valid.\n');
      return;
    }
    // A page's other names move to its address, as on every host: an exact address of the list, to a fixed
    // Location (nothing of the request is copied into it, the query neither).
    const target = redirects.get(pathname);
    if (target) {
      res.writeHead(301, { Location: target });
      res.end();
      return;
    }
    if (pathname === '/') return next();
    // A file (a name with an extension) is served if it is there, as a static host serves it; else the 404
    // page, where `vite preview` would answer the home page with 200: a tab asking for the previous
    // build's files after a deploy must be told they are gone. A page is a name without an extension
    // (never one ending in a slash: vite preview would answer that with the home page).
    const file = resolve(root, extname(pathname) !== '' ? `.${pathname}` : fileForPath(pathname));
    // The not-found page at its own address is not found either, as nginx and Vercel answer it.
    const notFoundPage = file === join(root, NOT_FOUND_FILE);
    if (!notFoundPage && !pathname.endsWith('/') && isInside(root, file) && existsSync(file)) return next();
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(readFileSync(join(root, '404.html')));
  };
}

/** The request's path, percent-decoded, or undefined when it is not valid percent-encoded UTF-8. */
function decodedPath(url: string): string | undefined {
  try {
    const path = requestPath(url);
    return path === undefined ? undefined : decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

const isInside = (folder: string, file: string) => {
  const path = relative(folder, file);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !path.includes('\0');
};

export function staticNotFound(): Plugin {
  return {
    name: 'blueprint:static-not-found',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // A client-only build (the benchmark's baseline) has no 404.html and keeps Vite's SPA fallback.
      if (!existsSync(join(outDir, '404.html'))) return;
      server.middlewares.use(notFoundMiddleware(outDir));
    },
  };
}
