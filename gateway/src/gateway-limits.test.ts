import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServiceApp } from '@college/service-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayOptions } from './app';
import { logCapture } from '../../services/kit/test/helpers';
import { gatewayOver } from './test-gateway';

/**
 * What a client sees of the gateway's limits, over real sockets: long addresses,
 * slow and idle connections, connection caps, a trusted reverse proxy, Expect: 100-continue,
 * hop-by-hop headers and /healthz. The upstream is a real service built with the kit (it
 * believes the gateway's X-Forwarded-For, as deployed). Linux routes all of 127/8 to this
 * machine, so 127.0.0.2, 127.0.0.3, … act as other clients.
 */
let tmp: string;
let upstream: FastifyInstance;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-limits-'));
  fs.mkdirSync(path.join(tmp, 'migrations'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'shell/index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(tmp, 'remotes.json'), '{}');
  upstream = await createServiceApp({
    name: 'who',
    dataDir: path.join(tmp, 'data'),
    migrationsDir: path.join(tmp, 'migrations'),
    logger: false,
    // Two forms per client: enough to see whose budget a form counts against.
    rateLimit: { form: { max: 2, timeWindow: 60_000 } },
    routes: async (app: FastifyInstance) => {
      app.get('/api/v1/api/getAllNews', async (request) => ({
        ip: request.ip,
        protocol: request.protocol,
        headers: request.headers,
      }));
      app.post('/api/v1/api/saveFeedback', async (request) => ({
        result: 'success',
        echo: request.body,
        headers: request.headers,
      }));
    },
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  fs.writeFileSync(
    path.join(tmp, 'services.json'),
    // The info service's paths (its contract), answered by this echo.
    JSON.stringify({ services: { info: { url } } }),
  );
});

afterEach(async () => {
  for (const gateway of gateways.splice(0)) {
    gateway.server.closeAllConnections();
    await gateway.close();
  }
});

afterAll(async () => {
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function startGateway(env: NodeJS.ProcessEnv = {}, options: GatewayOptions = {}): Promise<number> {
  const gateway = await gatewayOver(tmp, options, env);
  gateways.push(gateway);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return (gateway.server.address() as net.AddressInfo).port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own, from `from` (a loopback address). */
function send(
  port: number,
  pathname: string,
  {
    from = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
  }: { from?: string; method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers, localAddress: from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A raw connection from `from`, once connected. */
function connect(port: number, from = '127.0.0.1'): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sent on `socket` until it closed, and after how many ms. */
function untilClosed(socket: net.Socket): Promise<{ data: string; ms: number }> {
  const started = performance.now();
  let data = '';
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
  socket.on('error', () => {});
  return new Promise((resolve) => socket.once('close', () => resolve({ data, ms: performance.now() - started })));
}

/** The first bytes the server sends on `socket`. */
function firstAnswer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('long addresses', () => {
  it('answers a 16 KB address with 414 at once, before anything routes or logs it', async () => {
    const { stream: logStream, lines } = logCapture();
    const port = await startGateway({}, { logger: true, logStream });
    const long = `/${'a'.repeat(16_000)}`;

    const started = performance.now();
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i++) answers.push(await send(port, long));
    const ms = performance.now() - started;

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(414));
    expect(JSON.parse(answers[0].body)).toEqual({
      result: 'failure',
      message: 'This address is too long.',
      errors: {},
    });
    expect(answers[0].headers.connection).toBe('close');
    // 50 in a row; each one took ~300 ms in the log's masking before.
    expect(ms).toBeLessThan(1500);
    expect(lines.filter((line) => line.includes('aaaaaaaaaa'))).toEqual([]);

    // Under the limit: served, and logged as usual.
    const fine = await send(port, `/?q=${'a'.repeat(1500)}`);
    expect(fine.status).toBe(200);
    await sleep(50);
    expect(lines.some((line) => line.includes('"statusCode":200'))).toBe(true);
  });
});

describe('timeouts', () => {
  it('cuts a body that trickles in once the request timeout has passed, with 408', async () => {
    const port = await startGateway({ REQUEST_TIMEOUT: '1500ms', HEADERS_TIMEOUT: '500ms' });
    const socket = await connect(port);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/v1/api/saveFeedback HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // A byte every 200 ms: never idle, never done.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const { data, ms } = await closed;
    clearInterval(trickle);
    expect(data).toMatch(/^HTTP\/1\.1 408 /);
    expect(data).toContain('"result":"failure"');
    expect(ms).toBeGreaterThanOrEqual(1400);
    expect(ms).toBeLessThan(3500);
  });

  it('closes a connection that sends nothing after the headers timeout, and one that stops halfway through its headers', async () => {
    const port = await startGateway({ REQUEST_TIMEOUT: '5s', HEADERS_TIMEOUT: '500ms' });
    const idle = await connect(port);
    const half = await connect(port);
    half.write('GET / HTTP/1.1\r\nHost: por');
    const [quiet, partial] = await Promise.all([untilClosed(idle), untilClosed(half)]);
    expect(quiet.ms).toBeLessThan(2000);
    expect(partial.ms).toBeLessThan(2000);
    expect(partial.data).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lets a real upload take its time within the request timeout', async () => {
    const port = await startGateway({ REQUEST_TIMEOUT: '3s', HEADERS_TIMEOUT: '500ms' });
    // (Each test that posts comes from an address of its own: the service allows two forms each.)
    const socket = await connect(port, '127.0.0.40');
    const answer = firstAnswer(socket);
    const body = JSON.stringify({ comment: 'x'.repeat(200) });
    socket.write(
      `POST /api/v1/api/saveFeedback HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // Over a second in 10 pieces: slower than the headers timeout, well within the request's.
    for (let i = 0; i < 10; i++) {
      socket.write(body.slice((i * body.length) / 10, ((i + 1) * body.length) / 10));
      await sleep(120);
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });
});

describe('connection caps', () => {
  it('refuses a client over its connection cap while another address still gets its page', async () => {
    const port = await startGateway({ MAX_CONNECTIONS_PER_ADDRESS: '5' });
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await connect(port, '127.0.0.1'));
    await sleep(50);

    const sixth = await connect(port, '127.0.0.1');
    const refused = untilClosed(sixth);
    sixth.write('GET / HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect((await refused).data).toBe('');

    const other = await send(port, '/', { from: '127.0.0.2' });
    expect(other.status).toBe(200);
    expect(other.body).toContain('id="root"');

    // The connections it has still work, and a closed one frees its place.
    const answer = firstAnswer(held[0]);
    held[0].write('GET / HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    held[1].destroy();
    await sleep(100);
    expect((await send(port, '/', { from: '127.0.0.1' })).status).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it('holds no more than MAX_CONNECTIONS in all', async () => {
    const port = await startGateway({ MAX_CONNECTIONS: '4' });
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await connect(port, `127.0.0.${10 + i}`));
    await sleep(50);
    const extra = await connect(port, '127.0.0.20');
    const refused = untilClosed(extra);
    extra.write('GET / HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect((await refused).data).toBe('');
    held[0].destroy();
    await sleep(100);
    expect((await send(port, '/', { from: '127.0.0.20' })).status).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const PROXY = '127.0.0.2';
  const env = { TRUST_PROXY: PROXY, RATE_LIMIT_GET_MAX: '3' };
  const whoami = async (port: number, from: string, headers: http.OutgoingHttpHeaders = {}) => {
    const answer = await send(port, '/api/v1/api/getAllNews', { from, headers });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body) as { ip: string; protocol: string; headers: Record<string, string> };
  };

  it('believes X-Forwarded-For only from the trusted proxy, and the service sees that client', async () => {
    const port = await startGateway(env);
    // Through the proxy: the client it names (the right-most address not a proxy's).
    const proxied = await whoami(port, PROXY, {
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(proxied).toMatchObject({ ip: '203.0.113.9', protocol: 'https' });
    // Straight from another address, the same headers are a client's own claim: ignored.
    const direct = await whoami(port, '127.0.0.3', { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(direct).toMatchObject({ ip: '127.0.0.3', protocol: 'http' });
    expect(direct.headers['x-forwarded-for']).toBe('127.0.0.3');
  });

  it('gives every visitor behind the proxy a budget of their own, for forms and for pages', async () => {
    const port = await startGateway(env);
    const post = (client: string) =>
      send(port, '/api/v1/api/saveFeedback', {
        from: PROXY,
        method: 'POST',
        headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
        body: '{}',
      });
    expect([
      (await post('203.0.113.10')).status,
      (await post('203.0.113.10')).status,
      (await post('203.0.113.10')).status,
    ]).toEqual([200, 200, 429]);
    expect((await post('203.0.113.11')).status).toBe(200);

    const page = (client: string) => send(port, '/news', { from: PROXY, headers: { 'x-forwarded-for': client } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await page('203.0.113.20')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await page('203.0.113.20');
    expect(JSON.parse(limited.body)).toEqual({
      result: 'failure',
      message: 'Too many requests from your address. Please try again later.',
      errors: {},
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A Hindi page's visitor hears it in Hindi.
    const inHindi = await send(port, '/news', {
      from: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.20', 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(JSON.parse(inHindi.body).message).toBe('आपके पते से बहुत अधिक अनुरोध आए हैं। कृपया कुछ देर बाद फिर प्रयास करें।');
    expect((await page('203.0.113.21')).status).toBe(200);
    // This machine itself is not limited (monitoring, tests, benchmarks).
    for (let i = 0; i < 5; i++) expect((await send(port, '/news', { from: '127.0.0.3' })).status).toBe(200);
  });

  it('says once in the log when a proxy it does not trust forwards visitors', async () => {
    const { stream: logStream, lines } = logCapture();
    const port = await startGateway({}, { logger: true, logStream });
    for (const client of ['203.0.113.50', '203.0.113.51']) {
      expect((await whoami(port, '127.0.0.2', { 'x-forwarded-for': client })).ip).toBe('127.0.0.2');
    }
    await sleep(50);
    const warnings = lines.filter((line) => line.includes('TRUST_PROXY does not name'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('set TRUST_PROXY=127.0.0.2');
  });

  it('applies no per-address connection cap to the proxy, which carries everyone', async () => {
    const port = await startGateway({ ...env, MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await connect(port, PROXY));
    expect(
      (await send(port, '/api/v1/api/getAllNews', { from: PROXY, headers: { 'x-forwarded-for': '203.0.113.30' } }))
        .status,
    ).toBe(200);
    for (const socket of held) socket.destroy();
  });
});

describe('headers between client and service', () => {
  it('passes Expect: 100-continue through to the service and returns its real answer', async () => {
    const port = await startGateway();
    const body = JSON.stringify({ comment: 'x'.repeat(2000) });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/api/saveFeedback',
          method: 'POST',
          agent: false,
          localAddress: '127.0.0.50',
          headers: {
            expect: '100-continue',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
        },
      );
      request.on('error', reject);
      // As curl does: the body only after the server's 100 Continue.
      request.on('continue', () => request.end(body));
    });
    expect(answer.status).toBe(200);
    const json = JSON.parse(answer.body) as { result: string; echo: unknown; headers: Record<string, string> };
    expect(json).toMatchObject({ result: 'success', echo: { comment: 'x'.repeat(2000) } });
    expect(json.headers.expect).toBeUndefined();
  });

  it("drops hop-by-hop headers both ways and keeps a client's Connection: close", async () => {
    const port = await startGateway();
    const closing = await new Promise<{ answer: Answer; closed: boolean }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/api/getAllNews',
          agent: false,
          headers: {
            connection: 'close, x-private',
            'x-private': 'secret',
            'keep-alive': 'timeout=999',
            te: 'trailers',
            'proxy-authorization': 'Basic eA==',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => {
            const answer = { status: response.statusCode!, headers: response.headers, body: text };
            response.socket.once('close', () => resolve({ answer, closed: true }));
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(closing.closed).toBe(true);
    expect(closing.answer.headers.connection).toBe('close');
    expect(closing.answer.headers['keep-alive']).toBeUndefined();
    const seen = (JSON.parse(closing.answer.body) as { headers: Record<string, string> }).headers;
    for (const name of ['x-private', 'keep-alive', 'te', 'proxy-authorization'])
      expect(seen[name], name).toBeUndefined();

    // On a kept-alive connection the keep-alive terms are the gateway's own, not the service's.
    const agent = new http.Agent({ keepAlive: true });
    const kept = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/v1/api/getAllNews', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers));
        })
        .on('error', reject);
    });
    agent.destroy();
    expect(kept.connection).toBe('keep-alive');
    expect(kept['keep-alive']).toBe('timeout=5, max=1000');
  });
});

describe('/healthz', () => {
  it('answers 503 while a service is down, with only ok / not ok for anyone but a local caller', async () => {
    const probe = await createServiceApp({
      name: 'probe',
      dataDir: path.join(tmp, 'data'),
      migrationsDir: path.join(tmp, 'migrations'),
      logger: false,
      routes: async () => {},
    });
    const url = await probe.listen({ port: 0, host: '127.0.0.1' });
    const servicesFile = path.join(tmp, 'services-probe.json');
    fs.writeFileSync(servicesFile, JSON.stringify({ services: { probe: { url } } }));
    const supervision = {
      probe: { state: 'running' as const, pid: 4242, restarts: 2, quickFailures: 0, lastExit: 'SIGKILL' },
    };
    const port = await startGateway(
      { SERVICES_CONFIG: servicesFile, TRUST_PROXY: '127.0.0.2' },
      { supervision: () => supervision },
    );
    const viaProxy = { from: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.40' } };

    const up = await send(port, '/healthz', viaProxy);
    expect([up.status, JSON.parse(up.body)]).toEqual([200, { status: 'ok' }]);

    await probe.close();
    const visitor = await send(port, '/healthz', viaProxy);
    expect(visitor.status).toBe(503);
    expect(JSON.parse(visitor.body)).toEqual({ status: 'not ok' });
    expect(visitor.headers['cache-control']).toBe('no-store');

    // On the machine itself, asking the gateway directly: which one, and what the launcher does.
    const local = await send(port, '/healthz');
    expect(local.status).toBe(503);
    expect(JSON.parse(local.body)).toEqual({
      status: 'not ok',
      services: { probe: 'unreachable' },
      down: ['probe'],
      processes: { probe: { state: 'running', restarts: 2, quickFailures: 0, lastExit: 'SIGKILL' } },
      pools: { probe: expect.objectContaining({ inUse: 0, saturated: false }) },
    });
  });
});
