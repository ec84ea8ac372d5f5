/**
 * The path a request names (undefined if none). Joined to an origin rather than resolved against one: a
 * target starting with // is a path, not a host (resolved, `//` is no URL at all, and the server answered 500).
 */
export function requestPath(url = '/'): string | undefined {
  try {
    return new URL(url.startsWith('/') ? `http://localhost${url}` : url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
