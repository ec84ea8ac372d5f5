/**
 * A production build writes only its output, and each host's configuration allows the forms API the
 * build was given. Read from the integration tests' one build (tests/support/builtCheckout.ts): a
 * temporary copy of this checkout (its own git repository, with node_modules linked), built with an
 * explicit environment, so whatever this checkout's .env or shell holds plays no part.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { NGINX_OUTPUT, VERCEL_OUTPUT } from '../../tools/hosts/host-configs';
import { readManifest } from '../../tools/build/first-load';
import { cacheControlFor, type VercelOutputConfig } from '../../tools/hosts/security-headers';
import { headersForPath, parseHeadersFile } from '../support/headersFile';
import { run } from '../support/checkoutCopy';

/** The connect-src sources of the first Content-Security-Policy in a config file's text. */
function connectSrc(text: string): string[] {
  const directive = /connect-src ([^;"\n]*)/.exec(text);
  if (!directive) throw new Error('No connect-src found');
  return directive[1].trim().split(/\s+/);
}

const copy = inject('builtCheckout');
const API = inject('builtApi');
const git = (...args: string[]) => run('git', args, { cwd: copy });

describe(`a production build with VITE_API_BASE_URL=${API}`, () => {
  it('leaves git status clean: it wrote no tracked file and nothing git would pick up', async () => {
    const { stdout } = await git('status', '--porcelain', '--untracked-files=all');
    expect(stdout).toBe('');
  });

  it('publishes no build manifest: dist/ has no .vite folder, the manifest is beside it for the tools', () => {
    expect(existsSync(join(copy, 'dist', '.vite'))).toBe(false);
    expect(Object.keys(readManifest(join(copy, 'dist')))).toContain('src/main.tsx');
  });

  it('publishes no review mark and no /review page: those are the review build’s (npm run build:review)', () => {
    const dist = join(copy, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(html|js|css)$/.test(file),
    );
    expect(files).not.toContain('review.html');
    expect(files.filter((file) => readFileSync(join(dist, file), 'utf8').includes('data-review'))).toEqual([]);
  });

  it.each([
    ['Netlify and Cloudflare Pages', 'dist/_headers'],
    ['nginx', NGINX_OUTPUT],
    ['Vercel', `${VERCEL_OUTPUT}/config.json`],
  ])('%s get %s, whose policy allows the API', (_, file) => {
    expect(connectSrc(readFileSync(join(copy, file), 'utf8'))).toEqual(["'self'", API]);
  });

  it(`writes nginx's block outside the published dist/, since a server's configuration is no file to publish`, () => {
    expect(dirname(NGINX_OUTPUT)).not.toMatch(/^dist\b/);
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

  it(`Vercel gets ${VERCEL_OUTPUT}: every published file but _headers and the precompressed copies, each page served clean`, () => {
    const output = join(copy, VERCEL_OUTPUT);
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as VercelOutputConfig;
    const filesOf = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
        .sort();
    const published = filesOf(join(copy, 'dist')).filter((file) => !/(^_headers|\.gz|\.br)$/.test(file));
    expect(filesOf(join(output, 'static'))).toEqual(published);
    const pages = published.filter((file) => file.endsWith('.html') && file !== '404.html');
    expect(Object.keys(config.overrides).sort()).toEqual(pages);
  });
});
