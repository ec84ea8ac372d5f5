/**
 * The host configurations a build emits, from the one header definition (tools/security-headers.ts)
 * and the build's own environment, so that each deploy's Content-Security-Policy allows the forms API
 * its pages post to:
 * - dist/_headers, which Netlify and Cloudflare Pages read from the published folder;
 * - .deploy/nginx.conf, a server block (tools/nginx-config.ts) to install on your own server: outside
 *   dist/, because a server's configuration is not a file to publish.
 * Vercel runs vercel.ts itself, with the deployment's environment. No build step writes a tracked file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadEnv } from 'vite';
import { inlineStyleHashes, netlifyHeadersFile } from './security-headers.ts';
import { nginxServerBlock } from './nginx-config.ts';

export const NGINX_OUTPUT = '.deploy/nginx.conf';

/**
 * The forms API a production build posts to: VITE_API_BASE_URL from the environment or the .env
 * files in root, read the way `vite build` reads it.
 */
export function productionApiBaseUrl(root: string): string | undefined {
  return loadEnv('production', root, 'VITE_').VITE_API_BASE_URL || undefined;
}

/**
 * The hashes of the inline styles of the build in `dist`, read from its home page (the prerender gives
 * every page the same). The policy can only be written once the build exists: it allows the pages'
 * stylesheet by the hash of what the build inlined.
 */
export function builtPageStyles(dist: string): string[] {
  const home = join(dist, 'index.html');
  if (!existsSync(home))
    throw new Error(
      `No build in ${dist}: the policy allows the pages' inline stylesheet by its hash, known only after \`npm run build\`.`,
    );
  return inlineStyleHashes(readFileSync(home, 'utf8'));
}

/** Writes the configs for the build in root/dist, whose pages link to siteUrl and carry pageStyles (their inline styles' hashes). */
export async function writeHostConfigs(
  root: string,
  { siteUrl, pageStyles }: { siteUrl: string; pageStyles: readonly string[] },
): Promise<void> {
  const apiBaseUrl = productionApiBaseUrl(root);
  const dist = join(root, 'dist');
  const folders = (await readdir(dist, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  await writeFile(
    join(dist, '_headers'),
    netlifyHeadersFile({ apiBaseUrl, pageStyles, folders: folders.map((folder) => folder.name) }),
  );

  const nginx = join(root, NGINX_OUTPUT);
  await mkdir(dirname(nginx), { recursive: true });
  const origin = `# Written by \`npm run build\` for ${siteUrl} (forms API: ${apiBaseUrl ?? 'same origin'}). Do not edit: rebuild.\n`;
  await writeFile(nginx, origin + nginxServerBlock({ apiBaseUrl, pageStyles, siteUrl }));
}
