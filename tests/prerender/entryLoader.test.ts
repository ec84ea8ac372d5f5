import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER, PAGE_MODULES_ID, loadEntryAfterPaint } from '../../tools/build/html/entryLoader';
import { inlineScriptHashes } from '../../tools/hosts/security-headers';

const ENTRY = '/assets/index-def.js';
const MODULES = [ENTRY, '/assets/client-abc.js', '/assets/main-ghi.js'];
const TEMPLATE = [
  '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--></head>',
  `<body><div id="root"><!--app-html--></div><script type="module" crossorigin src="${ENTRY}"></script></body></html>`,
].join('\n');

/**
 * Runs the loader's exact text against a stand-in browser: the paint entries so far, visibility, paint
 * support, the observer and the timers it registers, the page's data block of modules (unless `withModules`
 * is false) and the head its links go into. import() is syntax, so the one call in the text is pointed at a
 * recorder; everything else runs as written. The loader imports in a promise callback: await settled().
 */
function runLoader({ painted = false, hidden = false, paintSupported = true, withModules = true } = {}) {
  const imports: string[] = [];
  /** Each insertion into the head: the links' attributes, and the imports made before it. */
  const insertions: { links: Record<string, string>[]; importsBefore: number }[] = [];
  const paints = painted ? ['first-paint', 'first-contentful-paint'] : [];
  const observers: { callback: () => void; disconnected: boolean; options?: unknown }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ['navigation', 'paint', 'resource'] : ['navigation', 'resource'];
    private record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const blocks: Record<string, { textContent: string }> = withModules
    ? { [PAGE_MODULES_ID]: { textContent: JSON.stringify(MODULES) } }
    : {};
  const environment = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) => blocks[id] ?? null,
      createElement: (tag: string) => ({ tag }),
      head: {
        append: (...links: Record<string, string>[]) => insertions.push({ links, importsBefore: imports.length }),
      },
    },
    performance: { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
    PerformanceObserver,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    __import: (url: string) => (imports.push(url), Promise.resolve()),
  };
  const source = ENTRY_LOADER;
  expect(source.match(/\bimport\(/g)).toHaveLength(1);
  new Function(...Object.keys(environment), source.replace('import(', '__import('))(...Object.values(environment));
  /** The browser reports a paint to the observers that are still connected. */
  const paint = (name: string) => {
    paints.push(name);
    observers.filter((observer) => !observer.disconnected).forEach((observer) => observer.callback());
  };
  return { imports, insertions, observers, timers, paint };
}

/** Lets the loader's promise callbacks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('entry loader', () => {
  it('after the first contentful paint, preloads every module of the page in one insertion, then imports the entry', async () => {
    const { imports, insertions, observers, paint } = runLoader();
    await settled();
    expect(imports).toEqual([]);
    expect(insertions).toEqual([]);
    expect(observers).toHaveLength(1);
    // Buffered: a paint reported before the observer existed still counts.
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    await settled();
    expect(imports).toEqual([]);
    paint('first-contentful-paint');
    await settled();
    expect(insertions).toEqual([
      {
        links: MODULES.map((href) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href })),
        importsBefore: 0,
      },
    ]);
    expect(imports).toEqual([ENTRY]);
    expect(observers[0].disconnected).toBe(true);
  });

  it('imports at once when the page has already painted, is hidden, or the browser reports no paints', async () => {
    for (const options of [{ painted: true }, { hidden: true }, { paintSupported: false }]) {
      const { imports, observers } = runLoader(options);
      expect(observers).toEqual([]);
      await settled();
      expect(imports).toEqual([ENTRY]);
    }
  });

  it('imports after 3 s at the latest, should no paint ever be reported, and starts once only', async () => {
    const { imports, insertions, timers, paint } = runLoader();
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0].run();
    paint('first-contentful-paint');
    await settled();
    expect(imports).toEqual([ENTRY]);
    expect(insertions).toHaveLength(1);
  });

  it('imports nothing, and throws nothing, on a page without the modules block', async () => {
    const { imports } = runLoader({ painted: true, withModules: false });
    await settled();
    expect(imports).toEqual([]);
  });

  it('names no file of the build, so its text and CSP hash stay the same from build to build', () => {
    expect(ENTRY_LOADER).not.toMatch(/assets|\.js\b/);
    const one = loadEntryAfterPaint(TEMPLATE);
    const other = loadEntryAfterPaint(TEMPLATE.replace(ENTRY, '/assets/boot-0ther.js'));
    expect(inlineScriptHashes(one)).toEqual(inlineScriptHashes(other));
    expect(inlineScriptHashes(one)).toHaveLength(1);
  });
});

describe('loadEntryAfterPaint', () => {
  // The inline loader in place of the entry script, and no script by address: e2e/built-site.spec.ts reads it
  // on every built page.
  it('refuses a template with no entry script, or with more than one', () => {
    expect(() => loadEntryAfterPaint('<head></head><body></body>')).toThrow(/one entry script/);
    const twice = TEMPLATE.replace(
      '</body>',
      `<script type="module" crossorigin src="/assets/other.js"></script></body>`,
    );
    expect(() => loadEntryAfterPaint(twice)).toThrow(/found 2/);
  });
});
