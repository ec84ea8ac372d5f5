/**
 * Serves a built copy of the site with N articles, for e2e/scale (playwright.scale.config.ts starts it as its
 * web server): makes the copy in a temp folder, builds it, serves its dist/ like `npm start`, and removes
 * the copy when stopped.
 *
 *   npx tsx tools/bench/scale/serve-copy.ts --articles 60 --port 4180
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPreview } from '../../hosts/preview-server.ts';
import { makeCopy } from './make-copy.ts';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const articles = Number(arg('articles', '60'));
const port = arg('port', '4180');

const out = mkdtempSync(join(tmpdir(), `blueprint-scale-${articles}-`));
const cleanUp = () => rmSync(out, { recursive: true, force: true });
try {
  makeCopy({ articles, out });
  execSync('npm run build', { cwd: out, stdio: ['ignore', 'ignore', 'inherit'] });
} catch (error) {
  cleanUp();
  throw error;
}
const server = await startPreview({ cwd: out, port: Number(port) });
const stop = () => {
  server.close();
  cleanUp();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
void server.exited.then((code) => {
  cleanUp();
  process.exit(code ?? 0);
});
