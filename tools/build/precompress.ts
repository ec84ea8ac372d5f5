/**
 * The last build step: a gzip (.gz) and a brotli (.br) copy beside every text file of dist/, so that nginx
 * sends a file compressed once at build time, at the strongest setting, instead of compressing every
 * response (gzip_static, and brotli_static where that module is installed: tools/hosts/nginx-config.ts).
 *
 * They are written into dist/ itself, the one folder every host publishes. Netlify, Cloudflare Pages and
 * Vercel compress responses themselves and never send a .gz or .br file in place of the file it copies;
 * Netlify and Pages would serve one only to a request for its own name, which no page links to, and
 * Vercel's output (tools/hosts/host-configs.ts) leaves them out.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The text files a build publishes, by extension, with the MIME types servers send them as. */
export const TEXT_TYPES: Record<string, readonly string[]> = {
  '.html': ['text/html'],
  '.css': ['text/css'],
  // nginx's mime.types says application/javascript up to 1.22, text/javascript (the standard) since.
  '.js': ['application/javascript', 'text/javascript'],
  '.json': ['application/json'],
  '.webmanifest': ['application/manifest+json'],
  '.svg': ['image/svg+xml'],
  '.xml': ['application/xml', 'text/xml', 'application/rss+xml', 'application/atom+xml'],
  '.txt': ['text/plain'],
};

export const PRECOMPRESSED_EXTENSIONS = ['.gz', '.br'] as const;

/**
 * The scripts and styles every visit loads get brotli's slowest, smallest setting: 14 % smaller than
 * gzip -9 on this site's scripts, against 5 % at quality 5. An article's own body chunk
 * (assets/body-*.js, one per article) gets quality 10, 4 % larger than 11 at 40 % of its time, so that a
 * thousand of them add seconds, not tens of seconds, to a build. Pages and data files, whose number
 * also grows with the articles, get quality 5, which costs a few milliseconds a file where 11 costs tens.
 */
export function brotliQuality(path: string): number {
  if (/^assets\/body-[^/]*\.js$/.test(path)) return 10;
  return path.startsWith('assets/') ? constants.BROTLI_MAX_QUALITY : 5;
}

const compressors = {
  '.gz': (data: Buffer) => promisify(gzip)(data, { level: 9 }),
  '.br': (data: Buffer, path: string) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
};

/** Writes file.gz and file.br beside each text file under dir that they make smaller; returns how many. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && Object.hasOwn(TEXT_TYPES, extname(entry.name)))
    .map((e) => join(e.parentPath, e.name));
  let written = 0;
  // Each compression runs on libuv's thread pool: the promises all at once keep every core busy.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      for (const extension of PRECOMPRESSED_EXTENSIONS) {
        const compressed = await compressors[extension](data, relative(dir, file));
        // A tiny file can grow; the server then compresses it on the fly, or sends it as it is.
        if (compressed.length >= data.length) continue;
        await writeFile(`${file}${extension}`, compressed);
        written++;
      }
    }),
  );
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = resolve(import.meta.dirname, '../..', 'dist');
  await stat(dist).catch(() => {
    throw new Error('No dist/ to precompress: run `npm run build`.');
  });
  const started = performance.now();
  const written = await precompress(dist);
  console.log(`precompressed: ${written} .gz and .br files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
