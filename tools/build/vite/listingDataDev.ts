import type { Plugin, ViteDevServer } from 'vite';
import { requestPath } from './requestPath.ts';

type DataFile = { path: string; json: string };
type EntryServer = { listingDataFiles(): Promise<DataFile[]> };

/**
 * `npm run dev` answers the JSON files the build writes beside the listing (each listing page's cards and
 * the search index's parts) from the sources, as the build would write them: an editor previewing a new
 * article finds it with the site's full-text search, not with a lesser fallback.
 *
 * The files are computed once per version of the sources: Vite hands back a new module object after an
 * edit, and the parts a search fetches at once (base and shards) share one computation.
 */
export function listingDataDev(): Plugin {
  const computed = new WeakMap<object, Promise<Map<string, string>>>();
  const filesOf = async (server: ViteDevServer) => {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
    let files = computed.get(entry);
    if (!files) {
      files = entry.listingDataFiles().then((list) => new Map(list.map(({ path, json }) => [path, json])));
      computed.set(entry, files);
    }
    return files;
  };
  return {
    name: 'blueprint:listing-data-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = requestPath(req.url);
        if (req.method !== 'GET' || !path?.startsWith('/resources/') || !path.endsWith('.json')) return next();
        filesOf(server).then((files) => {
          const json = files.get(path);
          if (json === undefined) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(json);
        }, next);
      });
    },
  };
}
