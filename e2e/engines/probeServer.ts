import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The WebDriver session WebKitGTK offers has no console log, so each page is served with a first script
 * that records what the console would show: errors, warnings, uncaught exceptions, unhandled rejections,
 * failed resource loads and CSP violations. A same-origin file, so the production Content-Security-Policy
 * still applies unchanged. Used for both extra engines, so their results mean the same thing.
 *
 * Each message is also sent to this server as it happens (a beacon, which the browser delivers even from
 * a page being left), so an error a page raises while the visitor leaves it is not lost with its document.
 */
export const PROBE_PATH = '/__engine-probe.js';
const REPORT_PATH = '/__engine-probe/report';

/** One message a page's console showed: the page's path, and the document it came from. */
export interface ProbeReport {
  document: string;
  page: string;
  message: string;
}

const PROBE = `(() => {
  const seen = [];
  const documentId = Math.random().toString(36).slice(2);
  window.__engineProbe = seen;
  window.__engineProbeDocument = documentId;
  const record = (message) => {
    seen.push(message);
    const report = JSON.stringify({ document: documentId, page: location.pathname, message });
    navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, report);
  };
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      record(level + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
  // A load the browser cuts short because the visitor leaves the page (Firefox fires 'error' on each
  // module preload still in flight) is no failure of the page; an exception or a rejection then still is.
  // Firefox may cut the loads as soon as a navigation starts, before 'pagehide': the drivers say when
  // the visitor starts to leave (the address bar has no event of its own in the page). It may also fire
  // those errors only once the next page has begun, and routes them to the window now showing it: an
  // element of another document is the page left behind, not this one.
  let leaving = false;
  window.__engineProbeLeaving = () => (leaving = true);
  addEventListener('pagehide', () => (leaving = true), true);
  addEventListener('pageshow', () => (leaving = false), true);
  addEventListener('error', (event) => {
    const target = event.target;
    const resource = target && target !== window;
    if (resource && (leaving || target.ownerDocument !== document)) return;
    record('pageerror: ' + (event.message || (target && (target.src || target.href)) || event.type));
  }, true);
  addEventListener('unhandledrejection', (event) => record('unhandledrejection: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    record('csp: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
})();`;

/** What the probe server lets a journey see and do besides serving the site. */
export interface ProbeServer {
  origin: string;
  /**
   * The site on an origin of its own, with every request for the app's code held until `release()`: the
   * page as a visitor sees it before hydration. A fresh origin, so the browser has none of that code in
   * its caches (WebKit reuses modules from its memory cache even when told not to store them). The page
   * itself still parses: its inline loader imports the app with import(), which parsing never waits for.
   * With `only`, just the scripts whose path matches are held (the page hydrates without them).
   * `arrived` resolves when the first held request reaches the server.
   */
  holdAppScripts(only?: RegExp): Promise<{ origin: string; arrived: Promise<void>; release: () => void }>;
  /** Every page (document) request since the server started, as `METHOD path`: a native form submission is one. */
  documentRequests: string[];
  /** The bodies posted to the forms endpoint. */
  submissions: string[];
  /** Every message reported since the last call, from every document, the ones since left included. */
  takeReports(): ProbeReport[];
  /** How many messages `document` has reported so far. */
  reportedBy(document: string): number;
  close(): void;
}

/** The held-back requests of an origin made by `holdAppScripts`, until it is released. */
interface Hold {
  only?: RegExp;
  waiting: Array<() => void> | undefined;
  arrive: () => void;
}

function readBody(incoming: IncomingMessage, then: (body: string) => void) {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => then(Buffer.concat(chunks).toString('utf8')));
}

const APP_SCRIPT = /^\/assets\/[^?#]+\.js(?:[?#]|$)/;
const FORMS_ENDPOINT = '/forms/submit';

/** A reverse proxy in front of `upstream` that adds the probe to every HTML page. */
export async function startProbeServer(upstream: string): Promise<ProbeServer> {
  const target = new URL(upstream);
  const documentRequests: string[] = [];
  const submissions: string[] = [];
  const servers: Server[] = [];
  let reports: ProbeReport[] = [];
  const perDocument = new Map<string, number>();

  const handle = (hold?: Hold) => (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const url = incoming.url ?? '/';
    if (url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(PROBE);
      return;
    }
    if (url === REPORT_PATH && incoming.method === 'POST') {
      readBody(incoming, (body) => {
        const report = JSON.parse(body) as ProbeReport;
        reports.push(report);
        perDocument.set(report.document, (perDocument.get(report.document) ?? 0) + 1);
        outgoing.writeHead(204).end();
      });
      return;
    }
    if (String(incoming.headers.accept ?? '').includes('text/html')) documentRequests.push(`${incoming.method} ${url}`);
    if (incoming.method === 'POST' && url === FORMS_ENDPOINT) readBody(incoming, (body) => submissions.push(body));
    const forward = () => {
      const upstreamRequest = request(
        {
          host: target.hostname,
          port: target.port,
          path: url,
          method: incoming.method,
          headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
        },
        (answer) => {
          const isHtml = String(answer.headers['content-type'] ?? '').includes('text/html');
          if (!isHtml) {
            // The app's code is never cached by the browser here, or a later hold would find it already there.
            const headers = APP_SCRIPT.test(url) ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers;
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head>/, `<head><script src="${PROBE_PATH}"></script>`);
            const headers = { ...answer.headers };
            delete headers['content-length'];
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            outgoing.end(html);
          });
        },
      );
      upstreamRequest.on('error', (error) => {
        outgoing.writeHead(502);
        outgoing.end(String(error));
      });
      incoming.pipe(upstreamRequest);
    };
    if (hold?.waiting && APP_SCRIPT.test(url) && (hold.only?.test(url) ?? true)) {
      hold.waiting.push(forward);
      hold.arrive();
    } else forward();
  };
  /** A server of its own on a free port, with `hold` on its requests; its origin. */
  const serve = async (hold?: Hold) => {
    const server = createServer(handle(hold));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  return {
    origin: await serve(),
    documentRequests,
    submissions,
    async holdAppScripts(only) {
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const hold: Hold = { only, waiting: [], arrive };
      return {
        origin: await serve(hold),
        arrived,
        release() {
          const waiting = hold.waiting ?? [];
          hold.waiting = undefined;
          waiting.forEach((forward) => forward());
        },
      };
    },
    takeReports() {
      const taken = reports;
      reports = [];
      return taken;
    },
    reportedBy: (document) => perDocument.get(document) ?? 0,
    close() {
      servers.forEach((server) => server.close());
    },
  };
}
