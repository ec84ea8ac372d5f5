/**
 * One HTTP/1.1 GET over a plain socket, its target sent byte for byte (no client library re-encodes or
 * refuses it), and the answer's header lines read as they arrived: a line break a server let into a value
 * shows up as a line of its own, as a browser would read it.
 */
import { connect } from 'node:net';
import type { HostAnswer } from '../support/answerChecks';

/** target: the request target's bytes, one latin1 character each. */
export async function rawGet(port: number, target: string, timeoutMs = 10_000): Promise<HostAnswer> {
  const socket = connect({ port, host: '127.0.0.1' });
  socket.setTimeout(timeoutMs, () =>
    socket.destroy(new Error(`No answer to ${JSON.stringify(target)} within ${timeoutMs} ms`)),
  );
  socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1');
  const chunks: Buffer[] = [];
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    // The head is all the checks read: stop at its end (which closes the socket) rather than wait for the body.
    if (Buffer.concat(chunks).includes('\r\n\r\n')) break;
  }
  socket.destroy();
  return parseHead(Buffer.concat(chunks));
}

/**
 * The status and header lines of an answer's head. A line without a colon is kept as a header with an
 * empty name, so the checks see it. No answer at all (the server closed the connection) is status 0.
 */
function parseHead(bytes: Buffer): HostAnswer {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const lines = (end >= 0 ? text.slice(0, end) : text).split(/\r?\n|\r/);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers = lines
    .slice(1)
    .filter((line) => line !== '')
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return colon < 0 ? ['', line] : [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { status, headers };
}
