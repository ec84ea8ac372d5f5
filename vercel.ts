/**
 * Vercel's project configuration. Vercel runs this file at the start of every deployment's build, with
 * that deployment's environment variables (it takes the place of a static vercel.json), so the
 * Content-Security-Policy it sends allows the forms API (VITE_API_BASE_URL) that the same build's
 * pages post to. The headers come from the one definition in tools/security-headers.ts.
 */
import { join } from 'node:path';
import { builtPageStyles, productionApiBaseUrl } from './tools/host-configs.ts';
import { vercelConfig } from './tools/security-headers.ts';

// Vercel bundles this file into .vercel/ before running it, so the project root is the working
// directory (as for vite.config.ts), not this module's location.
// The policy allows the pages' inline stylesheet by its hash, which exists only once the site is built:
// run before the build, this stops the deployment (builtPageStyles throws) rather than send a policy
// that would leave every page unstyled.
export const config = vercelConfig({
  apiBaseUrl: productionApiBaseUrl(process.cwd()),
  pageStyles: builtPageStyles(join(process.cwd(), 'dist')),
});
