import { describe, expect, it, vi } from 'vitest';
import { importOnce } from '@/lib/importOnce';

describe('importOnce', () => {
  it('imports once and answers every later call with the same promise', async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const once = importOnce(load);
    const first = once();
    await first;
    expect(once()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next call imports afresh', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 });
    const once = importOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
