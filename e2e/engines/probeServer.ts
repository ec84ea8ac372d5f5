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

/** A reverse proxy in front of `upstream` that adds the probe to every HTML page. Resolves to its origin. */
export async function startProbeServer(upstream: string): Promise<{ origin: string; server: Server }> {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
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
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
