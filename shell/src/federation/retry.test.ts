import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetries, withRetries } from './retry';

const QUICK = { retries: 2, delayMs: 1 };

describe('withRetries', () => {
  it('gives up after the allowed retries and throws the last error', async () => {
    let calls = 0;
    await expect(
      withRetries(QUICK, async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      }),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });

  it('returns the first success and stops trying', async () => {
    let calls = 0;
    const value = await withRetries(QUICK, async () => {
      calls++;
      if (calls < 2) throw new Error('dropped');
      return 'loaded';
    });
    expect(value).toBe('loaded');
    expect(calls).toBe(2);
  });
});

describe('fetchWithRetries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tries again after a 5xx answer but takes a 4xx as it is', async () => {
    const answers = [503, 200, 404];
    const fetch = vi.fn(async () => new Response('{}', { status: answers.shift() }));
    vi.stubGlobal('fetch', fetch);
    expect((await fetchWithRetries(QUICK, '/a.json')).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await fetchWithRetries(QUICK, '/b.json')).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
