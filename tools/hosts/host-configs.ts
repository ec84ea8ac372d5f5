/**
 * The host configurations a build emits, from the one header definition (tools/hosts/security-headers.ts)
 * and the build's own environment, so that each deploy's Content-Security-Policy allows the forms API
 * its pages post to:
 * - dist/_headers, which Netlify and Cloudflare Pages read from the published folder;
 * - .deploy/nginx.conf, a server block (tools/hosts/nginx-config.ts) to install on your own server: outside
 *   dist/, because a server's configuration is not a file to publish;
 * - on Vercel only, .vercel/output/: Vercel's Build Output API, a copy of dist/ with the clean URLs,
 *   redirects and headers in config.json (see writeVercelOutput).
 * No build step writes a tracked file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { loadEnv } from 'vite';
import {
  netlifyHeadersFile,
  pageInlineHashes,
  securityHeaders,
  vercelOutputConfig,
  type PageInlines,
  type PolicyInputs,
} from './security-headers.ts';
import { nginxServerBlock } from './nginx-config.ts';
import { htmlFilesOf, pagePaths } from './redirects.ts';
import { PRECOMPRESSED_EXTENSIONS } from '../build/precompress.ts';
import { recordHeaders, recordPages } from '../content/policy-change.ts';

export const NGINX_OUTPUT = '.deploy/nginx.conf';
export const VERCEL_OUTPUT = '.vercel/output';

/**
 * The forms API a production build posts to: VITE_API_BASE_URL from the environment or the .env
 * files in root, read the way `vite build` reads it.
 */
export function productionApiBaseUrl(root: string): string | undefined {
  return loadEnv('production', root, 'VITE_').VITE_API_BASE_URL || undefined;
}

/**
 * The hashes of the inline styles and scripts of the build in `dist`, read from its home page (the
 * prerender gives every page the same). The policy can only be written once the build exists: it allows
 * the pages' stylesheet and entry loader by the hashes of what the build inlined.
 */
export function builtPageInlines(dist: string): PageInlines {
  const home = join(dist, 'index.html');
  if (!existsSync(home))
    throw new Error(
      `No build in ${dist}: the policy allows the pages' inline stylesheet and script by their hashes, known only after \`npm run build\`.`,
    );
  return pageInlineHashes(readFileSync(home, 'utf8'));
}

/**
 * Whether the build writes Vercel's Build Output: when it runs on Vercel, whose `vercel build` sets
 * VERCEL=1 before running the build command (packages/cli/src/commands/build/index.ts in
 * https://github.com/vercel/vercel; also listed among the system environment variables,
 * https://vercel.com/docs/environment-variables/system-environment-variables), or when asked with
 * VERCEL_OUTPUT=1. Anywhere else it would only copy dist/ a second time.
 */
export function wantsVercelOutput(env: NodeJS.ProcessEnv): boolean {
  return env.VERCEL === '1' || env.VERCEL_OUTPUT === '1';
}

/** Writes the configs for the build in root/dist, whose pages link to siteUrl and carry the inline styles and scripts `inlines` hashes. */
export async function writeHostConfigs(
  root: string,
  { siteUrl, ...inlines }: { siteUrl: string } & PageInlines,
): Promise<void> {
  const apiBaseUrl = productionApiBaseUrl(root);
  const dist = join(root, 'dist');
  const { folders, htmlFiles } = await publishedTree(dist);
  await writeFile(join(dist, '_headers'), netlifyHeadersFile({ apiBaseUrl, ...inlines, folders }));

  const nginx = join(root, NGINX_OUTPUT);
  await mkdir(dirname(nginx), { recursive: true });
  const origin = `# Written by \`npm run build\` for ${siteUrl} (forms API: ${apiBaseUrl ?? 'same origin'}). Do not edit: rebuild.\n`;
  await writeFile(nginx, origin + nginxServerBlock({ apiBaseUrl, ...inlines, siteUrl, pages: pagePaths(htmlFiles) }));

  if (wantsVercelOutput(process.env)) await writeVercelOutput(root, { apiBaseUrl, ...inlines });

  for (const notice of [
    recordHeaders(root, securityHeaders({ apiBaseUrl, ...inlines })),
    recordPages(root, pagePaths(htmlFiles)),
  ])
    if (notice) console.warn(notice);
}

/** Every folder and every .html file of dist/, relative, with forward slashes, sorted. */
export async function publishedTree(dist: string): Promise<{ folders: string[]; htmlFiles: string[] }> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return { folders: folders.sort(), htmlFiles: htmlFilesOf(dist) };
}

/** What dist/ holds for the other hosts only: Netlify's and Pages' _headers, nginx's precompressed copies. */
function forOtherHostsOnly(path: string): boolean {
  return basename(path) === '_headers' || (PRECOMPRESSED_EXTENSIONS as readonly string[]).includes(extname(path));
}

/**
 * Writes root/.vercel/output/ for the build in root/dist: static/, a copy of the published files, and
 * config.json (tools/hosts/security-headers.ts, vercelOutputConfig). Vercel's static builder, after running
 * the build command, deploys .vercel/output as it is when it holds a config.json, ignoring the output
 * directory setting (packages/static-build/src/index.ts and src/utils/build-output-v3.ts in
 * https://github.com/vercel/vercel; https://vercel.com/docs/build-output-api). Vercel compresses
 * responses itself, so the .gz and .br copies stay out.
 */
export async function writeVercelOutput(root: string, policy: PolicyInputs): Promise<void> {
  const dist = join(root, 'dist');
  const output = join(root, VERCEL_OUTPUT);
  await rm(output, { recursive: true, force: true });
  await cp(dist, join(output, 'static'), {
    recursive: true,
    filter: (source) => source === dist || !forOtherHostsOnly(source),
  });
  const { htmlFiles } = await publishedTree(dist);
  const config = vercelOutputConfig({ ...policy, htmlFiles });
  await writeFile(join(output, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  console.log(`Vercel Build Output API directory written: ${relative(root, output)}`);
}
