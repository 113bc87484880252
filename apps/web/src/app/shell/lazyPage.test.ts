import { ChunkLoadError, loadChunk } from './lazyPage';

describe('loading a page chunk', () => {
  it('tries a failed chunk once more and uses the second answer', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ Page: 'page' });
    await expect(loadChunk(load, { retryDelayMs: 1 })).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry with a ChunkLoadError', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadChunk(load, { retryDelayMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts a chunk that never arrives within the timeout as failed', async () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    await expect(loadChunk(load, { timeoutMs: 5, retryDelayMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
