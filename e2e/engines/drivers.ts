import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { browserVersions, FIREFOX_PATH, miniBrowserPath } from '../../tools/test/browsers.ts';
import { freePort } from '../../tools/test/freePort.ts';

/**
 * What a journey needs from a browser, implemented once per engine. Every action is a real input event:
 * clicks are pointer clicks on the element, typing sends one key at a time.
 */
export interface EnginePage {
  readonly name: string;
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

interface BidiViewportContext {
  setViewport(options: { viewport: { width: number; height: number } | null }): Promise<void>;
}

/**
 * Sizes Firefox's viewport with WebDriver BiDi's browsingContext.setViewport alone, which every BiDi
 * Firefox implements. Puppeteer's page.setViewport also sends emulation.setScreenOrientationOverride,
 * which Firefox ESR 140 does not know: the whole call then fails although the size was never the problem.
 * Puppeteer's BiDi frame exposes its browsing context; should a later Puppeteer hide it, page.setViewport
 * is used, and an optional command it sends that the browser lacks is tolerated once the size took.
 */
async function sizeFirefoxViewport(page: Page, version: string, width: number, height: number): Promise<void> {
  const context = (page.mainFrame() as unknown as { browsingContext?: Partial<BidiViewportContext> }).browsingContext;
  if (typeof context?.setViewport === 'function') {
    try {
      await context.setViewport({ viewport: { width, height } });
    } catch (error) {
      const command = unknownCommand(error);
      if (command) throw new EngineVersionError('Firefox ESR', version, command, 'needed to size the viewport');
      throw error;
    }
  } else {
    try {
      await page.setViewport({ width, height });
    } catch (error) {
      const command = unknownCommand(error);
      if (!command) throw error;
      console.warn(`Firefox ESR ${version} lacks ${command}; the viewport is sized without it.`);
    }
  }
  const sized = `window.innerWidth === ${width} && window.innerHeight === ${height}`;
  await pollInPage(page, sized, 5_000).catch(() => {
    throw new Error(`Firefox ESR ${version}: the viewport did not become ${width}×${height}.`);
  });
}

/**
 * Waits until `expression` is truthy in the page, evaluating it every 50 ms. Not Puppeteer's
 * waitForFunction: its poller builds the predicate with Function() inside the page, which Firefox ESR 140
 * refuses under the site's Content-Security-Policy (no 'unsafe-eval'); WebDriver BiDi's own script
 * evaluation is not subject to the page's policy in any version.
 */
async function pollInPage(page: Page, expression: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // A navigation may destroy the realm mid-evaluation: that is a "not yet", not a failure.
    if (await page.evaluate(`Boolean(${expression})`).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Firefox ESR, driven over WebDriver BiDi by Puppeteer (no geckodriver needed). */
export async function openFirefox(origin: string): Promise<EnginePage> {
  const version = browserVersions()['Firefox ESR'].replace(/^Mozilla Firefox /, '');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // No viewport at launch: Puppeteer would size every new page with page.setViewport (see above).
    defaultViewport: null,
  });
  const page: Page = await browser.newPage();
  const waitFor = (expression: string, timeout = 10_000) => pollInPage(page, expression, timeout);
  /**
   * A pointer click once the element is there, shown and enabled, as Puppeteer's locators wait, but with
   * the wait evaluated by pollInPage (the locators' own wait runs Function() in the page).
   */
  const clickWhenReady = async (selector: string) => {
    const element = `document.querySelector(${JSON.stringify(selector)})`;
    await waitFor(`${element} !== null && !${element}.disabled && ${element}.getClientRects().length > 0`);
    await page.click(selector);
  };
  return {
    name: 'Firefox ESR',
    async goto(path) {
      await page.evaluate(LEAVING);
      await page.goto(origin + path);
      await waitFor(HYDRATED);
    },
    async openUrl(url) {
      await page.evaluate(LEAVING);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    setViewport: (width, height) => sizeFirefoxViewport(page, version, width, height),
    click: clickWhenReady,
    async clickEvenIfDisabled(selector) {
      await page.click(selector);
    },
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
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    waitFor,
    close: () => browser.close(),
  };
}

const MINIBROWSER_MIN_WIDTH = 460;

/** WebKitGTK (the engine Safari is built on) through WebKitWebDriver, needs a display (xvfb-run). */
export async function openWebKit(origin: string): Promise<EnginePage> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const port = await freePort();
  const driverProcess: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const driver: WebDriver = await connect(`http://127.0.0.1:${port}`, binary);
  const find = async (selector: string) => {
    const element = await driver.findElement(By.css(selector));
    // The header is fixed: bring the element to the middle so the click lands on it, not on the header.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
    return element;
  };
  const waitFor = async (expression: string, timeout = 10_000) => {
    await driver.wait(async () => Boolean(await driver.executeScript(`return (${expression})`)), timeout);
  };
  /**
   * The session does not wait for pages to load (pageLoadStrategy 'none'): WebKitWebDriver would otherwise
   * hold every command until the load event, and a page whose app code is held may not fire it for as
   * long as the code is held (a page hidden when its entry runs starts the app at once, and the app's
   * module preloads delay the load event). So a navigation waits here for a new document (the probe
   * names each one) that is parsed and satisfies `ready`; a script run while the old one is torn down
   * may fail, and is retried.
   */
  const navigate = async (url: string, ready: string) => {
    const before = await driver.executeScript<string | null>('return window.__engineProbeDocument ?? null');
    await driver.executeScript(LEAVING);
    await driver.get(url);
    const arrived = `window.__engineProbeDocument !== undefined && window.__engineProbeDocument !== ${JSON.stringify(before)}
      && document.readyState !== 'loading' && (${ready})`;
    await driver.wait(
      async () => Boolean(await driver.executeScript(`return (${arrived})`).catch(() => false)),
      15_000,
    );
  };
  return {
    name: 'WebKitGTK',
    goto: (path) => navigate(origin + path, HYDRATED),
    openUrl: (url) => navigate(url, 'true'),
    async setViewport(width, height) {
      await driver.manage().window().setRect({ width, height });
      // The window manager applies the size asynchronously; the page must see it before the next step.
      // MiniBrowser's header bar keeps its window at least ~450 px wide: still the phone layout (< 768).
      const expected = Math.max(width, MINIBROWSER_MIN_WIDTH);
      await waitFor(`window.innerWidth <= ${expected} && window.innerWidth > ${width} - 40`);
    },
    async click(selector) {
      await (await find(selector)).click();
    },
    async clickEvenIfDisabled(selector) {
      await (await find(selector)).click();
    },
    async type(selector, text) {
      const element = await find(selector);
      await element.click();
      // WebDriver's Element Send Keys dispatches one key event per character.
      await element.sendKeys(text);
    },
    async pressEnter(selector) {
      await (await find(selector)).sendKeys(Key.ENTER);
    },
    async backspace(times) {
      await driver.actions().sendKeys(Key.BACK_SPACE.repeat(times)).perform();
    },
    async select(selector, value) {
      await (await find(`${selector} option[value="${value}"]`)).click();
    },
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return (${expression})`),
    waitFor,
    async close() {
      await driver.quit().catch(() => {});
      driverProcess.kill();
    },
  };
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
          // Commands never wait for a page's load event: navigate() waits for what each step needs.
          pageLoadStrategy: 'none',
        })
        .build();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
