import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answerAsInstance,
  GENERIC_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  parseServiceConfig,
  RATE_LIMIT_MESSAGE,
  VALIDATION_MESSAGE,
  validateBody,
  validateQuery,
} from '../src/index';
import { TEST_SETTINGS } from '@college/settings/testing';
import { buildKitApp, logCapture, makeTempDir, removeDir } from './helpers';

const required = (message = 'Fill value') =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(20, 'Too long'));

const thingSchema = v.object({
  title: required(),
  owner: v.object({ name: required('Please enter value') }),
  count: v.optional(v.number('Must be a number')),
});
const querySchema = v.object({ page: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'Page must be a number'))) });

const testRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: v.InferOutput<typeof thingSchema> }>(
    '/things',
    { preValidation: validateBody(thingSchema) },
    async (request) => ({ result: 'success', data: request.body }),
  );
  app.get<{ Querystring: v.InferOutput<typeof querySchema> }>(
    '/things',
    { preValidation: validateQuery(querySchema) },
    async (request) => ({ result: 'success', data: request.query }),
  );
  // A look-up sent as POST: counts against the read limit, not the form limit.
  app.post('/things/search', { config: { rateLimitKind: 'read' } }, async () => ({ result: 'success', data: [] }));
  app.get('/boom', async () => {
    const error = new Error('connection string postgres://admin:hunter2@db') as Error & { detail: string };
    error.detail = 'SECRET_DETAIL';
    throw error;
  });
};

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir();
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

describe('health and headers', () => {
  it('answers /healthz with the service name after a database round trip', async () => {
    app = await buildKitApp(dataDir, { name: 'demo', routes: testRoutes });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', service: 'demo' });
  });

  it('names the instance the launcher started in /healthz, once startService was given one', async () => {
    app = await buildKitApp(dataDir, { name: 'demo', routes: testRoutes });
    answerAsInstance(app, 'launcher-given-id');
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', service: 'demo', instance: 'launcher-given-id' });
    expect(parseServiceConfig('demo', { port: 1 }, { SERVICE_INSTANCE_ID: 'launcher-given-id' }).instanceId).toBe(
      'launcher-given-id',
    );
    expect(() => parseServiceConfig('demo', { port: 1 }, { SERVICE_INSTANCE_ID: 'not an id!' })).toThrow(
      /SERVICE_INSTANCE_ID: must be up to 100 letters/,
    );
  });

  it('sends security headers from helmet', async () => {
    app = await buildKitApp(dataDir, { routes: testRoutes });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends no CORS headers by default and only to allow-listed origins when configured', async () => {
    app = await buildKitApp(dataDir, { routes: testRoutes });
    const closed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();

    app = await buildKitApp(dataDir, { routes: testRoutes, corsOrigins: ['https://portal.example'] });
    const allowed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://portal.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
    const other = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error format', () => {
  beforeEach(async () => {
    app = await buildKitApp(dataDir, { routes: testRoutes });
  });

  it('reports every invalid field, keyed by (dotted) field name', async () => {
    const response = await app!.inject({ method: 'POST', url: '/things', payload: { title: '   ', count: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: {
        title: 'Fill value',
        owner: 'This field is required.',
        count: 'Must be a number',
      },
    });

    const nested = await app!.inject({ method: 'POST', url: '/things', payload: { title: 'ok', owner: { name: '' } } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ 'owner.name': 'Please enter value' });
  });

  it('passes the parsed (trimmed) body to the handler', async () => {
    const response = await app!.inject({
      method: 'POST',
      url: '/things',
      payload: { title: '  Notice  ', owner: { name: ' Asha ' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', data: { title: 'Notice', owner: { name: 'Asha' } } });
  });

  it('validates query strings too', async () => {
    const bad = await app!.inject({ method: 'GET', url: '/things?page=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ page: 'Page must be a number' });
    const good = await app!.inject({ method: 'GET', url: '/things?page=2' });
    expect(good.json()).toEqual({ result: 'success', data: { page: '2' } });
  });

  it('answers invalid JSON with a 400 in the same shape', async () => {
    const response = await app!.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "unterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: 'failure', message: 'The request body is not valid JSON.', errors: {} });
  });

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"title"'],
    ['null', 'null'],
  ])('rejects a JSON body that is %s', async (_label, payload) => {
    const response = await app!.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'The request body must be a JSON object.',
      errors: {},
    });
  });

  it('rejects a plain-text body as malformed and an unknown content type with 415', async () => {
    const text = await app!.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'text/plain' },
      payload: 'title=hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ result: 'failure', errors: {} });

    const xml = await app!.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/xml' },
      payload: '<title>hello</title>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ result: 'failure', message: 'Unsupported content type.', errors: {} });
  });

  it('answers an over-large JSON body with 413', async () => {
    await app!.close();
    app = await buildKitApp(dataDir, { routes: testRoutes, bodyLimit: 1024 });
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { title: 'x', owner: { name: 'y' }, padding: 'z'.repeat(2048) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ result: 'failure', message: 'The request is too large.', errors: {} });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app!.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ result: 'failure', message: NOT_FOUND_MESSAGE, errors: {} });
  });

  it('hides the details of an internal error', async () => {
    const response = await app!.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    // The id the visitor can quote is the only detail: in the header and in the body.
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json()).toEqual({ result: 'failure', message: GENERIC_ERROR_MESSAGE, errors: {}, requestId });
    expect(response.body).not.toMatch(/hunter2|SECRET_DETAIL|stack|at /);
  });
});

describe('rate limiting', () => {
  it('limits POSTs per IP and leaves GETs alone', async () => {
    app = await buildKitApp(dataDir, { routes: testRoutes, rateLimit: { form: { max: 3, timeWindow: 60_000 } } });
    const post = () => app!.inject({ method: 'POST', url: '/things', payload: { title: 'a', owner: { name: 'b' } } });

    for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(200);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ result: 'failure', message: RATE_LIMIT_MESSAGE, errors: {} });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another address still has its budget.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/things',
      remoteAddress: '10.0.0.9',
      payload: { title: 'a', owner: { name: 'b' } },
    });
    expect(elsewhere.statusCode).toBe(200);

    for (let i = 0; i < 10; i++) {
      expect((await app.inject({ method: 'GET', url: '/things' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });

  it('counts visitors behind the local gateway by X-Forwarded-For', async () => {
    app = await buildKitApp(dataDir, { routes: testRoutes, rateLimit: { form: { max: 1, timeWindow: 60_000 } } });
    const post = (ip: string) =>
      app!.inject({
        method: 'POST',
        url: '/things',
        headers: { 'x-forwarded-for': ip },
        payload: { title: 'a', owner: { name: 'b' } },
      });
    expect((await post('203.0.113.1')).statusCode).toBe(200);
    expect((await post('203.0.113.2')).statusCode).toBe(200);
    expect((await post('203.0.113.1')).statusCode).toBe(429);
  });

  it('takes its limits from the environment: forms and look-ups counted apart, per client', async () => {
    const config = parseServiceConfig(
      'test',
      { port: 1 },
      {
        RATE_LIMIT_FORM_MAX: '3',
        RATE_LIMIT_FORM_WINDOW: '10m',
        RATE_LIMIT_READ_MAX: '5',
        RATE_LIMIT_READ_WINDOW: '1m',
      },
    );
    app = await buildKitApp(dataDir, { routes: testRoutes, rateLimit: config.rateLimit });
    const send = (url: string, ip = '203.0.113.7') =>
      app!.inject({
        method: 'POST',
        url,
        headers: { 'x-forwarded-for': ip },
        payload: { title: 'a', owner: { name: 'b' } },
      });

    for (let i = 0; i < 3; i++) expect((await send('/things')).statusCode).toBe(200);
    const limited = await send('/things');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ result: 'failure', message: RATE_LIMIT_MESSAGE, errors: {} });

    // The flooded form does not use up the look-ups, which have their own (larger) budget.
    for (let i = 0; i < 5; i++) expect((await send('/things/search')).statusCode).toBe(200);
    expect((await send('/things/search')).statusCode).toBe(429);

    // Another visitor behind the same gateway is unaffected.
    expect((await send('/things', '203.0.113.8')).statusCode).toBe(200);
    expect((await send('/things/search', '203.0.113.8')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the trusted proxies', async () => {
    app = await buildKitApp(dataDir, {
      routes: testRoutes,
      rateLimit: { form: { max: 1, timeWindow: 60_000 } },
      trustProxy: parseServiceConfig('test', { port: 1 }, { TRUST_PROXY: '10.0.0.5' }).trustProxy,
    });
    const post = (remoteAddress: string, ip: string) =>
      app!.inject({
        method: 'POST',
        url: '/things',
        remoteAddress,
        headers: { 'x-forwarded-for': ip },
        payload: { title: 'a', owner: { name: 'b' } },
      });
    // Through the gateway at 10.0.0.5: two visitors, one budget each.
    expect((await post('10.0.0.5', '203.0.113.1')).statusCode).toBe(200);
    expect((await post('10.0.0.5', '203.0.113.2')).statusCode).toBe(200);
    // A client talking to the service directly cannot pick a fresh address for each request.
    expect((await post('198.51.100.9', '203.0.113.3')).statusCode).toBe(200);
    expect((await post('198.51.100.9', '203.0.113.4')).statusCode).toBe(429);
  });
});

describe('the college settings', () => {
  let dir: string;
  let settingsApp: FastifyInstance | undefined;
  beforeEach(async () => {
    dir = await makeTempDir('kit-settings-');
  });
  afterEach(async () => {
    await settingsApp?.close();
    settingsApp = undefined;
    await removeDir(dir);
  });

  it('are read from the settings file once, with one demo warning, and handed to the seed and the routes', async () => {
    const log = logCapture();
    let seeded: string | undefined;
    settingsApp = await buildKitApp(dir, {
      logger: { level: 'warn', stream: log.stream },
      seed: ({ settings }) => {
        seeded = settings.name;
      },
    });
    await settingsApp.ready();
    expect(settingsApp.college).toEqual(TEST_SETTINGS);
    expect(seeded).toBe(TEST_SETTINGS.name);
    const warnings = log.lines.map((line) => JSON.parse(line).msg).filter((msg) => /holds demo values/.test(msg));
    expect(warnings).toEqual([
      expect.stringMatching(/^settings\/test\/fixtures\/college\.test\.json holds demo values \("demo": true\)/),
    ]);
  });

  it('given by the caller (a test, another file), are used as they are, without a warning', async () => {
    const log = logCapture();
    const own = { ...TEST_SETTINGS, demo: false, name: 'Adarsh Mahila Mahavidyalaya' };
    settingsApp = await buildKitApp(dir, { settings: own, logger: { level: 'warn', stream: log.stream } });
    await settingsApp.ready();
    expect(settingsApp.college.name).toBe('Adarsh Mahila Mahavidyalaya');
    expect(log.lines).toEqual([]);
  });
});
