import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '@college/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningGateway } from './test-gateway';

/**
 * A service that refuses a large body answers 413 at once, while the gateway may still be sending
 * it: the gateway must pass the service's 413 on, every time, never a 503 of its own. The upstream
 * is a real service built with the kit (its own body limit and error format).
 */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-limits-'));
  fs.mkdirSync(path.join(tmp, 'migrations'));
  upstream = await createServiceApp({
    name: 'limits',
    dataDir: path.join(tmp, 'data'),
    migrationsDir: path.join(tmp, 'migrations'),
    logger: false,
    // 100 posts from one address in a row: this test is about the body limit, not the rate limit.
    rateLimit: { form: { max: 1000, timeWindow: 60_000 } },
    routes: async (app: FastifyInstance) => {
      app.post('/api/v1/api/saveFeedback', async () => ({ result: 'success', message: 'Saved' }));
    },
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  // Records is down: nothing answers on port 9.
  gateway = await listeningGateway(tmp, { info: { url }, records: { url: 'http://127.0.0.1:9' } });
});

afterAll(async () => {
  // A connection whose upload the gateway cut off may linger up to 10 s (app.ts discardRest).
  gateway?.server.closeAllConnections();
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('bodies over a service limit', () => {
  it('gives the service 413 JSON for 100 oversize posts in a row', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(500 * 1024) });
    const address = gateway.server.address() as { port: number };
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/api/saveFeedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const json = (await response.json()) as { message: string };
      statuses.push(response.status);
      if (response.status === 413) expect(json).toMatchObject({ result: 'failure', errors: {} });
    }
    expect(statuses.filter((status) => status !== 413)).toEqual([]);
  }, 60_000);

  it('still answers a clear 503 JSON when the service is down', async () => {
    const address = gateway.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/api/getAcademicYear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"course_id":1}',
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/not available/);
  });

  it('answers a large upload to a down service with 503, and the connection does not hang the next request', async () => {
    const address = gateway.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(300 * 1024, 1)]), 'big.bin');
    const response = await fetch(`${base}/api/v1/api/getAcademicYear`, { method: 'POST', body: form });
    expect(response.status).toBe(503);
    await response.arrayBuffer();
    const next = await fetch(`${base}/api/v1/api/saveFeedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(3000),
    });
    expect(next.status).toBe(200);
  });
});
