/**
 * docs/deploy/nginx.conf: a documented example of the server block that `npm run build` writes to
 * .deploy/nginx.conf for its own environment. No build touches it. Built from fixed example inputs, so
 * it reads the same whatever the environment; a unit test says when it falls behind the header
 * definition, and `npx tsx tools/hosts/nginx-example.ts` rewrites it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nginxServerBlock } from './nginx-config.ts';
import { sha256Source } from './security-headers.ts';

export const NGINX_EXAMPLE = 'docs/deploy/nginx.conf';

/**
 * Obvious stand-ins: the real values are the deploy's VITE_SITE_URL and VITE_API_BASE_URL, and the hash
 * of the stylesheet and script its build inlined (here the hashes of placeholders, so the example does not change
 * with every change of style).
 */
const EXAMPLE_INPUTS = {
  siteUrl: 'https://www.example.com',
  apiBaseUrl: 'https://forms-api.example.com',
  pageStyles: [sha256Source('/* the stylesheet the build inlines into every page */')],
  pageScripts: [sha256Source('/* the loader of the entry the build inlines into every page */')],
  pages: ['/', '/about', '/resources', '/resources/an-article'],
};

export function nginxExample(): string {
  return `# EXAMPLE ONLY: do not copy this file to a server. \`npm run build\` writes the server block for
# its own environment to .deploy/nginx.conf; install that one. This example shows what it looks like
# for a site at ${EXAMPLE_INPUTS.siteUrl} whose forms API is ${EXAMPLE_INPUTS.apiBaseUrl}
# (connect-src); the first style-src hash stands for the build's inline stylesheet, the script-src hash
# for its inline entry loader. The redirects are those of a site with four pages (/, /about, /resources,
# /resources/an-article); the build's block has them for every page it prerendered. Rewritten by \`npx tsx tools/hosts/nginx-example.ts\`, never by a build.
${nginxServerBlock(EXAMPLE_INPUTS)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(join(import.meta.dirname, '../..', NGINX_EXAMPLE), nginxExample());
  console.log(`wrote ${NGINX_EXAMPLE}`);
}
