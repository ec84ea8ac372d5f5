/**
 * The journeys every extra engine must pass, against the production build served by `vite preview`
 * (with its CSP and local forms endpoint) behind the console probe. One file per engine calls
 * `engineSuite`, so the engines run side by side.
 */
import assert from 'node:assert/strict';
import { after, describe, it as test } from 'node:test';
import { preview, type PreviewServer } from 'vite';
import { routeFiles } from '../../src/app/pageLists.ts';
import { HYDRATED, type EnginePage } from './drivers.ts';
import { startProbeServer, type ProbeServer } from './probeServer.ts';
import { translatorScript } from '../support/translator.ts';
import { AGENT_SAMPLE, CONTACT_SAMPLE, privacySample } from '../support/formSamples.ts';
import { buildContactPayload } from '../../src/features/contact/payload.ts';
import { buildPrivacyPayload } from '../../src/features/privacy-request/payload.ts';
import { AGENT_FIELDS, PRIVACY_FIELDS } from '../../src/features/privacy-request/fields.ts';

/** Concrete paths for the route table's patterns: an article, an episode and an unknown slug; an unknown path. */
const EXAMPLES: Record<string, string[]> = {
  '/resources/:slug': [
    '/resources/target-pregnancy-prediction-health-advertising',
    '/resources/navigating-new-rules-healthcare-advertising',
    '/resources/no-such-article',
  ],
  // Today's listing is one page, so a second page is the 404 page.
  '/resources/page/:page': ['/resources/page/2'],
  '*': ['/no-such-page'],
};
/** Every route of the route table at least once. */
const ROUTES = Object.keys(routeFiles).flatMap((pattern) => EXAMPLES[pattern] ?? [pattern]);
/** The one console message the site writes on purpose: the 404 page logs the missing path. */
const EXPECTED_MESSAGES = [/^warn: 404: no page at \/(no-such-page|resources\/page\/2)$/];

/**
 * What the console showed since the last look, on this page and on every page left since (an error raised
 * while leaving a page counts), minus what the site logs on purpose. This page's own messages are all
 * waited for: the probe server receives each one a moment after the page records it.
 */
async function consoleProblems(page: EnginePage, probe: ProbeServer): Promise<string[]> {
  const current = await page.evaluate<{ document?: string; count: number }>(
    '({ document: window.__engineProbeDocument, count: window.__engineProbe?.length ?? 0 })',
  );
  if (!current.document) return ['the console probe did not load'];
  const deadline = Date.now() + 5_000;
  while (probe.reportedBy(current.document) < current.count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return probe
    .takeReports()
    .filter(({ message }) => !EXPECTED_MESSAGES.some((expected) => expected.test(message)))
    .map(({ page, message }) => `${page}: ${message}`);
}

/** React's report of a page edited before hydration, which it renders afresh (a warning: src/main.tsx). */
const RENDERED_AFRESH = /react\.dev\/errors\/418/;

/** The console once a page edited before hydration was rendered afresh: that one report, nothing else. */
async function expectRenderedAfresh(reported: Promise<string[]>) {
  const messages = await reported;
  assert.equal(messages.filter((message) => RENDERED_AFRESH.test(message)).length, 1, 'rendered afresh once');
  assert.deepEqual(
    messages.filter((message) => !RENDERED_AFRESH.test(message)),
    [],
  );
}

/** The prefetcher's chunk, which a page loads once it is idle after hydrating (src/main.tsx). */
const PREFETCHER = /^\/assets\/prefetch-[^/]+\.js$/;

const text = (page: EnginePage, selector: string) =>
  page.evaluate<string>(`document.querySelector(${JSON.stringify(selector)})?.textContent?.trim() ?? ''`);

const SUBMIT_BUTTON = 'main form button[type="submit"]';

/** The text of what describes an element (aria-describedby). */
const described = (page: EnginePage, selector: string) =>
  page.evaluate<string>(
    `document.getElementById(document.querySelector(${JSON.stringify(selector)}).getAttribute('aria-describedby') ?? '')?.textContent ?? ''`,
  );

/** Starts the page translator of e2e/support/translator.ts; how many texts it wrapped at once. */
const translate = (page: EnginePage) => page.evaluate<number>(translatorScript('wrap'));

/** The values of the given fields, by selector. */
const fieldValues = (page: EnginePage, selectors: string[]) =>
  page.evaluate<Record<string, string>>(
    `Object.fromEntries(${JSON.stringify(selectors)}.map((s) => [s, document.querySelector(s).value]))`,
  );

/** The values of the ticked checkboxes and radios of a group. */
const ticked = (page: EnginePage, name: string) =>
  page.evaluate<string[]>(
    `[...document.querySelectorAll('input[name="${name}"]:checked')].map((input) => input.value)`,
  );

/** A form's control for a field, by the field's name. */
const named = (name: string) => `main form [name="${name}"]`;

/** The text fields among `values` that are filled, by selector (the agent's left out: they come with the app). */
function textFields(values: Record<string, unknown>, kindOf: (name: string) => string) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name, value]) => value && ['text', 'email', 'tel', 'textarea'].includes(kindOf(name)))
      .filter(([name]) => !(AGENT_FIELDS as string[]).includes(name))
      .map(([name, value]) => [named(name), String(value)]),
  );
}

const CONTACT = { ...CONTACT_SAMPLE, message: 'Typed before the page was ready.' };
const CONTACT_TEXT = textFields(CONTACT, () => 'text');

/** A request by an agent, chosen before hydration; the agent's own fields are typed once the app is ready. */
const PRIVACY = privacySample({ requestTypes: ['deletion', 'appeal'], requestMaker: 'agent', state: 'Texas' });
const PRIVACY_TEXT = textFields(PRIVACY, (name) => PRIVACY_FIELDS[name as keyof typeof PRIVACY_FIELDS].kind);

/**
 * Opens a form page with the app's code held back, lets `act` use the form as a visitor would and try to
 * submit it (Enter in `enterIn`, a click on the waiting button), and checks that the browser sent nothing
 * of its own and the address did not change; then lets the code in and waits for hydration.
 */
async function beforeHydration(
  page: EnginePage,
  probe: ProbeServer,
  { path, label, enterIn, act }: { path: string; label: string; enterIn: string; act: () => Promise<void> },
) {
  const { origin, release } = await probe.holdAppScripts();
  try {
    await page.openUrl(origin + path);
    const pagesBefore = probe.documentRequests.length;
    assert.equal(await page.evaluate(`document.querySelector('${SUBMIT_BUTTON}').disabled`), true, 'the button waits');
    assert.equal(await text(page, SUBMIT_BUTTON), label, 'the button keeps its label');
    assert.match(await described(page, SUBMIT_BUTTON), /Loading… one moment/);
    await act();
    // Then a page translator (Chrome's) wraps every text of the page in <font> elements.
    assert.ok((await translate(page)) > 20, 'the page was translated');
    await page.pressEnter(enterIn);
    await page.clickEvenIfDisabled(SUBMIT_BUTTON);
    assert.equal(await page.evaluate('location.pathname + location.search'), path, 'the address is unchanged');
    assert.deepEqual(probe.documentRequests.slice(pagesBefore), [], 'no page was requested');
    assert.equal(await page.evaluate(HYDRATED), false, 'still before hydration');
  } finally {
    release();
  }
  await page.waitFor(HYDRATED);
}

interface EngineSession {
  vitePreview: PreviewServer;
  probe: ProbeServer;
  page: EnginePage;
}

/** The production build served behind the console probe, and the engine opened on it at desktop size. */
async function startSession(open: (origin: string) => Promise<EnginePage>): Promise<EngineSession> {
  const vitePreview = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'silent' });
  let probe: ProbeServer | undefined;
  let page: EnginePage | undefined;
  try {
    const upstream = vitePreview.resolvedUrls?.local[0];
    assert.ok(upstream, 'the preview server did not start');
    probe = await startProbeServer(upstream);
    page = await open(probe.origin);
    await page.setViewport(1280, 900);
    return { vitePreview, probe, page };
  } catch (error) {
    await page?.close().catch(() => {});
    probe?.close();
    await vitePreview.close();
    throw error;
  }
}

/**
 * The journeys of one engine. The browser is started and sized before any journey is declared: a browser
 * that cannot start (a release that lacks a command the driver sends, say) is one failed test whose
 * message names the engine, its version and the command, not every journey cancelled.
 */
// A journey takes seconds. Once, a WebKitGTK session stopped answering and the run waited for ever: a minute
// each turns such a hang into a failure that names its journey.
const it = (name: string, run: () => void | Promise<void>) => test(name, { timeout: 60_000 }, run);

export async function engineSuite(name: string, open: (origin: string) => Promise<EnginePage>) {
  let session: EngineSession;
  try {
    session = await startSession(open);
  } catch (error) {
    it(`${name} starts and sizes its window`, () => {
      throw error;
    });
    return;
  }
  const { vitePreview, probe, page } = session;
  describe(name, () => {
    const problems = () => consoleProblems(page, probe);
    after(async () => {
      try {
        // The last journey's page is left too: what it raises on the way out counts like any other report.
        await page.goto('/');
        assert.deepEqual(await problems(), [], 'console, after the last journey');
      } finally {
        await page.close();
        probe.close();
        await vitePreview.close();
      }
    });

    it('every route loads and hydrates with one h1 and a clean console', async () => {
      for (const path of ROUTES) {
        await page.goto(path);
        const headings = await page.evaluate<number>(`document.querySelectorAll('main h1').length`);
        assert.equal(headings, 1, `${path}: one h1`);
        assert.deepEqual(await problems(), [], `${path}: console`);
      }
    });

    it('the console probe reports a load the page failed and what it raises while the visitor leaves it', async () => {
      await page.goto('/about');
      await page.evaluate(
        `document.body.append(Object.assign(new Image(), { src: '/no-such.png', onerror: () => (window.failed = true) }))`,
      );
      await page.waitFor('window.failed');
      await page.evaluate(`addEventListener('pagehide', () => { throw new Error('raised while leaving'); })`);
      await page.goto('/');
      const reported = await problems();
      assert.equal(reported.length, 2, `two reports: ${reported.join(' | ')}`);
      assert.ok(
        reported.some((report) => /^\/about: pageerror: .*\/no-such\.png$/.test(report)),
        reported.join(' | '),
      );
      assert.ok(
        reported.some((report) => /^\/about: pageerror: .*raised while leaving/.test(report)),
        reported.join(' | '),
      );
    });

    it('leaving a page while its prefetcher is still loading raises nothing', async () => {
      const { origin, arrived, release } = await probe.holdAppScripts(PREFETCHER);
      try {
        await page.openUrl(`${origin}/resources`);
        await arrived;
        await page.goto('/about');
        assert.deepEqual(await problems(), []);
      } finally {
        release();
      }
    });

    it('search keeps every typed character and the focus', async () => {
      await page.goto('/resources');
      await page.click('#article-search');
      const scrolled = await page.evaluate<number>('window.scrollY');
      await page.type('#article-search', 'california privacy');
      await page.waitFor(`location.search === '?q=california+privacy'`);
      assert.equal(await page.evaluate(`document.querySelector('#article-search').value`), 'california privacy');
      assert.equal(await page.evaluate(`document.activeElement?.id`), 'article-search');
      assert.equal(await page.evaluate('window.scrollY'), scrolled, 'the page did not move');
      await page.backspace(' privacy'.length);
      await page.waitFor(`location.search === '?q=california'`);
      // The grid follows the box as a deferred render: wait for articles about California to be listed.
      await page.waitFor(`document.querySelectorAll('main article').length > 0`);
      assert.deepEqual(await problems(), []);
    });

    it('search finds a word only in article bodies, with the word marked in a line of the body', async () => {
      await page.goto('/resources');
      await page.click('#article-search');
      await page.type('#article-search', 'sephora');
      await page.waitFor(`location.search === '?q=sephora'`);
      // The index, its shard and the bodies' text arrive over the network: wait for the marked excerpt.
      await page.waitFor(
        `[...document.querySelectorAll('main article p mark')].some((mark) => mark.textContent.startsWith('Sephora'))`,
      );
      const titles = await page.evaluate<string[]>(
        `[...document.querySelectorAll('main article h2')].map((h2) => h2.textContent)`,
      );
      assert.ok(titles.length > 0 && titles.every((title) => !/sephora/i.test(title)), 'body-only matches are listed');
      assert.deepEqual(await problems(), []);
    });

    it('a card link navigates on the client to the article', async () => {
      await page.goto('/resources');
      await page.evaluate(`(window.__sameDocument = true)`);
      const href = await page.evaluate<string>(`document.querySelector('main article a').getAttribute('href')`);
      await page.click(`main article a[href="${href}"]`);
      await page.waitFor(`location.pathname === ${JSON.stringify(href)}`);
      // The address changes first and the article renders a moment later (the listing's h1 is still there
      // meanwhile): the page change ends with focus on the new page's h1.
      await page.waitFor(`document.activeElement === document.querySelector('main h1')`);
      assert.notEqual(await page.evaluate(`document.querySelector('main h1').textContent`), 'Resources');
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'no full page load');
      assert.deepEqual(await problems(), []);
    });

    it("a link in an article's prerendered body navigates on the client, and the body comes back", async () => {
      // The first load keeps the body's HTML unhydrated (src/features/article/ArticleBody.tsx).
      const article = '/resources/compliance-not-privacy';
      const target = '/resources/healthline-case-healthcare-marketers';
      await page.goto(article);
      await page.evaluate(`(window.__sameDocument = true)`);
      await page.click(`main article a[href="${target}"]`);
      await page.waitFor(`location.pathname === ${JSON.stringify(target)}`);
      await page.waitFor(`document.querySelector('main h1')?.textContent.includes('Healthline')`);
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'no full page load');
      await page.evaluate('history.back()');
      await page.waitFor(`document.querySelector('main article a[href="${target}"]') !== null`);
      assert.equal(await page.evaluate('window.__sameDocument'), true, 'back without a page load');
      assert.deepEqual(await problems(), []);
    });

    it('both menus open before the scripts arrive, and the app takes the open one over and leads to a page', async () => {
      const open = (id: string) => `document.getElementById('${id}').matches(':popover-open')`;
      const { origin, release } = await probe.holdAppScripts();
      try {
        await page.openUrl(`${origin}/`);
        // Wide: the popover opens under its button, where the dropdown opens (src/index.css, .menu-panel-under-button).
        await page.click('button[popovertarget="menu-wide"]');
        await page.waitFor(open('menu-wide'));
        const [right, below] = await page.evaluate<number[]>(`(() => {
          const menu = document.getElementById('menu-wide').getBoundingClientRect();
          const button = document.querySelector('[popovertarget="menu-wide"]').getBoundingClientRect();
          return [menu.right - button.right, menu.top - button.bottom];
        })()`);
        assert.ok(Math.abs(right) < 1 && Math.abs(below - 8) < 1, `right edges ${right} px apart, ${below} px below`);
        await page.click('button[popovertarget="menu-wide"]');
        assert.equal(await page.evaluate(open('menu-wide')), false, 'its button closes it');
        await page.setViewport(390, 844);
        await page.click('button[popovertarget="menu"]');
        await page.waitFor(open('menu'));
        assert.equal(await page.evaluate(HYDRATED), false, 'still before hydration');
      } finally {
        release();
      }
      try {
        await page.waitFor(HYDRATED);
        assert.equal(await page.evaluate(open('menu')), true, 'still open once hydrated');
        await page.click('#menu a[href="/about"]');
        await page.waitFor(`location.pathname === '/about'`);
        // The address changes as the navigation commits; React renders the new page just after.
        await page.waitFor(
          `document.querySelector('main h1')?.textContent === 'The rules of healthcare advertising have changed.'`,
        );
        assert.equal(await page.evaluate(open('menu')), false);
        assert.deepEqual(await problems(), []);
      } finally {
        await page.setViewport(1280, 900);
      }
    });

    it('the contact form, translated, keeps every value when the endpoint refuses it, and says why', async () => {
      await page.goto('/contact');
      assert.ok((await translate(page)) > 20, 'the page was translated');
      const values = { ...CONTACT_TEXT, [named('message')]: '   ' };
      for (const [selector, value] of Object.entries(values)) await page.type(selector, value);
      await page.click(SUBMIT_BUTTON);
      await page.waitFor(
        `document.querySelector('[data-sonner-toast]')?.textContent.includes('Please enter a message (fields.message)')`,
      );
      assert.deepEqual(await fieldValues(page, Object.keys(values)), values, 'every value kept');
      assert.equal(await page.evaluate(`document.querySelector('${SUBMIT_BUTTON}').disabled`), false);
      // The refused request's status is the one thing the console may say.
      assert.deepEqual(
        (await problems()).filter((message) => !/status of 400/.test(message)),
        [],
      );
    });

    it('the contact form used before the scripts arrive, then translated, sends nothing itself, keeps every value, then sends once', async () => {
      const fields = Object.keys(CONTACT_TEXT);
      await beforeHydration(page, probe, {
        path: '/contact',
        label: 'Send Message',
        enterIn: named('email'),
        act: async () => {
          for (const [selector, value] of Object.entries(CONTACT_TEXT)) await page.type(selector, value);
          assert.deepEqual(await fieldValues(page, fields), CONTACT_TEXT);
        },
      });
      assert.deepEqual(await fieldValues(page, fields), CONTACT_TEXT, 'every value survives hydration');
      const sent = probe.submissions.length;
      await page.click(SUBMIT_BUTTON);
      await page.waitFor(`document.querySelector('[data-sonner-toast]')?.textContent.includes('Submission received.')`);
      assert.deepEqual(
        probe.submissions.slice(sent).map((body) => JSON.parse(body)),
        [buildContactPayload(CONTACT)],
      );
      await expectRenderedAfresh(problems());
    });

    it('the privacy form used before the scripts arrive, then translated, keeps ticks, the agent choice, text and state, then sends once', async () => {
      const fields = Object.keys(PRIVACY_TEXT);
      await beforeHydration(page, probe, {
        path: '/privacy-choices',
        label: 'Submit Privacy Request',
        enterIn: named('email'),
        act: async () => {
          for (const type of PRIVACY.requestTypes) await page.click(`input[name="requestTypes"][value="${type}"]`);
          await page.click(`input[name="requestMaker"][value="${PRIVACY.requestMaker}"]`);
          for (const [selector, value] of Object.entries(PRIVACY_TEXT)) await page.type(selector, value);
          await page.select(named('state'), PRIVACY.state);
        },
      });
      // The agent choice made before hydration brings its block once the app is ready.
      await page.waitFor(`document.querySelector('${named(AGENT_FIELDS[0])}') !== null`);
      assert.deepEqual(await ticked(page, 'requestTypes'), PRIVACY.requestTypes);
      assert.deepEqual(await ticked(page, 'requestMaker'), [PRIVACY.requestMaker]);
      assert.deepEqual(await fieldValues(page, fields), PRIVACY_TEXT, 'every value survives hydration');
      assert.equal(await page.evaluate(`document.querySelector('${named('state')}').value`), PRIVACY.state);
      const agent = Object.fromEntries(AGENT_FIELDS.map((name) => [name, String(AGENT_SAMPLE[name])]));
      for (const [name, value] of Object.entries(agent)) {
        if (!value) continue;
        await page.type(named(name), value);
        // Firefox ESR drops the first focus() the driver makes right after React rendered the page afresh
        // (no focusin reaches the field; a moment later it takes focus as usual): typed again then. The
        // values that survived hydration are checked above; these are typed after it.
        const typed = await page.evaluate<string>(`document.querySelector(${JSON.stringify(named(name))}).value`);
        if (typed === '') await page.type(named(name), value);
      }
      const sent = probe.submissions.length;
      await page.click(SUBMIT_BUTTON);
      await page.waitFor(`document.querySelector('main')?.textContent.includes('Request Submitted Successfully')`);
      const bodies = probe.submissions.slice(sent).map((body) => JSON.parse(body));
      assert.equal(bodies.length, 1, 'sent once');
      const submittedAt = new Date(bodies[0].fields.submittedAt);
      assert.deepEqual(bodies[0], buildPrivacyPayload({ ...PRIVACY, ...agent }, submittedAt));
      await expectRenderedAfresh(problems());
    });
  });
}
