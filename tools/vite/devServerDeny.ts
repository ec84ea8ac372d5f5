import { DATA_DIR } from './formsEndpoint.ts';

/**
 * Files `npm run dev` never serves, whatever the address (Vite's server.fs.deny, matched against the
 * file a request resolves to, so /%2Edata/, /@fs/… and ?raw all meet it). A list set here replaces
 * Vite's own, so it repeats Vite's defaults (tests/devServerDeny.test.ts checks it still holds them all)
 * and adds the forms' local store: .data/submissions.jsonl holds what visitors sent, and the dev server
 * answers anyone who can reach it.
 */
export const VITE_DEFAULT_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
] as const;

export const DEV_SERVER_DENY = [...VITE_DEFAULT_DENY, `**/${DATA_DIR}/**`];
