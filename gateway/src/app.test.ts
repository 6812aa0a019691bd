import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { SERVICE_DOWN_MESSAGE } from './plugins/app/service-proxy';
import { loadGatewayConfig, proxyMatcher, readServicesFile } from './config';
import { writeTestBuilds } from './test-gateway';

/** A gateway over temporary builds and a real upstream service on a loopback port. */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let upstreamUrl: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
  writeTestBuilds(tmp);

  upstream = Fastify();
  upstream.get('/healthz', async () => ({ status: 'ok' }));
  upstream.get('/api/v1/api/getAllNews', async (request) => ({
    result: 'success',
    data: [{ description: 'Notice', file: '/uploads/docs/news/a.pdf' }],
    forwardedFor: request.headers['x-forwarded-for'],
    requestId: request.headers['x-request-id'],
  }));
  upstream.post('/api/v1/api/saveFeedback', async (request) => ({ result: 'success', echo: request.body }));
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });

  fs.writeFileSync(
    path.join(tmp, 'services.json'),
    JSON.stringify({ services: { info: { url: upstreamUrl }, records: { url: 'http://127.0.0.1:9' } } }),
  );
  const config = loadGatewayConfig({
    SHELL_DIST: path.join(tmp, 'shell'),
    REMOTES_DIR: path.join(tmp, 'remotes'),
    REMOTES_CONFIG: path.join(tmp, 'remotes.json'),
    SERVICES_CONFIG: path.join(tmp, 'services.json'),
  });
  gateway = await buildGateway(config, { logger: false });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('pages', () => {
  it('serves the shell page for known routes, matching case-insensitively', async () => {
    for (const url of ['/', '/news', '/News', '/BEd', '/certificate/1001', '/disciplinary/']) {
      const response = await gateway.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
      expect(response.body).toContain('id="root"');
    }
  });

  it('answers the office pages (and anything under /office) private, no-store and noindex, with a robots meta tag', async () => {
    for (const url of ['/office', '/office/sign-in', '/Office/Users', '/office/no-such-page']) {
      const response = await gateway.inject({ url });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    for (const url of ['/', '/officers', '/news']) {
      const response = await gateway.inject({ url });
      // /officers is no page (a not-found answer, kept nowhere), but it is not the office's either.
      expect(response.headers['cache-control'], url).toBe(
        url === '/officers' ? 'no-store' : 'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      );
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
      expect(response.body, url).not.toContain('name="robots"');
    }
  });

  it('answers 404 for unknown paths, still with the shell page so it can show its not-found screen', async () => {
    const response = await gateway.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
  });

  it('sends security headers', async () => {
    const response = await gateway.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    // The photo fitter's preview is an object URL of the fitted JPEG.
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the hosts the remotes map names at the time of the request, not at start', async () => {
    const mapFile = path.join(tmp, 'remotes.json');
    const original = fs.readFileSync(mapFile, 'utf8');
    const scriptSrc = (csp: unknown) =>
      String(csp)
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
    const elsewhere = 'http://127.0.0.1:9';
    try {
      // Moved after the gateway started: the next page and the policy it comes with both name the new host.
      fs.writeFileSync(mapFile, JSON.stringify({ info: `${elsewhere}/info/mf-manifest.json` }));
      for (const url of ['/', '/news', '/no-such-page']) {
        const moved = await gateway.inject({ url });
        expect(scriptSrc(moved.headers['content-security-policy']), url).toContain(elsewhere);
        expect(moved.headers['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${elsewhere}`));
      }
      expect((await gateway.inject({ url: '/remotes.json' })).json()).toEqual({
        info: `${elsewhere}/info/mf-manifest.json`,
      });
      // Moved back: the host is no longer allowed.
      fs.writeFileSync(mapFile, original);
      const back = await gateway.inject({ url: '/' });
      expect(scriptSrc(back.headers['content-security-policy'])?.trim()).toBe("script-src 'self'");
    } finally {
      fs.writeFileSync(mapFile, original);
    }
  });
});

describe('remote builds', () => {
  it('serves manifests and entries no-cache, hashed chunks immutable', async () => {
    const manifest = await gateway.inject({ url: '/remotes/info/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await gateway.inject({ url: '/remotes/info/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    const chunk = await gateway.inject({ url: '/remotes/info/123.abcdef0123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text for slow links', async () => {
    const response = await gateway.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('reads a replaced build from disk without a restart, and 404s a missing one', async () => {
    const file = path.join(tmp, 'remotes/info/dist/remoteEntry.js');
    fs.writeFileSync(file, 'var infoV2;');
    expect((await gateway.inject({ url: '/remotes/info/remoteEntry.js' })).body).toBe('var infoV2;');
    expect((await gateway.inject({ url: '/remotes/records/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('serves the remotes map from configuration, re-read on every request', async () => {
    const first = await gateway.inject({ url: '/remotes.json' });
    expect(first.json()).toEqual({ info: '/remotes/info/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('no-store');
    fs.writeFileSync(
      path.join(tmp, 'remotes.json'),
      JSON.stringify({ info: 'https://cdn.example.org/info/mf-manifest.json' }),
    );
    expect((await gateway.inject({ url: '/remotes.json' })).json()).toEqual({
      info: 'https://cdn.example.org/info/mf-manifest.json',
    });
    fs.writeFileSync(path.join(tmp, 'remotes.json'), JSON.stringify({ info: '/remotes/info/mf-manifest.json' }));
  });
});

describe('API proxy', () => {
  it('sends each path to the service that owns it, with the client address', async () => {
    const response = await gateway.inject({ url: '/api/v1/api/getAllNews', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'success', forwardedFor: '203.0.113.7' });
    const posted = await gateway.inject({
      method: 'POST',
      url: '/api/v1/api/saveFeedback',
      payload: { stu_name: 'A' },
    });
    expect(posted.json()).toEqual({ result: 'success', echo: { stu_name: 'A' } });
  });

  it('sends a tiny answer as it is and compresses a larger one (a result look-up costs no compression stream)', async () => {
    const tiny = await gateway.inject({
      method: 'POST',
      url: '/api/v1/api/saveFeedback',
      payload: { stu_name: 'A' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ result: 'success', echo: { stu_name: 'A' } });
    const large = await gateway.inject({
      method: 'POST',
      url: '/api/v1/api/saveFeedback',
      payload: { stu_name: 'A'.repeat(4000) },
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
  });

  it("gives every request one id, forwarded to the service and echoed; a caller's plain id is kept", async () => {
    const made = await gateway.inject({ url: '/api/v1/api/getAllNews' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.json().requestId).toBe(made.headers['x-request-id']);
    const kept = await gateway.inject({ url: '/api/v1/api/getAllNews', headers: { 'x-request-id': 'lb-2026-000123' } });
    expect(kept.headers['x-request-id']).toBe('lb-2026-000123');
    expect(kept.json().requestId).toBe('lb-2026-000123');
    const refused = await gateway.inject({
      url: '/api/v1/api/getAllNews',
      headers: { 'x-request-id': 'no spaces <or> markup please' },
    });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await gateway.inject({ url: '/no-such-page' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 JSON when the owning service is down, and 404 JSON for paths no service owns', async () => {
    const down = await gateway.inject({ url: '/api/v1/api/getAcademicYear' });
    expect(down.statusCode).toBe(503);
    const requestId = down.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(down.json()).toEqual({
      result: 'failure',
      message: SERVICE_DOWN_MESSAGE,
      errors: {},
      service: 'records',
      requestId,
    });
    expect(down.headers['retry-after']).toBe('30');
    const unknown = await gateway.inject({ url: '/api/v1/api/noSuchCall' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 'failure', message: 'Not found' });
  });

  it('reports healthy only when every service answers its health check, in detail only to a local caller', async () => {
    const local = await gateway.inject({ url: '/healthz' });
    expect(local.statusCode).toBe(503);
    expect(local.json()).toEqual({
      status: 'not ok',
      services: { info: 'ok', records: 'unreachable' },
      down: ['records'],
      // How full the gateway's connections to each service are.
      pools: {
        info: { inUse: 0, size: 128, waiting: 0, saturated: false },
        records: { inUse: 0, size: 128, waiting: 0, saturated: false },
      },
    });
    for (const request of [{ remoteAddress: '203.0.113.7' }, { headers: { 'x-forwarded-for': '203.0.113.7' } }]) {
      const visitor = await gateway.inject({ url: '/healthz', ...request });
      expect(visitor.statusCode).toBe(503);
      expect(visitor.json()).toEqual({ status: 'not ok' });
    }
  });
});

describe('errors', () => {
  it('answers a 4xx with a fixed message for its status, never the error\u2019s own, which may quote the request', async () => {
    const unreadable = { result: 'failure', message: 'The request could not be read.', errors: {} };
    const badPath = await gateway.inject({ method: 'GET', url: '/%zz%3Cscript%3E' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toEqual(unreadable);
    // The JSON parser's message would name what it could not read.
    const badJson = await gateway.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual(unreadable);
    expect(badJson.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('configuration', () => {
  it('routes the contract paths of the services configured, refuses a hand-kept table, and lets env move a service', () => {
    const file = path.join(tmp, 'old.json');
    fs.writeFileSync(file, JSON.stringify({ services: {}, routes: [{ prefix: '/api/v1/x', service: 'ghost' }] }));
    expect(() => readServicesFile(file, {})).toThrow(/routes: the paths each service answers come from its contract/);
    const moved = readServicesFile(path.join(tmp, 'services.json'), { SERVICE_INFO_URL: 'http://10.0.0.5:4101' });
    expect(moved.services.info.url).toBe('http://10.0.0.5:4101');
    expect(new Set(moved.routes.map((route) => route.service))).toEqual(new Set(['info', 'records']));
  });

  it('stops on invalid settings with a clear message', () => {
    expect(() => loadGatewayConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadGatewayConfig({ REQUEST_TIMEOUT: '10 minutes' })).toThrow(
      /REQUEST_TIMEOUT: must be a duration such as 20s, 10m or 1h/,
    );
    expect(() => loadGatewayConfig({ REQUEST_TIMEOUT: '10s', HEADERS_TIMEOUT: '20s' })).toThrow(
      /HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT/,
    );
    expect(() => loadGatewayConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS: must be at least 1/,
    );
    expect(() => loadGatewayConfig({ BODY_MIN_RATE: '1KB' })).toThrow(/BODY_MIN_RATE: must be a whole number/);
    expect(() => loadGatewayConfig({ BODY_RATE_GRACE: '10' })).toThrow(/BODY_RATE_GRACE: must be a duration/);
    expect(() => loadGatewayConfig({ MAX_BODIES_PER_CLIENT: '0' })).toThrow(
      /MAX_BODIES_PER_CLIENT: must be at least 1/,
    );
    expect(() => loadGatewayConfig({ UPSTREAM_HEADERS_TIMEOUT: 'soon' })).toThrow(
      /UPSTREAM_HEADERS_TIMEOUT: must be a duration/,
    );
    const { limits } = loadGatewayConfig({
      BODY_MIN_RATE: '2048',
      BODY_RATE_GRACE: '5s',
      MAX_BODIES_PER_CLIENT: '4',
      UPSTREAM_CONNECTIONS: '64',
    });
    expect([limits.bodyRate, limits.maxBodiesPerClient, limits.upstream.connections]).toEqual([
      { minBytesPerSecond: 2048, graceMs: 5000 },
      4,
      64,
    ]);
  });

  it('reads the trusted proxies, refusing what would believe anyone', () => {
    expect(loadGatewayConfig({}).trustProxy).toEqual([]);
    expect(loadGatewayConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/24,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/24',
      '::1',
    ]);
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" is not an address/);
    expect(() => loadGatewayConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(
      /TRUST_PROXY: "10.0.0.300" is not an address/,
    );
    expect(() => loadGatewayConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/would believe every address/);
    expect(() => loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/prefix is too long/);
    const trusted = proxyMatcher(['loopback', '10.0.0.0/24']);
    expect(['127.0.0.1', '::ffff:127.0.0.2', '::1', '10.0.0.9'].map(trusted)).toEqual([true, true, true, true]);
    expect(['10.0.1.1', '203.0.113.7', undefined].map(trusted)).toEqual([false, false, false]);
  });
});
