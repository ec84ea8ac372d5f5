// @ts-check
/**
 * The line between what runs at build time and what ships to the browser. A build-time module lives under
 * tools/, or in src/ with a name that says so: `*.build.ts` (or `.tsx`), `*.server.ts`, and the server
 * bundle's entry, src/entry-server.tsx. Every other module of src/ is a browser module: the browser bundle
 * starts at one of them (src/main.tsx), so as long as no browser module imports a build module, the bundle
 * reaches none, and no Node built-in either. eslint.config.js enforces both with these lists;
 * tests/lint/buildBoundary.test.ts proves each rule fails.
 */

/** src/'s build-time modules, as globs from the repository's root (ESLint `files`/`ignores`). */
export const BUILD_MODULES = ['src/**/*.{build,server}.{ts,tsx}', 'src/entry-server.tsx'];

/** Every module of src/ that is not a build-time module: what the browser bundle may contain. */
export const BROWSER_MODULES = 'src/**/!(*.build|*.server|entry-server).{ts,tsx}';

/** For import-x/no-restricted-paths: no browser module imports a build-time one. */
export const buildZones = [
  {
    target: `./${BROWSER_MODULES}`,
    from: ['./src/**/*.{build,server}.{ts,tsx}', './src/entry-server.{ts,tsx}'],
    message:
      'A module the browser can load may not import a build-time module (*.build.ts, *.server.ts, src/entry-server.tsx); what both need belongs in a module of its own.',
  },
];
