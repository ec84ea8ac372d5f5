import { defineConfig, loadEnv, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { staticNotFound } from './tools/build/vite/staticNotFound.ts';
import { securityHeadersPreview } from './tools/build/vite/securityHeaders.ts';
import { formsEndpoint } from './tools/build/vite/formsEndpoint.ts';
import { helmetOnReact19 } from './tools/build/vite/helmetOnReact19.ts';
import { fontSubsetPlugin } from './tools/build/vite/fontSubset.ts';
import { manifestOutsideOutput } from './tools/build/vite/manifestOutsideOutput.ts';
import { listingDataDev } from './tools/build/vite/listingDataDev.ts';
import { articlePage } from './tools/build/vite/articlePage.ts';
import { browserBundleCheck } from './tools/build/vite/browserBundleCheck.ts';
import { reviewBuild } from './tools/build/vite/reviewBuild.ts';
import { barePreloadHelper } from './tools/build/vite/barePreloadHelper.ts';

const REVIEW_NONE = './src/components/review/none.ts';

/** An article's body or a legal text: data, with next to nothing to compile. */
const CONTENT_MODULE = /[\\/]src[\\/]content[\\/]/;

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): Chromium 136 and later compile every
 * function of a file that opens with it on a background thread as the file downloads, instead of on the main
 * thread at each function's first call. On a phone's CPU it took 80 ms of compiling off the main thread during an
 * article's hydration (docs/performance.md). Only on chunks of over 4 KB of code before minification (a smaller
 * one compiles in no time, and the comment would add about 25 bytes of gzip to every page that loads it) that are
 * not content. Null, not '', for no banner: rolldown joins any string to the code with a newline.
 */
function compileHint(chunk: Rolldown.RenderedChunk): string | null {
  const modules = Object.entries(chunk.modules);
  const code = modules.reduce((sum, [, { renderedLength }]) => sum + renderedLength, 0);
  return code > 4096 && !modules.every(([id]) => CONTENT_MODULE.test(id)) ? '//# allFunctionsCalledOnLoad' : null;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      helmetOnReact19(),
      ...(mode === 'review' ? [reviewBuild()] : []),
      tailwindcss(),
      fontSubsetPlugin(fileURLToPath(new URL('.', import.meta.url))),
      securityHeadersPreview({ apiBaseUrl: env.VITE_API_BASE_URL }),
      // Before staticNotFound, which would answer a GET of /forms/submit with the 404 page instead of 405.
      formsEndpoint(),
      staticNotFound(),
      manifestOutsideOutput(),
      listingDataDev(),
      articlePage(),
      browserBundleCheck(),
      barePreloadHelper(),
    ],
    resolve: {
      alias: [
        // The review build's marks: in any other build, nothing (src/components/review/none.ts).
        ...(command === 'build' && mode !== 'review'
          ? [{ find: /^@\/components\/review\/.*$/, replacement: fileURLToPath(new URL(REVIEW_NONE, import.meta.url)) }]
          : []),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    build: {
      // Moved out of dist/ once written (manifestOutsideOutput): read by the build's tools, never published.
      manifest: true,
      target: 'es2022',
      // No modulepreload polyfill and no per-import dependency lists: a first load preloads its modules
      // itself (the page's inline loader reads the list the prerenderer writes), a prefetch from
      // route-modules.json. Vite still wraps dynamic imports in its preload helper, which barePreloadHelper
      // reduces to a bare call.
      modulePreload: false,
      // One stylesheet, attached to no chunk: the prerender inlines it into every page
      // (tools/build/html/inlineStylesheet.ts). Split, it belonged to the entry chunk, and every dynamic
      // import of a chunk that imports the entry (all that use the preload helper) fetched it again.
      cssCodeSplit: false,
      rolldownOptions: {
        checks: {
          // The server bundle imports every page statically as well (src/app/socialImages.build.ts reads each page's
          // meta), which makes the routes' lazy imports ineffective there: harmless, since the prerenderer
          // loads the whole server bundle at once. In the client build the warning stays: there it would
          // mean a lazy page had slipped into the first load.
          ineffectiveDynamicImport: !isSsrBuild,
        },
        output: {
          // Written after minification, which would drop the comment.
          postBanner: isSsrBuild ? undefined : (compileHint as Rolldown.AddonFunction),
          codeSplitting: {
            // What every page's first load needs besides the entry and the app's own chunk (main), in one
            // chunk: the libraries (react, react-dom, the router, react-helmet-async and its helpers), lucide's
            // icon base, and the two modules of the app that the pages import as well as main. Left to itself
            // the bundler made seven chunks of them, each a request and a little more gzip on every page.
            groups: [
              {
                name: 'common',
                test: new RegExp(
                  [
                    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-helmet-async|react-fast-compare|shallowequal|invariant)[\\/]`,
                    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|shared)`,
                    String.raw`src[\\/](config[\\/]site|lib[\\/]dataBlock)\.ts$`,
                  ].join('|'),
                ),
              },
            ],
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
  };
});
