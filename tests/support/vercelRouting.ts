/**
 * Answers a request path the way Vercel routes a Build Output config.json
 * (https://vercel.com/docs/build-output-api/configuration#routes), as far as the site's config uses it:
 * - the routes before `handle: filesystem` in order, each `src` a regular expression matched without
 *   regard to case, against the whole path (Vercel adds a missing ^ or $: normalizeRoutes in
 *   @vercel/routing-utils); a matching route adds its headers; with `continue: true` routing goes on,
 *   else it ends there: a 3xx status answers as a redirect, a `dest` is looked up among the files;
 * - the files, each at its own name or at the path its `overrides` entry gives;
 * - when no file answers, the routes after `handle: filesystem`, the same way; then Vercel's own 404;
 * - when a file answers, the routes after `handle: hit` add their headers, matched against its path (Vercel
 *   takes nothing else there: each must `continue`, with no `dest` or `status`).
 * Headers accumulate rather than replace one another: a header that two routes set shows up twice, so a
 * test sees any overlap of rules, whichever way Vercel merges them.
 */
import type { VercelOutputConfig, VercelRoute } from '../../tools/hosts/security-headers';

export interface VercelAnswer {
  status: number;
  /** The static file sent, relative to .vercel/output/static; none for a redirect or Vercel's own 404. */
  file?: string;
  /** Every header as the routes set it, names in lower case. */
  headers: Array<[name: string, value: string]>;
}

type SourceRoute = Exclude<VercelRoute, { handle: string }>;

/** A route's headers, names in lower case. No route of the site's captures anything to fill in. */
const headersOf = (route: SourceRoute): Array<[string, string]> =>
  Object.entries(route.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);

function wholePath(src: string): RegExp {
  return new RegExp(`${src.startsWith('^') ? '' : '^'}${src}${src.endsWith('$') ? '' : '$'}`, 'i');
}

/** files: every file of .vercel/output/static, relative, with forward slashes. */
export function routeOnVercel(config: VercelOutputConfig, files: Iterable<string>, path: string): VercelAnswer {
  const served = new Map<string, string>();
  for (const file of files) served.set(config.overrides[file]?.path ?? file, file);
  const handles = config.routes.flatMap((route) => ('handle' in route ? [route.handle] : []));
  if (handles.join() !== 'filesystem,hit')
    throw new Error(`Expected handle: filesystem, then handle: hit among the routes, not ${handles.join(', ')}.`);
  const [filesystem, hit] = handles.map((handle) =>
    config.routes.findIndex((route) => 'handle' in route && route.handle === handle),
  );
  const phases = [config.routes.slice(0, filesystem), config.routes.slice(filesystem + 1, hit)] as SourceRoute[][];
  const hitRoutes = config.routes.slice(hit + 1) as SourceRoute[];
  if (hitRoutes.some((route) => !route.continue || route.dest || route.status))
    throw new Error('After handle: hit, Vercel takes only routes that continue, without dest or status.');

  const headers: Array<[string, string]> = [];
  let target = path;
  let status: number | undefined;
  for (const [index, routes] of phases.entries()) {
    for (const route of routes) {
      if (!wholePath(route.src).test(target)) continue;
      headers.push(...headersOf(route));
      if (route.continue) continue;
      status = route.status;
      if (status && status >= 300 && status < 400) return { status, headers };
      if (route.dest) target = route.dest;
      break;
    }
    const file = served.get(target.slice(1));
    if (file) {
      for (const route of hitRoutes) if (wholePath(route.src).test(target)) headers.push(...headersOf(route));
      return { status: status ?? 200, file, headers };
    }
    if (index === 0) status = undefined;
  }
  return { status: 404, headers };
}
