// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryLoader, loadEntryAfterPaint } from '../../tools/prerender/entryLoader';

const ENTRY = '/assets/index-def.js';
const TEMPLATE = [
  '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--></head>',
  `<body><div id="root"><!--app-html--></div><script type="module" crossorigin src="${ENTRY}"></script></body></html>`,
].join('\n');

/**
 * Runs the loader's exact text against a stand-in browser: the paint entries so far, visibility, paint
 * support, the observer and the timers it registers. import() is syntax, so the one call in the text is
 * pointed at a recorder; everything else runs as written.
 */
function runLoader({ painted = false, hidden = false, paintSupported = true } = {}) {
  const imports: string[] = [];
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
  const environment = {
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    performance: { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
    PerformanceObserver,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    __import: (url: string) => (imports.push(url), Promise.resolve()),
  };
  const source = entryLoader(ENTRY);
  expect(source.match(/\bimport\(/g)).toHaveLength(1);
  new Function(...Object.keys(environment), source.replace('import(', '__import('))(...Object.values(environment));
  /** The browser reports a paint to the observers that are still connected. */
  const paint = (name: string) => {
    paints.push(name);
    observers.filter((observer) => !observer.disconnected).forEach((observer) => observer.callback());
  };
  return { imports, observers, timers, paint };
}

describe('entry loader', () => {
  it('imports the entry only once the first contentful paint is reported, then stops listening', () => {
    const { imports, observers, paint } = runLoader();
    expect(imports).toEqual([]);
    expect(observers).toHaveLength(1);
    // Buffered: a paint reported before the observer existed still counts.
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(imports).toEqual([]);
    paint('first-contentful-paint');
    expect(imports).toEqual([ENTRY]);
    expect(observers[0].disconnected).toBe(true);
  });

  it('imports at once when the page has already painted, is hidden, or the browser reports no paints', () => {
    expect(runLoader({ painted: true }).imports).toEqual([ENTRY]);
    expect(runLoader({ hidden: true }).imports).toEqual([ENTRY]);
    expect(runLoader({ paintSupported: false }).imports).toEqual([ENTRY]);
    for (const options of [{ painted: true }, { hidden: true }, { paintSupported: false }])
      expect(runLoader(options).observers).toEqual([]);
  });

  it('imports after 3 s at the latest, should no paint ever be reported', () => {
    const { imports, timers } = runLoader();
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0].run();
    expect(imports).toEqual([ENTRY]);
  });
});

describe('loadEntryAfterPaint', () => {
  it("replaces the template's entry script with the inline loader and requests no script by src", () => {
    const template = loadEntryAfterPaint(TEMPLATE);
    expect(template).not.toMatch(/<script[^>]* src=/);
    expect(template).toContain(`<script type="module">${entryLoader(ENTRY)}</script>`);
    expect(template.replace(/<script type="module">[^<]*<\/script>/, '')).toBe(
      TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, ''),
    );
  });

  it('refuses a template with no entry script, or with more than one', () => {
    expect(() => loadEntryAfterPaint('<head></head><body></body>')).toThrow(/one entry script/);
    const twice = TEMPLATE.replace(
      '</body>',
      `<script type="module" crossorigin src="/assets/other.js"></script></body>`,
    );
    expect(() => loadEntryAfterPaint(twice)).toThrow(/found 2/);
  });
});
