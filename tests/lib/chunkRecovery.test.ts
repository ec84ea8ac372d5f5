import { beforeEach, describe, expect, it, vi } from 'vitest';

const TARGET = 'http://localhost/resources/some-article';
const missingChunk = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

// Module state (the notice, the retry signal) is per page load: each test gets a fresh copy, here navigating
// to `target` (TARGET unless given) with the browser on- or offline as given.
async function freshModule(online?: boolean, target = () => TARGET) {
  vi.resetModules();
  const recovery = await import('@/lib/chunkRecovery');
  recovery.setNavigationTarget(target);
  if (online !== undefined) vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  return recovery;
}

beforeEach(() => sessionStorage.clear());

// Offline, a load waits with the notice up and loads on Retry, or goes to the page chosen last:
// e2e/resilience.spec.ts, in Chromium.
describe('recoverable: offline', () => {
  it('counts a page that does not answer as offline even when the browser says online', async () => {
    const recovery = await freshModule(true);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    void recovery.recoverable(vi.fn().mockRejectedValue(missingChunk))();
    await vi.waitFor(() => expect(recovery.isWaitingOffline()).toBe(true));
    expect(sessionStorage.length).toBe(0); // no reload attempted
  });
});

describe('recoverable: a chunk removed by a deploy', () => {
  it('reloads the target once, and fails for real the second time', async () => {
    const recovery = await freshModule(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    const load = vi.fn().mockRejectedValue(missingChunk);

    let settled = false;
    void recovery
      .recoverable(load)()
      .finally(() => (settled = true));
    // The mark is written just before the reload starts: the load has decided.
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('blueprint:reload-for-chunk')).toContain('/resources/some-article'),
    );

    // The reloaded page (same session) hits the same missing chunk: the error view, not another reload.
    const again = await freshModule();
    await expect(again.recoverable(load)()).rejects.toBe(missingChunk);
    // That second load went through every step of the first one, and more, after the first had decided:
    // had the first settled, it would have by now. The router keeps waiting while the page is replaced.
    expect(settled).toBe(false);
  });

  it('probes and reloads the page’s path only: what a search holds stays out of the access log', async () => {
    const recovery = await freshModule(true, () => 'http://localhost/resources?q=my+diagnosis#results');
    const probe = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    void recovery.recoverable(vi.fn().mockRejectedValue(missingChunk))();
    await vi.waitFor(() => expect(sessionStorage.getItem('blueprint:reload-for-chunk')).not.toBeNull());
    expect(probe).toHaveBeenCalledWith('/resources', expect.objectContaining({ method: 'HEAD' }));
    expect(JSON.parse(sessionStorage.getItem('blueprint:reload-for-chunk')!)).toMatchObject({ href: '/resources' });
  });

  it('rethrows on the server, where there is nothing to recover', async () => {
    const recovery = await freshModule();
    vi.stubGlobal('window', undefined);
    await expect(recovery.recoverable(vi.fn().mockRejectedValue(missingChunk))()).rejects.toBe(missingChunk);
  });
});
