import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, getJson, postJson } from './api';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

describe('api calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns data that fits the contract', async () => {
    vi.stubGlobal('fetch', answer(200, { data: [1, 2] }));
    await expect(getJson('/api/x', v.object({ data: v.array(v.number()) }))).resolves.toEqual({ data: [1, 2] });
  });

  it("gives a server failure the request's reference, so a user can quote it", async () => {
    vi.stubGlobal(
      'fetch',
      answer(503, { message: 'The records service is not available right now.' }, { 'x-request-id': 'req-7f3a' }),
    );
    const error = await failureOf(getJson('/api/x', v.unknown()));
    expect(error.message).toBe('The records service is not available right now. (Reference: req-7f3a)');
    expect(error.requestId).toBe('req-7f3a');
  });

  it('keeps field errors plain: the user fixes those, no reference needed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'Please check the form.', errors: { rollno: 'Fill value' } }, { 'x-request-id': 'req-1' }),
    );
    const error = await failureOf(postJson('/api/x', {}, v.unknown()));
    expect(error.message).toBe('Please check the form.');
    expect(error.fieldErrors).toEqual({ rollno: 'Fill value' });
  });

  it('never shows a header value that is not a plain id', async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'Something went wrong.' }, { 'x-request-id': '<script>' }));
    expect((await failureOf(getJson('/api/x', v.unknown()))).message).toBe('Something went wrong.');
  });

  it('says the connection failed when the network does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failureOf(getJson('/api/x', v.unknown()))).status).toBe(0);
  });
});
