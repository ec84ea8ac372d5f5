// @ts-check
/**
 * The line between what runs at build time and what ships to the browser. A build-time module lives under
 * tools/, or in src/ with a name that says so: `*.build.ts` (or `.tsx`, `.mjs`…), `*.server.ts`, and the
 * server bundle's entry, src/entry-server.tsx. Every other module of src/ is a browser module: the browser
 * bundle starts at one of them (src/main.tsx), so as long as no browser module reaches a build module, the
 * bundle holds none, nor a Node built-in, a root config file or .data/ (where older checkouts kept the forms' submissions).
 * eslint.config.js enforces it with these lists; tests/lint/rules.test.ts proves each rule fails.
 */

/** Every extension a module of src/ may have: Vite bundles each of them. */
export const MODULE_EXTENSIONS = '{ts,tsx,mts,cts,js,mjs,cjs}';

/** src/'s build-time modules, as globs from the repository's root (ESLint `files`/`ignores`). */
export const BUILD_MODULES = [`src/**/*.{build,server}.${MODULE_EXTENSIONS}`, 'src/entry-server.tsx'];

/** Every module of src/ that is not a build-time module: what the browser bundle may contain. */
export const BROWSER_MODULES = `src/**/!(*.build|*.server|entry-server).${MODULE_EXTENSIONS}`;

/** For import-x/no-restricted-paths: no browser module imports a build-time one. */
export const buildZones = [
  {
    target: `./${BROWSER_MODULES}`,
    from: [`./src/**/*.{build,server}.${MODULE_EXTENSIONS}`, './src/entry-server.{ts,tsx}'],
    message:
      'A module the browser can load may not import a build-time module (*.build.ts, *.server.ts, src/entry-server.tsx); what both need belongs in a module of its own.',
  },
];

/** The root's config files and .data/, as an import or a glob names them. */
const ROOT_FILE = /(?:^|\/)(?:\.data\/|(?:vite|vitest|tailwind|eslint|playwright[\w.-]*)\.config\b)/;
/** Build-time modules and tools, as a glob names them (an import of one is no-restricted-paths' business). */
const BUILD_GLOB = /\.(?:build|server)\.|(?:^|\/)(?:tools\/|entry-server)/;

/** The text of a string literal, else undefined. */
const text = (/** @type {any} */ node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/**
 * For browser modules, `boundary/no-build-path`: no import names a root config file or .data/ (by its text, so
 * a file that is not there yet is refused too), and no import.meta.glob pattern names those or build-time code,
 * since Vite bundles every file a glob matches. A pattern starting with `!` excludes files, so it may name them.
 */
export const boundaryPlugin = {
  rules: {
    'no-build-path': {
      meta: { type: /** @type {const} */ ('problem'), schema: [] },
      /** @param {import('eslint').Rule.RuleContext} context */
      create(context) {
        const refuse = (/** @type {any} */ node, /** @type {string} */ path) =>
          context.report({ node, message: `A module the browser can load may not reach build-time files (${path}).` });
        const checkImport = (/** @type {any} */ node) => {
          const path = text(node.source);
          if (path !== undefined && ROOT_FILE.test(path)) refuse(node.source, path);
        };
        return {
          ImportDeclaration: checkImport,
          ImportExpression: checkImport,
          ExportAllDeclaration: checkImport,
          ExportNamedDeclaration: checkImport,
          /** @param {any} node */
          'CallExpression[callee.object.type="MetaProperty"][callee.property.name="glob"]'(node) {
            const [patterns] = node.arguments;
            for (const pattern of patterns?.type === 'ArrayExpression' ? patterns.elements : [patterns]) {
              const glob = text(pattern);
              if (glob && !glob.startsWith('!') && (ROOT_FILE.test(glob) || BUILD_GLOB.test(glob)))
                refuse(pattern, glob);
            }
          },
        };
      },
    },
  },
};
