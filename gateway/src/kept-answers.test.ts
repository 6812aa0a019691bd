import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '@college/service-kit';
import { ACADEMIC_YEAR_PATH, STUDENT_RECORD_PATH, TIMETABLE_RECORD_PATH } from '@college/records-service/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeptAnswers, surrogateMaxAge } from './plugins/app/kept-answers';
import { gatewayOver } from './test-gateway';

/**
 * The gateway keeps what a service marks with Surrogate-Control, and only that. The upstream is a
 * real service built with the kit, counting what reaches it.
 */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
const asked: Record<string, number> = {};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-kept-'));
  fs.mkdirSync(path.join(tmp, 'migrations'));
  upstream = await createServiceApp({
    name: 'records',
    dataDir: path.join(tmp, 'data'),
    migrationsDir: path.join(tmp, 'migrations'),
    logger: false,
    rateLimit: { read: { max: 10_000, timeWindow: 60_000 } },
    routes: async (app: FastifyInstance) => {
      const count = (name: string) => (asked[name] = (asked[name] ?? 0) + 1);
      app.post(STUDENT_RECORD_PATH, { config: { rateLimitKind: 'read' } }, async (request, reply) => {
        const times = count('students');
        reply.header('surrogate-control', 'max-age=1');
        return { data: [{ asked: times, filter: request.body, encoding: request.headers['accept-encoding'] ?? null }] };
      });
      // Marked, but a refusal: never kept.
      app.post(TIMETABLE_RECORD_PATH, { config: { rateLimitKind: 'read' } }, async (_request, reply) => {
        count('timetable');
        return reply
          .code(400)
          .header('surrogate-control', 'max-age=30')
          .send({ result: 'failure', message: 'Fill value', errors: {} });
      });
      // Not marked: asked every time.
      app.get(ACADEMIC_YEAR_PATH, async () => [{ id: count('years') }]);
    },
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify({ services: { records: { url } } }));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'remotes.json'), '{}');
  gateway = await gatewayOver(tmp);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  for (const name of Object.keys(asked)) delete asked[name];
});

const listing = (filter: object, headers: Record<string, string> = {}) =>
  gateway.inject({
    method: 'POST',
    url: STUDENT_RECORD_PATH,
    payload: JSON.stringify(filter),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('answers a service marks', () => {
  it('are asked of the service once per filter and encoding while fresh, then again', async () => {
    const first = await listing({ course_id: 1, part_id: 1, acd_year: 2 });
    const again = await listing({ course_id: 1, part_id: 1, acd_year: 2 });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(asked.students).toBe(1);
    // The service's body reached it unchanged; the marking stays between service and gateway.
    expect(first.json().data[0].filter).toEqual({ course_id: 1, part_id: 1, acd_year: 2 });
    expect(first.headers['surrogate-control']).toBeUndefined();
    expect(again.headers['surrogate-control']).toBeUndefined();
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    await listing({ course_id: 1, part_id: 1, acd_year: 3 });
    expect(asked.students).toBe(2);
    const brotli = await listing({ course_id: 1, part_id: 1, acd_year: 2 }, { 'accept-encoding': 'br' });
    expect(brotli.json().data[0].encoding).toBe('br');
    expect(asked.students).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await listing({ course_id: 1, part_id: 1, acd_year: 2 });
    expect(later.json().data[0].asked).toBe(4);
  });

  it('are not kept when they are refusals', async () => {
    const ask = () =>
      gateway.inject({
        method: 'POST',
        url: TIMETABLE_RECORD_PATH,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
    expect((await ask()).statusCode).toBe(400);
    expect((await ask()).statusCode).toBe(400);
    expect(asked.timetable).toBe(2);
  });
});

it('asks the service every time for an answer it did not mark', async () => {
  const first = await gateway.inject({ method: 'GET', url: ACADEMIC_YEAR_PATH });
  const second = await gateway.inject({ method: 'GET', url: ACADEMIC_YEAR_PATH });
  expect(first.json()).toEqual([{ id: 1 }]);
  expect(second.json()).toEqual([{ id: 2 }]);
});

describe('the store', () => {
  it('reads max-age from Surrogate-Control, capped, and 0 when absent', () => {
    expect(surrogateMaxAge('max-age=5')).toBe(5);
    expect(surrogateMaxAge('no-store, max-age=600')).toBe(60);
    expect(surrogateMaxAge(undefined)).toBe(0);
    expect(surrogateMaxAge('content="ESI/1.0"')).toBe(0);
  });

  it('stays within its bytes, the oldest going first', () => {
    let now = 0;
    const kept = createKeptAnswers(10, () => now);
    kept.keep('a', { headers: {}, body: Buffer.alloc(6) }, 5);
    kept.keep('b', { headers: {}, body: Buffer.alloc(4) }, 5);
    kept.keep('c', { headers: {}, body: Buffer.alloc(5) }, 5);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')?.body.length).toBe(4);
    expect(kept.bytes).toBe(9);
    now = 5000;
    kept.sweep();
    expect(kept.bytes).toBe(0);
    expect(kept.get('c')).toBeUndefined();
  });
});
