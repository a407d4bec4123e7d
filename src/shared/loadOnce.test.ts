import { describe, expect, it, vi } from 'vitest';

import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once, then answers synchronously', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const code = loadOnce(load);
    expect(code.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(code.loaded()).toEqual({ answer: 42 });
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline for a moment)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const code = loadOnce(load as () => Promise<string>);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
