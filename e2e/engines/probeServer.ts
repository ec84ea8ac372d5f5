import { createServer, request, type Server } from 'node:http';
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
  addEventListener('error', (event) => {
    const target = event.target;
    record('pageerror: ' + (event.message || (target && (target.src || target.href)) || event.type));
  }, true);
  addEventListener('unhandledrejection', (event) => record('unhandledrejection: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    record('csp: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
})();`;

/** What the journeys can ask of the probe server. */
export interface Probe {
  origin: string;
  server: Server;
  /** Every message reported since the last call, from every document, the ones since left included. */
  takeReports(): ProbeReport[];
  /** How many messages `document` has reported so far. */
  reportedBy(document: string): number;
  /**
   * Holds back the responses to requests whose path matches, as a slow network would, until `release`
   * (for a file the browser may have cached, pass its path as `uncached` when starting the server).
   * `arrived` resolves when the first such request reaches the server.
   */
  hold(path: RegExp): { arrived: Promise<void>; release(): void };
}

/** A reverse proxy in front of `upstream` that adds the probe to every HTML page and collects its reports. */
export async function startProbeServer(upstream: string, options: { uncached?: RegExp } = {}): Promise<Probe> {
  const target = new URL(upstream);
  let reports: ProbeReport[] = [];
  const perDocument = new Map<string, number>();
  const holds: { path: RegExp; arrive: () => void; released: Promise<void> }[] = [];
  const server = createServer(async (incoming, outgoing) => {
    if (incoming.url === REPORT_PATH && incoming.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const report = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProbeReport;
      reports.push(report);
      perDocument.set(report.document, (perDocument.get(report.document) ?? 0) + 1);
      outgoing.writeHead(204).end();
      return;
    }
    const hold = holds.find(({ path }) => path.test(incoming.url ?? ''));
    if (hold) {
      hold.arrive();
      await hold.released;
    }
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(PROBE);
      return;
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isHtml = String(answer.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml) {
          // A response the browser cached is never asked for again, so it could not be held back later.
          const uncached = options.uncached?.test(incoming.url ?? '');
          const headers = uncached ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers;
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
    forward.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    takeReports() {
      const taken = reports;
      reports = [];
      return taken;
    },
    reportedBy: (document) => perDocument.get(document) ?? 0,
    hold(path) {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const entry = { path, arrive, released };
      holds.push(entry);
      return {
        arrived,
        release() {
          holds.splice(holds.indexOf(entry), 1);
          release();
        },
      };
    },
  };
}
