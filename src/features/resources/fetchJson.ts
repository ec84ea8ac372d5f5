import { recoverable } from '@/lib/chunkRecovery';

/**
 * A JSON file of the build, or undefined when the host answers 404. A lost connection is handled like a
 * missing chunk (recoverable: the offline notice and Retry), never as an application error.
 */
export async function fetchBuildJson<T>(path: string): Promise<T | undefined> {
  // No Referer: the page's address may carry the visitor's search words (?q=).
  const response = await recoverable(() => fetch(path, { referrerPolicy: 'no-referrer' }))();
  // A host's fallback page (an SPA rewrite, a 404 page) is not the file either.
  const isJson = response.headers.get('content-type')?.includes('json');
  if (response.status === 404 || (response.ok && !isJson)) return undefined;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
