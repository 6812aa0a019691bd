import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '@college/service-kit';
import { logCapture, timed } from '../../kit/test/helpers';
import { DEMO_ROLLS } from '../src/seed';
import { lookUp, makeTempDir, removeDir, startResults } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;
let log: ReturnType<typeof logCapture>;

beforeEach(async () => {
  dataDir = await makeTempDir('results-guards-');
  log = logCapture();
  // Logging on, as in production: the review's crash was in the log's masking of personal values.
  app = await startResults(dataDir, { logger: { level: 'info', stream: log.stream } });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function stillAnswers(instance: FastifyInstance) {
  const response = await lookUp(instance, { rollno: DEMO_ROLLS.firstPrize });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.rollno).toBe(DEMO_ROLLS.firstPrize);
}

describe('getResultByRollNo against oversized and unexpected input', () => {
  it("answers the review's request (a 40,000-character name) with a 4xx in JSON at once, and keeps answering", async () => {
    const { response, ms } = await timed(() => lookUp(app!, { rollno: '240001', name: 'a'.repeat(40_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'This form does not take a field named "name".',
      errors: { name: 'This field is not part of the form.' },
    });
    expect(ms).toBeLessThan(200);
    await stillAnswers(app!);
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(log.lines.join('\n')).not.toContain('a'.repeat(300));
  });

  it('refuses a 1 MB roll number with a 4xx in JSON', async () => {
    const { response, ms } = await timed(() => lookUp(app!, { rollno: '2'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().result).toBe('failure');
    expect(ms).toBeLessThan(200);
    await stillAnswers(app!);
  });
});

describe('result answers', () => {
  it('are never kept by a browser or proxy cache, found or not', async () => {
    expect((await lookUp(app!, { rollno: DEMO_ROLLS.firstPrize })).headers['cache-control']).toBe('no-store');
    expect((await lookUp(app!, { rollno: DEMO_ROLLS.unknown })).headers['cache-control']).toBe('no-store');
  });

  it("are not given to another website's page", async () => {
    const response = await app!.inject({
      method: 'POST',
      url: '/api/v1/api/getResultByRollNo',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { rollno: DEMO_ROLLS.firstPrize },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ result: 'failure', message: CROSS_SITE_MESSAGE, errors: {} });
    expect(response.body).not.toContain('certificate');
  });
});
