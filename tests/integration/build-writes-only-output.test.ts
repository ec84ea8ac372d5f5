// @vitest-environment node
/**
 * A production build writes only its output, and each host's configuration allows the forms API the
 * build was given. The build runs in a temporary copy of this checkout (its own git repository, with
 * node_modules linked), with an explicit environment: whatever this checkout's .env or shell holds
 * plays no part.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_OUTPUT } from '../../tools/host-configs';
import { readManifest } from '../../tools/first-load';
import { cacheControlFor } from '../../tools/security-headers';
import { headersForPath, parseHeadersFile } from '../support/headersFile';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

const API = 'https://api.example.test';

/** The connect-src sources of the first Content-Security-Policy in a config file's text. */
function connectSrc(text: string): string[] {
  const directive = /connect-src ([^;"\n]*)/.exec(text);
  if (!directive) throw new Error('No connect-src found');
  return directive[1].trim().split(/\s+/);
}

let copy: string;
const git = (...args: string[]) => run('git', args, { cwd: copy });

/** A throwaway identity, whatever the machine's git configuration says. */
const SNAPSHOT = ['-c', 'user.name=test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false'];

beforeAll(async () => {
  copy = copyCheckout('blueprint-build-');
  await git('init', '-q');
  await git('add', '-A');
  await git(...SNAPSHOT, 'commit', '-qm', 'snapshot');

  await run('npm', ['run', 'build'], {
    cwd: copy,
    env: buildEnvironment({ VITE_API_BASE_URL: API }),
    maxBuffer: 16 * 1024 * 1024,
  });
}, 180_000);

afterAll(() => removeCopy(copy));

describe(`a production build with VITE_API_BASE_URL=${API}`, () => {
  it('leaves git status clean: it wrote no tracked file and nothing git would pick up', async () => {
    const { stdout } = await git('status', '--porcelain', '--untracked-files=all');
    expect(stdout).toBe('');
  });

  it('publishes no build manifest: dist/ has no .vite folder, the manifest is beside it for the tools', () => {
    expect(existsSync(join(copy, 'dist', '.vite'))).toBe(false);
    expect(Object.keys(readManifest(join(copy, 'dist')))).toContain('src/main.tsx');
  });

  it('Netlify and Cloudflare Pages get dist/_headers allowing the API', () => {
    expect(connectSrc(readFileSync(join(copy, 'dist', '_headers'), 'utf8'))).toEqual(["'self'", API]);
  });

  it('dist/_headers gives every published file, and every page at its clean URL, exactly one Cache-Control', () => {
    const dist = join(copy, 'dist');
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    const files = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== '_headers')
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(dist.length + 1)}`);
    const cleanUrls = files.filter((file) => file.endsWith('.html')).map((file) => file.replace(/(index)?\.html$/, ''));
    expect(files.length).toBeGreaterThan(100);
    for (const path of [...files, ...cleanUrls]) {
      expect(headersForPath(rules, path).get('cache-control'), path).toEqual([cacheControlFor(path)]);
    }
  });

  it(`nginx gets ${NGINX_OUTPUT}, outside the published dist/, allowing the API`, () => {
    expect(dirname(NGINX_OUTPUT)).not.toMatch(/^dist\b/);
    const block = readFileSync(join(copy, NGINX_OUTPUT), 'utf8');
    expect(connectSrc(block)).toEqual(["'self'", API]);
    expect(block).toContain("require-trusted-types-for 'script'");
  });

  it('Vercel, running vercel.ts with the same environment, sends a policy allowing the API', async () => {
    // As Vercel does: a process of its own, in the project root, with the deployment's variables.
    const { stdout } = await run(
      join(copy, 'node_modules', '.bin', 'tsx'),
      ['--eval', "import('./vercel.ts').then(({ config }) => process.stdout.write(JSON.stringify(config)))"],
      { cwd: copy, env: buildEnvironment({ VITE_API_BASE_URL: API }) },
    );
    const config = JSON.parse(stdout) as { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
    const csp = config.headers[0].headers.find((header) => header.key === 'Content-Security-Policy');
    expect(connectSrc(csp!.value)).toEqual(["'self'", API]);
  }, 60_000);
});
