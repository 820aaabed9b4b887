import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads its part once', async () => {
    const importer = vi.fn(async () => ({ part: 'drawer' }));
    const part = onDemand(importer);
    expect(part.current).toBeNull();
    part.prefetch();
    await expect(part.load()).resolves.toEqual({ part: 'drawer' });
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.current).toEqual({ part: 'drawer' });
  });

  it('tries again after a failed load (a prefetch that fails is silent)', async () => {
    const importer = vi
      .fn<() => Promise<{ part: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ part: 'cards' });
    const part = onDemand(importer);
    part.prefetch();
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.current).toBeNull();
    await expect(part.load()).resolves.toEqual({ part: 'cards' });
    expect(importer).toHaveBeenCalledTimes(3);
  });
});
