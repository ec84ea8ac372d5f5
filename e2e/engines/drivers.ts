import { spawn } from 'node:child_process';
import puppeteer, { type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { browserVersions, FIREFOX_PATH, miniBrowserPath } from '../../tools/test/browsers.ts';
import { freePort } from '../../tools/test/freePort.ts';

/**
 * What a journey needs from a browser, implemented once per engine. Every action is a real input event:
 * clicks are pointer clicks on the element, typing sends one key at a time.
 */
export interface EnginePage {
  /** Opens a path and waits until the client has hydrated it. */
  goto(path: string): Promise<void>;
  /**
   * Opens a full URL (another origin of the site, say) and waits until its document is parsed, not for its
   * load event or hydration: a page whose app code is held may not fire load until the code is let through
   * (a page hidden when its entry runs starts the app at once, and the app's module preloads delay load).
   */
  openUrl(url: string): Promise<void>;
  /** Resizes the viewport; WebKitGTK's window cannot go below about 450 px wide. */
  setViewport(width: number, height: number): Promise<void>;
  click(selector: string): Promise<void>;
  /** A pointer click that does not wait for the element to be enabled: on a disabled button it does nothing. */
  clickEvenIfDisabled(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Presses Enter in a field: in a form, the browser's implicit submission. */
  pressEnter(selector: string): Promise<void>;
  /** Presses Backspace `times` times in the focused element. */
  backspace(times: number): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Waits until a JavaScript expression is truthy. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** What each engine does its own way; `enginePage` builds the navigations and the waits on it. */
type EngineCommands = Omit<EnginePage, 'goto' | 'openUrl' | 'waitFor'> & {
  /** Loads `url` and waits until the new document is parsed, or with `whole` until its load event. */
  load(url: string, whole: boolean): Promise<void>;
};

/** True once the client has hydrated the page (src/App.tsx marks the document). */
export const HYDRATED = `document.documentElement.dataset.hydrated === 'true'`;

/** Tells the console probe (probeServer.ts) that the visitor is leaving the page, as they type a new address. */
const LEAVING = `window.__engineProbeLeaving?.()`;

/**
 * A browser that lacks a protocol command the driver sent: one line naming the engine, its version and the
 * command, so a failure caused by a browser release reads as that, not as every journey cancelled.
 */
export class EngineVersionError extends Error {
  constructor(engine: string, version: string, command: string, purpose: string) {
    super(`${engine} ${version} does not implement ${command} (${purpose}).`);
    this.name = 'EngineVersionError';
  }
}

/** The command a WebDriver BiDi "unknown command" error names, if that is what `error` is. */
export function unknownCommand(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return (
    /unknown command:? ([\w.]+)/.exec(message)?.[1] ?? /Protocol error \(([\w.]+)\): unknown command/.exec(message)?.[1]
  );
}

/**
 * Waits until `expression` is truthy in the page, evaluating it every 50 ms from outside the page, through
 * the driver's own script evaluation. Not Puppeteer's waitForFunction: its poller builds the predicate with
 * Function() inside the page, which Firefox ESR 140 refuses under the site's Content-Security-Policy (no
 * 'unsafe-eval'); WebDriver BiDi's own script evaluation is not subject to the page's policy in any version.
 */
async function poll(
  evaluate: (script: string) => Promise<unknown>,
  expression: string,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  // A navigation may destroy the realm mid-evaluation: that is a "not yet", not a failure. So is no answer
  // within 5 s: WebKitWebDriver now and then never answers a script sent as a new document replaces the
  // old one, and answers the next. The expression only reads the page, so asking again is safe.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = () => new Promise<false>((resolve) => (timer = setTimeout(resolve, 5_000, false)));
  const check = () => Promise.race([evaluate(`Boolean(${expression})`).catch(() => false), unanswered()]);
  while (!(await check().finally(() => clearTimeout(timer)))) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The engine's page, with the navigations and the waits every engine shares. */
function enginePage(origin: string, engine: EngineCommands): EnginePage {
  const waitFor = (expression: string, timeout?: number) => poll(engine.evaluate, expression, timeout);
  return {
    ...engine,
    async goto(path) {
      await engine.evaluate(LEAVING);
      await engine.load(origin + path, true);
      await waitFor(HYDRATED);
    },
    async openUrl(url) {
      await engine.evaluate(LEAVING);
      await engine.load(url, false);
    },
    waitFor,
  };
}

/**
 * Sizes Firefox's viewport with WebDriver BiDi's browsingContext.setViewport alone, which every BiDi
 * Firefox implements. Puppeteer's page.setViewport also sends emulation.setScreenOrientationOverride,
 * which Firefox ESR 140 does not know: the whole call then fails although the size was never the problem.
 * Puppeteer's BiDi frame exposes its browsing context (not part of its typed API, so checked here).
 */
async function sizeFirefoxViewport(page: Page, version: string, width: number, height: number): Promise<void> {
  type BidiContext = { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
  const context = (page.mainFrame() as unknown as { browsingContext?: Partial<BidiContext> }).browsingContext;
  if (typeof context?.setViewport !== 'function') {
    throw new Error('puppeteer-core no longer exposes the BiDi browsing context that sizes the viewport');
  }
  try {
    await context.setViewport({ viewport: { width, height } });
  } catch (error) {
    const command = unknownCommand(error);
    if (command) throw new EngineVersionError('Firefox ESR', version, command, 'needed to size the viewport');
    throw error;
  }
  const sized = `window.innerWidth === ${width} && window.innerHeight === ${height}`;
  await poll((expression) => page.evaluate(expression), sized, 5_000).catch(() => {
    throw new Error(`Firefox ESR ${version}: the viewport did not become ${width}×${height}.`);
  });
}

/** Firefox ESR, driven over WebDriver BiDi by Puppeteer (no geckodriver needed). */
export async function openFirefox(origin: string): Promise<EnginePage> {
  const version = browserVersions()['Firefox ESR'].replace(/^Mozilla Firefox /, '');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No viewport at launch: Puppeteer would size every new page with page.setViewport (see above).
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const evaluate = <T>(expression: string) => page.evaluate(expression) as Promise<T>;
  /**
   * A pointer click once the element is there, shown and enabled, as Puppeteer's locators wait, but with
   * the wait polled from outside the page (the locators' own wait runs Function() in the page).
   */
  const clickWhenReady = async (selector: string) => {
    const element = `document.querySelector(${JSON.stringify(selector)})`;
    const ready = `${element} !== null && !${element}.disabled && ${element}.getClientRects().length > 0`;
    await poll(evaluate, ready);
    await page.click(selector);
  };
  return enginePage(origin, {
    async load(url, whole) {
      await page.goto(url, { waitUntil: whole ? 'load' : 'domcontentloaded' });
    },
    setViewport: (width, height) => sizeFirefoxViewport(page, version, width, height),
    click: clickWhenReady,
    clickEvenIfDisabled: (selector) => page.click(selector),
    async type(selector, text) {
      await clickWhenReady(selector);
      await page.keyboard.type(text, { delay: 20 });
    },
    async pressEnter(selector) {
      await clickWhenReady(selector);
      await page.keyboard.press('Enter');
    },
    async backspace(times) {
      for (let i = 0; i < times; i++) await page.keyboard.press('Backspace', { delay: 20 });
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    evaluate,
    close: () => browser.close(),
  });
}

const MINIBROWSER_MIN_WIDTH = 460;

/** WebKitGTK (the engine Safari is built on) through WebKitWebDriver, needs a display (xvfb-run). */
export async function openWebKit(origin: string): Promise<EnginePage> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const port = await freePort();
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const driver = await connect(`http://127.0.0.1:${port}`, binary);
  const evaluate = <T>(expression: string) => driver.executeScript<T>(`return (${expression})`);
  const find = async (selector: string) => {
    const element = await driver.findElement(By.css(selector));
    // The header is fixed: bring the element to the middle so the click lands on it, not on the header.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
    return element;
  };
  const click = async (selector: string) => (await find(selector)).click();
  return enginePage(origin, {
    /**
     * The session does not wait for pages to load (pageLoadStrategy 'none'): WebKitWebDriver would otherwise
     * hold every command until the load event, and a page whose app code is held may not fire it for as
     * long as the code is held (a page hidden when its entry runs starts the app at once, and the app's
     * module preloads delay the load event). So a load waits here for a new document (the probe names
     * each one) that is parsed, and `goto` then for hydration; a script run while the old document is torn
     * down may fail, and is retried.
     */
    async load(url) {
      const before = await evaluate<string | null>('window.__engineProbeDocument ?? null');
      await driver.get(url);
      const arrived = `window.__engineProbeDocument !== undefined && window.__engineProbeDocument !== ${JSON.stringify(before)}
        && document.readyState !== 'loading'`;
      await poll(evaluate, arrived, 15_000);
    },
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height });
      // The window manager applies the size asynchronously; the page must see it before the next step.
      // MiniBrowser's header bar keeps its window at least ~450 px wide: still the phone layout (< 768).
      const expected = Math.max(width, MINIBROWSER_MIN_WIDTH);
      const sized = `window.innerWidth <= ${expected} && window.innerWidth > ${width} - 40`;
      await poll(evaluate, sized);
    },
    click,
    clickEvenIfDisabled: click,
    async type(selector, text) {
      const element = await find(selector);
      await element.click();
      // WebDriver's Element Send Keys dispatches one key event per character.
      await element.sendKeys(text);
    },
    pressEnter: async (selector) => (await find(selector)).sendKeys(Key.ENTER),
    backspace: (times) => driver.actions().sendKeys(Key.BACK_SPACE.repeat(times)).perform(),
    select: (selector, value) => click(`${selector} option[value="${value}"]`),
    evaluate,
    async close() {
      await driver.quit().catch(() => {});
      driverProcess.kill();
    },
  });
}

async function connect(server: string, binary: string): Promise<WebDriver> {
  // The driver takes a moment to listen; retry the session for a few seconds.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          // Commands never wait for a page's load event: each load waits for what its step needs.
          pageLoadStrategy: 'none',
        })
        .build();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
