import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The WebDriver session WebKitGTK offers has no console log, so each page is served with a first script
 * that records what the console would show: errors, warnings, uncaught exceptions, failed resource loads
 * and CSP violations. A same-origin file, so the production Content-Security-Policy still applies unchanged.
 * Used for both extra engines, so their results mean the same thing.
 */
export const PROBE_PATH = '/__engine-probe.js';

const PROBE = `(() => {
  const seen = [];
  window.__engineProbe = seen;
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      seen.push(level + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
  addEventListener('error', (event) => {
    const target = event.target;
    seen.push('pageerror: ' + (event.message || (target && (target.src || target.href)) || event.type));
  }, true);
  addEventListener('unhandledrejection', (event) => seen.push('unhandledrejection: ' + String(event.reason)));
  addEventListener('securitypolicyviolation', (event) =>
    seen.push('csp: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
})();`;

/** What the probe server lets a journey see and do besides serving the site. */
export interface ProbeServer {
  origin: string;
  server: Server;
  /**
   * Holds every request for the app's code until the returned function releases it: the page as a visitor
   * sees it before hydration. The pages' own entry scripts still load (the browser's load event, which the
   * drivers' navigation waits for, waits for them); the entry starts the app only after that event, and
   * everything it loads is held.
   */
  holdAppScripts(): () => void;
  /** Every page (document) request since the server started, as `METHOD path`: a native form submission is one. */
  documentRequests: string[];
  /** The bodies posted to the forms endpoint. */
  submissions: string[];
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"/g;
const APP_SCRIPT = /^\/assets\/[^?#]+\.js(?:[?#]|$)/;
const FORMS_ENDPOINT = '/forms/submit';

/** A reverse proxy in front of `upstream` that adds the probe to every HTML page. */
export async function startProbeServer(upstream: string): Promise<ProbeServer> {
  const target = new URL(upstream);
  const entryScripts = new Set<string>();
  const documentRequests: string[] = [];
  const submissions: string[] = [];
  let held: Array<() => void> | undefined;

  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    if (url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(PROBE);
      return;
    }
    if (String(incoming.headers.accept ?? '').includes('text/html')) documentRequests.push(`${incoming.method} ${url}`);
    if (incoming.method === 'POST' && url === FORMS_ENDPOINT) {
      const body: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => body.push(chunk));
      incoming.on('end', () => submissions.push(Buffer.concat(body).toString('utf8')));
    }
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
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head>/, `<head><script src="${PROBE_PATH}"></script>`);
            for (const [, src] of html.matchAll(ENTRY_SCRIPT)) entryScripts.add(src);
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
    if (held && APP_SCRIPT.test(url) && !entryScripts.has(url)) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    documentRequests,
    submissions,
    holdAppScripts() {
      const waiting: Array<() => void> = [];
      held = waiting;
      return () => {
        held = undefined;
        waiting.splice(0).forEach((forward) => forward());
      };
    },
  };
}
