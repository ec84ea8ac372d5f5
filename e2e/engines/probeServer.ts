import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
  /**
   * The site on an origin of its own, with every request for the app's code held until `release()`: the
   * page as a visitor sees it before hydration. A fresh origin, so the browser has none of that code in
   * its caches (WebKit reuses modules from its memory cache even when told not to store them). The pages'
   * entry scripts still load, as the browser's load event (which the drivers' navigation waits for)
   * waits for them; the entry starts the app only after that event, and everything it loads is held.
   */
  holdAppScripts(): Promise<{ origin: string; release: () => void }>;
  /** Every page (document) request since the server started, as `METHOD path`: a native form submission is one. */
  documentRequests: string[];
  /** The bodies posted to the forms endpoint. */
  submissions: string[];
  close(): void;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  const servers: Server[] = [];
  // The requests for the app's code waiting on each holding server.
  const held = new Map<Server, Array<() => void>>();

  const handle = (server: Server) => (incoming: IncomingMessage, outgoing: ServerResponse) => {
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
    const waiting = held.get(server);
    if (waiting && APP_SCRIPT.test(url) && !entryScripts.has(url)) waiting.push(forward);
    else forward();
  };
  const serve = () => {
    const server = createServer();
    server.on('request', handle(server));
    servers.push(server);
    return server;
  };

  return {
    origin: await listen(serve()),
    documentRequests,
    submissions,
    async holdAppScripts() {
      const server = serve();
      const waiting: Array<() => void> = [];
      held.set(server, waiting);
      return {
        origin: await listen(server),
        release() {
          held.delete(server);
          waiting.splice(0).forEach((forward) => forward());
        },
      };
    },
    close() {
      servers.forEach((server) => server.close());
    },
  };
}
