/**
 * A real nginx serving the production build with the server block the build wrote (.deploy/nginx.conf),
 * inside an http block like Debian's stock nginx.conf (its mime.types and `gzip on`, nothing else about
 * compression), listening on a free local port instead of 443 and without TLS. It runs as a child
 * process with its own pid file, logs and temp folders in a temp dir, and never touches the machine's
 * nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtPageInlines, NGINX_OUTPUT, productionApiBaseUrl } from '../../tools/hosts/host-configs';
import { NGINX_ROOT } from '../../tools/hosts/nginx-config';
import { securityHeaders } from '../../tools/hosts/security-headers';
import { nginxPath } from '../../tools/test/browsers';
import { freePort } from '../../tools/test/freePort.ts';
import { rawGet } from './rawHttp';

const root = resolve(import.meta.dirname, '../..');
export const DIST = join(root, 'dist');

/** The headers the build's host configs send: for the forms API it was built for, and its pages' inline hashes. */
export const builtSecurityHeaders = () =>
  securityHeaders({ apiBaseUrl: productionApiBaseUrl(root), ...builtPageInlines(DIST) });

/** Replaces exactly one occurrence, so a change to the generated block cannot slip past unnoticed. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const count = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (count !== 1) throw new Error(`Expected ${pattern} once in ${NGINX_OUTPUT}, found it ${count} times.`);
  return text.replace(pattern, replacement);
}

/** The generated block with only what a local test must change: the address, no TLS, the build's folder. */
function blockForLocalServing(block: string, port: number): string {
  let local = replaceOnce(block, /^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${port};`);
  local = replaceOnce(local, /^\s*ssl_certificate [^\n]*\n/m, '');
  local = replaceOnce(local, /^\s*ssl_certificate_key [^\n]*\n/m, '');
  return replaceOnce(local, new RegExp(`^(\\s*)root ${NGINX_ROOT};$`, 'm'), `$1root ${DIST};`);
}

/** What Debian's /etc/nginx/nginx.conf has in its http block, with the site's block where sites-enabled/ is. */
function stockConfig(dir: string, site: string): string {
  // As root, nginx would hand its workers to `nobody`; CI runs as root, so keep them root there.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${join(dir, kind)};`,
  );
  return `${user}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events {}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temp.join('\n')}
    gzip on;
    include ${site};
}
`;
}

/** Whether a server on port answers HTTP yet. */
const answering = (port: number) =>
  rawGet(port, '/').then(
    () => true,
    () => false,
  );

export async function startNginx() {
  const nginx = nginxPath();
  if (!nginx) {
    throw new Error(
      'nginx is not installed: these tests serve the build with a real nginx. On Debian: apt-get install -y nginx-light (.ci/run installs it).',
    );
  }
  const generated = join(root, NGINX_OUTPUT);
  if (!existsSync(generated) || !existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No ${NGINX_OUTPUT} or dist/: run \`npm run build\` first.`);
  }

  const dir = mkdtempSync(join(tmpdir(), 'blueprint-nginx-'));
  const port = await freePort();
  const site = join(dir, 'site.conf');
  writeFileSync(site, blockForLocalServing(readFileSync(generated, 'utf8'), port));
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, stockConfig(dir, site));

  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', config];
  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));

  const deadline = Date.now() + 15_000;
  while (!(await answering(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start with the generated block:\n${stderr}\n${log()}`);
    }
    await new Promise((tick) => setTimeout(tick, 50));
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      // QUIT: finish the open requests, then exit.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      const errors = log()
        .split('\n')
        .filter((line) => /\[(emerg|alert|crit|error)\]/.test(line));
      rmSync(dir, { recursive: true, force: true });
      if (errors.length) throw new Error(`nginx logged errors:\n${errors.join('\n')}`);
    },
  };
}
