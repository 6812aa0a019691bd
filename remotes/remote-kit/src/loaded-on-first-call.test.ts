import { ApiError } from './api';
import { loadedOnFirstCall } from './loaded-on-first-call';

describe('loadedOnFirstCall', () => {
  it('loads the code once, on the first call or on preload, and answers every call with it', async () => {
    let loads = 0;
    const double = loadedOnFirstCall(async () => {
      loads += 1;
      return (n: number) => n * 2;
    });
    expect(loads).toBe(0);
    double.preload();
    double.preload();
    expect(await double(2)).toBe(4);
    expect(await double(5)).toBe(10);
    expect(loads).toBe(1);
  });

  it('a load that fails is a network failure, and the next call loads again', async () => {
    let attempts = 0;
    const check = loadedOnFirstCall(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk 12 failed');
      return (text: string) => text.toUpperCase();
    });
    const failure = await check('a').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: expect.stringMatching(/Could not reach the server/) });
    expect(await check('b')).toBe('B');
    expect(attempts).toBe(2);
  });
});
