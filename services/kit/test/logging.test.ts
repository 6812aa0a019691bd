import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSensitiveKey, readMultipart, redactValue, scrubText, validateBody } from '../src/index';
import { buildKitApp, makeTempDir, multipartPayload, PDF, removeDir } from './helpers';

// Personal data a visitor sends; none of it may reach a log line at any level.
const AADHAAR = '4567 8901 2345';
const MOBILE = '9876543210';
const EMAIL = 'priya.sharma@example.org';
const NAME = 'Priya Kumari Sharma';
const FATHER = 'Ramesh Chandra Sharma';
const PERSONAL = [AADHAAR, AADHAAR.replaceAll(' ', ''), MOBILE, EMAIL, NAME, FATHER];

const formSchema = v.object({ stu_name: v.string(), fatherName: v.string(), mobile: v.string(), note: v.string() });

const routes: FastifyPluginAsync = async (app) => {
  app.post('/forms', { preValidation: validateBody(formSchema) }, async (request) => {
    // A careless developer logs everything, at every level.
    request.log.trace({ body: request.body }, 'trace body');
    request.log.debug({ body: request.body, headers: request.headers }, 'debug body');
    request.log.info(`note from visitor: ${(request.body as { note: string }).note}`);
    request.log.warn({ form: { ...(request.body as object), nested: [{ email: EMAIL }] } }, 'warn');
    request.log.error(new Error(`could not save ${EMAIL} / ${MOBILE} / aadhaar ${AADHAAR}`));
    return { result: 'success' };
  });
  app.post('/uploads', async (request) => {
    const form = await readMultipart(request, {
      fields: v.object({ full_name: v.string() }),
      files: { doc: { required: true, maxBytes: 1024, kinds: ['pdf'] } },
    });
    request.log.info({ fields: form.fields }, 'upload fields');
    return { result: 'success' };
  });
  app.get('/search', async () => ({ result: 'success' }));
  // An office list's search, which a careless handler also logs with its whole address.
  app.get('/api/v1/office/demo/applications', async (request) => {
    request.log.info({ url: request.url, upstream: `http://127.0.0.1:4101${request.url}` }, 'searched');
    return { result: 'success', data: [] };
  });
  app.get('/crash', async () => {
    throw new Error('database locked');
  });
  // An error whose message quotes the visitor's input, where no key says what it is.
  app.post('/crash', async (request) => {
    const { applicant_name } = request.body as { applicant_name: string };
    throw new Error(`could not store ${applicant_name} <${EMAIL}> ${MOBILE}`);
  });
};

let dataDir: string;
let app: FastifyInstance | undefined;
let lines: string[];

beforeEach(async () => {
  dataDir = await makeTempDir();
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildKitApp(dataDir, { name: 'demo', routes, logger: { level: 'trace', stream } });
});

afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids', () => {
  it('takes the id from X-Request-Id, echoes it and logs every line of the request under it', async () => {
    const id = 'gw-0123456789abcdef';
    const response = await app!.inject({ method: 'GET', url: '/search', headers: { 'x-request-id': id } });
    expect(response.headers['x-request-id']).toBe(id);
    const mine = logged().filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new id when none (or an unusable one) comes in, errors included', async () => {
    const none = await app!.inject({ method: 'GET', url: '/crash' });
    expect(none.statusCode).toBe(500);
    const id = none.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.json().requestId).toBe(id);
    expect(logged().some((line) => line.reqId === id && line.level === 50)).toBe(true);

    const forged = await app!.inject({
      method: 'GET',
      url: '/search',
      headers: { 'x-request-id': 'x"}\n{"level":60' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('log lines', () => {
  it('are JSON with the service name, ISO time and level', async () => {
    await app!.inject({ method: 'GET', url: '/healthz' });
    for (const line of logged()) {
      expect(line.service).toBe('demo');
      expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(typeof line.level).toBe('number');
    }
  });

  it('never hold Aadhaar, mobile, e-mail or names from bodies, headers, URLs or errors, at any level', async () => {
    const response = await app!.inject({
      method: 'POST',
      url: '/forms',
      headers: { 'x-contact-email': EMAIL, authorization: 'Bearer secret-token-123', cookie: 'sid=abc' },
      payload: {
        stu_name: NAME,
        fatherName: FATHER,
        mobile: MOBILE,
        note: `call me on +91 ${MOBILE}, Aadhaar ${AADHAAR}, ${EMAIL}`,
      },
    });
    expect(response.statusCode).toBe(200);
    await app!.inject({ method: 'GET', url: `/search?name=${encodeURIComponent(NAME)}&q=${MOBILE}` });
    expect((await app!.inject({ method: 'POST', url: '/crash', payload: { applicant_name: NAME } })).statusCode).toBe(
      500,
    );
    const upload = await multipartPayload(
      (() => {
        const form = new FormData();
        form.append('full_name', NAME);
        form.append('doc', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${NAME}.pdf`);
        return form;
      })(),
    );
    expect((await app!.inject({ method: 'POST', url: '/uploads', ...upload })).statusCode).toBe(200);
    // A broken JSON body: the parser's message would quote it.
    await app!.inject({
      method: 'POST',
      url: '/forms',
      headers: { 'content-type': 'application/json' },
      payload: `{"stu_name": "${NAME}", `,
    });

    const text = lines.join('\n');
    // Each level was written, so the absence below means something.
    expect(new Set(logged().map((line) => line.level))).toEqual(new Set([10, 20, 30, 40, 50]));
    for (const value of [...PERSONAL, 'secret-token-123', 'sid=abc']) expect(text).not.toContain(value);
    expect(text).toContain('[redacted]');
    expect(text).toContain('[aadhaar]');
    expect(text).toContain('[mobile]');
    expect(text).toContain('[email]');
  });
});

describe('searches', () => {
  it('log the path and the names of the query parameters, never their values', async () => {
    const search = 'q=someone%40example.org&status=Priya+Kumari&page=2';
    expect((await app!.inject({ method: 'GET', url: `/api/v1/office/demo/applications?${search}` })).statusCode).toBe(
      200,
    );
    expect((await app!.inject({ method: 'GET', url: `/api/v1/office/demo/no-such-list?${search}` })).statusCode).toBe(
      404,
    );
    const text = lines.join('\n');
    for (const value of ['someone', 'example.org', 'Priya', 'page=2']) expect(text).not.toContain(value);
    const urls = logged()
      .flatMap((line) => [(line.req as { url?: string } | undefined)?.url, line.url, line.upstream])
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/office/demo/applications?q&status&page',
        '/api/v1/office/demo/no-such-list?q&status&page',
        'http://127.0.0.1:4101/api/v1/office/demo/applications?q&status&page',
      ]),
    );
  });
});

describe('with logging off', () => {
  it('keeps nothing of the bodies it saw', async () => {
    const quiet = await buildKitApp(dataDir, { name: 'quiet', routes });
    try {
      const payload = { stu_name: NAME, fatherName: FATHER, mobile: MOBILE, note: 'n' };
      expect((await quiet.inject({ method: 'POST', url: '/forms', payload })).statusCode).toBe(200);
      // Every request shares one stand-in logger when logging is off: nothing may pile up on it.
      expect(Object.getOwnPropertySymbols(quiet.log)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('what counts as personal', () => {
  it('masks numbers and addresses in text but not ids, times or hashes', () => {
    expect(scrubText(`Aadhaar 1234-5678-9012, phone 09876543210 or +91-98765 43210, ${EMAIL}`)).toBe(
      'Aadhaar [aadhaar], phone [mobile] or [mobile], [email]',
    );
    const harmless = '2026-11-22T09:00:56.123Z id 6f1c2a9e-1b2c-4d5e-8f90-123456789012 took 12.9876543210 ms pid 98765';
    expect(scrubText(harmless)).toBe(harmless);
  });

  it('knows personal keys in any spelling, and leaves others', () => {
    for (const key of [
      'stu_name',
      'fatherName',
      'mother_name',
      'mobile_no',
      'email',
      'Aadhaar',
      'address',
      'authorization',
      'access_code',
      'accessCode',
      'payment_token',
    ]) {
      expect(isSensitiveKey(key), key).toBe(true);
    }
    for (const key of ['hostname', 'service', 'statusCode', 'reqId', 'course_id', 'size', 'code', 'errorCode'])
      expect(isSensitiveKey(key), key).toBe(false);
  });

  it('keeps network addresses and error class names under such keys, not postal addresses or names', () => {
    expect(
      redactValue({
        address: 'http://127.0.0.1:4101',
        peer: { address: '::1' },
        err: { name: 'FastifyError' },
        name: 'Priya',
        home: { address: 'House 4, Ward 7' },
      }),
    ).toEqual({
      address: 'http://127.0.0.1:4101',
      peer: { address: '::1' },
      err: { name: 'FastifyError' },
      name: '[redacted]',
      home: { address: '[redacted]' },
    });
  });
});
