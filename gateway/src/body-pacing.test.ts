import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnBudget } from './plugins/app/upstreams';
import { listeningGateway } from './test-gateway';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the turn budget', () => {
  it('passes chunks at once while the turn has bytes left, then the rest in later turns, in order', async () => {
    const budget = new TurnBudget(100);
    const passed: string[] = [];
    budget.take(60, () => passed.push('a'));
    budget.take(60, () => passed.push('b'));
    // Over the turn's 100 bytes: these wait, in the order they asked.
    budget.take(60, () => passed.push('c'));
    budget.take(60, () => passed.push('d'));
    budget.take(60, () => passed.push('e'));
    expect(passed).toEqual(['a', 'b']);
    await nextTurn();
    expect(passed).toEqual(['a', 'b', 'c', 'd']);
    await nextTurn();
    expect(passed).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets a waiting chunk go before a new one', async () => {
    const budget = new TurnBudget(10);
    const passed: string[] = [];
    budget.take(10, () => passed.push('first'));
    budget.take(10, () => passed.push('waiting'));
    await nextTurn();
    budget.take(1, () => passed.push('new'));
    expect(passed).toEqual(['first', 'waiting']);
    await nextTurn();
    expect(passed).toEqual(['first', 'waiting', 'new']);
  });
});

/**
 * Uploads through the gateway are paced (a turn of its loop passes a bounded share of bytes): each
 * still reaches its service whole, byte for byte, however many stream at once.
 */
let tmp: string;
let upstream: http.Server;
let gateway: FastifyInstance;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-pacing-'));
  // The service: answers each body's length and SHA-256 once it has all of it.
  upstream = http.createServer((request, response) => {
    const hash = createHash('sha256');
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      length += chunk.length;
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ result: 'success', length, sha256: hash.digest('hex') }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  gateway = await listeningGateway(tmp, { admissions: { url: `http://127.0.0.1:${port}` } });
});

afterAll(async () => {
  gateway?.server.closeAllConnections();
  await gateway?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

function upload(body: Buffer): Promise<{ status: number; json: { length: number; sha256: string } }> {
  const { port } = gateway.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/v1/student/saveApplicant',
        headers: { 'content-type': 'application/octet-stream', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('uploads through the paced gateway', () => {
  it('reach the service whole and unchanged, eight at once of 3 MB each', async () => {
    const bodies = Array.from({ length: 8 }, () => randomBytes(3 * 1024 * 1024));
    const answers = await Promise.all(bodies.map(upload));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        length: bodies[i]!.length,
        sha256: createHash('sha256').update(bodies[i]!).digest('hex'),
      });
    });
  }, 30_000);
});
