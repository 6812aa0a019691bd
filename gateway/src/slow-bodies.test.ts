import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMISSION_SESSION_PATH, SAVE_APPLICANT_PATH, SAVE_PAYMENT_PATH } from '@college/admissions-service/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_SLOW_MESSAGE } from './http-server';
import { TOO_MANY_BODIES_MESSAGE } from './plugins/app/upstreams';
import { gatewayOver } from './test-gateway';

/**
 * Uploads that trickle in, from one address, against a real listening gateway and a real service
 * stand-in. Small limits keep it short: a pool of 8 connections to the service, 3 bodies in flight
 * per client, 1 s of grace before a body must keep up with 1 KB/s.
 */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let port: number;
/** Requests with a body the service has begun to receive. */
let bodiesAtService = 0;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-bodies-'));
  upstream = Fastify();
  // Reads every body whole, as the admissions service does, and answers once it has it.
  upstream.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.once('end', () => done(null, {}));
  });
  upstream.addHook('onRequest', async (request) => {
    if (request.method === 'POST') bodiesAtService += 1;
  });
  upstream.get('/healthz', async () => ({ status: 'ok' }));
  upstream.get(ADMISSION_SESSION_PATH, async () => ({ result: 'success', data: { open: true } }));
  upstream.post(SAVE_APPLICANT_PATH, async () => ({ result: 'success', message: 'Saved' }));
  // A service that takes its time over a small, complete body (a sign-in's password hash, say).
  upstream.post(SAVE_PAYMENT_PATH, async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { result: 'success', message: 'Saved' };
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify({ services: { admissions: { url } } }));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'remotes.json'), '{}');
  gateway = await gatewayOver(
    tmp,
    {},
    {
      DATA_DIR: tmp,
      UPSTREAM_CONNECTIONS: '8',
      MAX_BODIES_PER_CLIENT: '3',
      BODY_RATE_GRACE: '1s',
      BODY_MIN_RATE: '1024',
    },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = (gateway.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  gateway?.server.closeAllConnections();
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const BOUNDARY = 'slowbodies';

/** Opens an upload of `length` bytes from `from`, sends its headers and first bytes; the rest is up to the caller. */
function openUpload(from: string, length = 1_000_000, headers: Record<string, string> = {}, to = port) {
  const socket = net.connect({ port: to, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(
    `POST ${SAVE_APPLICANT_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${length}\r\n${extra}\r\n--${BOUNDARY}\r\n`,
  );
  return { socket, answer: () => answer, closed };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow uploads from one address', () => {
  it('cannot take the pool: another address is answered at once, the rest of the first get 429', async () => {
    const uploads = Array.from({ length: 30 }, () => openUpload('127.0.0.2'));
    // One byte now and then keeps each of them above nothing, but far below any real link.
    const drip = setInterval(() => uploads.forEach(({ socket }) => socket.writable && socket.write('x')), 300);
    try {
      await wait(500);
      const started = performance.now();
      const [session, health] = await Promise.all([
        fetch(`http://127.0.0.1:${port}${ADMISSION_SESSION_PATH}`, { signal: AbortSignal.timeout(5000) }),
        fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) }),
      ]);
      const elapsed = performance.now() - started;
      expect(session.status).toBe(200);
      expect(elapsed).toBeLessThan(2000);
      // Only the client's share reached the service; the pool shows them, not full.
      expect(bodiesAtService).toBe(3);
      expect(((await health.json()) as { pools: unknown }).pools).toEqual({
        admissions: { inUse: 3, size: 8, waiting: 0, saturated: false },
      });
      const refused = uploads.filter(({ answer }) => answer().startsWith('HTTP/1.1 429'));
      expect(refused).toHaveLength(27);
      const [head, body] = refused[0]!.answer().split('\r\n\r\n');
      expect(head).toMatch(/retry-after: 10/i);
      expect(JSON.parse(body!)).toEqual({ result: 'failure', message: TOO_MANY_BODIES_MESSAGE, errors: {} });
    } finally {
      clearInterval(drip);
      uploads.forEach(({ socket }) => socket.destroy());
    }
  }, 15_000);

  it('cuts a body that trickles with 408 JSON once its grace is over, and frees its connection', async () => {
    await wait(200);
    const upload = openUpload('127.0.0.3', 1_000_000, { 'accept-language': 'hi' });
    const drip = setInterval(() => upload.socket.writable && upload.socket.write('x'.repeat(50)), 200);
    const started = performance.now();
    await upload.closed;
    clearInterval(drip);
    // One tick after the grace, at most a second more.
    expect(performance.now() - started).toBeLessThan(3000);
    const [head, body] = upload.answer().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 408/);
    const json = JSON.parse(Buffer.from(body!, 'latin1').toString('utf8')) as { result: string; message: string };
    expect(json.result).toBe('failure');
    expect(json.message).not.toBe(BODY_TOO_SLOW_MESSAGE);
    expect(json.message).toMatch(/[\u0900-\u097F]/);
    await wait(100);
    const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
      pools: { admissions: { inUse: number } };
    };
    expect(health.pools.admissions.inUse).toBe(0);
  }, 10_000);

  it('lets an upload on a poor 3G link (25 KB/s) through', async () => {
    const length = 75_000;
    const upload = openUpload('127.0.0.4', length);
    const sent = `--${BOUNDARY}\r\n`.length;
    const rest = Buffer.alloc(length - sent, 'y');
    // 2,500 bytes every 100 ms: 25 KB/s, for three seconds, past the grace.
    for (let at = 0; at < rest.length; at += 2500) {
      upload.socket.write(rest.subarray(at, at + 2500));
      await wait(100);
    }
    for (let waited = 0; !upload.answer() && waited < 2000; waited += 50) await wait(50);
    expect(upload.answer()).toMatch(/^HTTP\/1.1 200/);
  }, 15_000);
});

describe('small bodies, all here at once', () => {
  it('are not counted while their service works on them: ten at once from one address all get through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`http://127.0.0.1:${port}${SAVE_PAYMENT_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ application_no: 'A1' }),
          signal: AbortSignal.timeout(5000),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });
});

describe('behind a trusted reverse proxy', () => {
  it('counts the bodies of each visitor it names, not of the proxy', async () => {
    const proxied = await gatewayOver(
      tmp,
      {},
      { DATA_DIR: tmp, TRUST_PROXY: '127.0.0.5', MAX_BODIES_PER_CLIENT: '3', BODY_RATE_GRACE: '10s' },
    );
    try {
      await proxied.listen({ port: 0, host: '127.0.0.1' });
      const proxiedPort = (proxied.server.address() as net.AddressInfo).port;
      const before = bodiesAtService;
      // Six visitors through the proxy, one upload each, then four more from one of them.
      const visitors = Array.from({ length: 6 }, (_, n) =>
        openUpload('127.0.0.5', 1_000_000, { 'x-forwarded-for': `203.0.113.${n + 1}` }, proxiedPort),
      );
      const one = Array.from({ length: 4 }, () =>
        openUpload('127.0.0.5', 1_000_000, { 'x-forwarded-for': '198.51.100.7' }, proxiedPort),
      );
      await wait(700);
      expect(visitors.filter(({ answer }) => answer() !== '')).toEqual([]);
      expect(one.filter(({ answer }) => answer().startsWith('HTTP/1.1 429'))).toHaveLength(1);
      expect(bodiesAtService - before).toBe(9);
      [...visitors, ...one].forEach(({ socket }) => socket.destroy());
    } finally {
      proxied.server.closeAllConnections();
      await proxied.close();
    }
  }, 10_000);
});

describe('forms one after another on one connection', () => {
  it('leave no listener behind on the connection', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const upload = openUpload('127.0.0.6', `--${BOUNDARY}\r\n`.length);
      const answered = () => (upload.answer().match(/HTTP\/1.1 200/g) ?? []).length;
      for (let i = 1; i <= 20; i++) {
        for (let waited = 0; answered() < i && waited < 2000; waited += 10) await wait(10);
        upload.socket.write(
          `POST ${SAVE_APPLICANT_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 4\r\n\r\nabcd`,
        );
      }
      for (let waited = 0; answered() < 21 && waited < 2000; waited += 10) await wait(10);
      expect(answered()).toBe(21);
      await wait(50);
      expect(warnings).not.toContain('MaxListenersExceededWarning');
      upload.socket.destroy();
    } finally {
      process.off('warning', onWarning);
    }
  }, 10_000);
});
