import path from 'node:path';
import { DEFAULT_RATE_LIMITS, parseServiceConfig, RATE_LIMIT_MESSAGE, VALIDATION_MESSAGE } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runExport } from '../src/cli/export-command';
import {
  MESSAGE_REFERENCE,
  COMPLAINT_PATH,
  CONTACT_PATH,
  failureResponseSchema,
  FEEDBACK_PATH,
  FIELD_LIMITS,
  maxLengthMessage,
  submissionResponseSchema,
} from '../src/contract';
import type { SubmissionKind } from '../src/plugins/submissions-repository';
import { ISO_UTC, makeTempDir, removeDir, startInfo, submissionCount, tableRows } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  dataDir = await makeTempDir('info-submissions-');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function start(options: Parameters<typeof startInfo>[1] = {}) {
  app = await startInfo(dataDir, options);
  return app;
}

const postJson = (instance: FastifyInstance, url: string, payload: unknown) =>
  instance.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** Runs the staff export in-process against this test's data folder. */
function exportOf(kind: SubmissionKind, format: 'csv' | 'json') {
  let stdout = '';
  let stderr = '';
  const code = runExport([kind, '--format', format], {
    env: { DATA_DIR: dataDir },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return stdout;
}

interface JsonForm {
  path: string;
  table: string;
  kind: SubmissionKind;
  /** The spec's wording, written out so a wrong constant fails too. */
  message: string;
  /** A valid submission, padded with spaces that must be trimmed. */
  valid: Record<string, string>;
  limits: Record<string, number>;
  /** What each field says when it is left empty, written out. */
  missing: Record<string, string>;
}

const forms: Record<string, JsonForm> = {
  feedback: {
    path: FEEDBACK_PATH,
    table: 'feedback',
    kind: 'feedback',
    message: 'Your Request submitted successfully.',
    valid: {
      stu_name: '  Asha Devi ',
      adm_no: ' BA-2025-042',
      phone: '98765 43210 ',
      address: ' Village Rampur, near the post office ',
      message: '  The library should also open on Saturdays.\n',
    },
    limits: {
      stu_name: FIELD_LIMITS.name,
      adm_no: FIELD_LIMITS.admissionNumber,
      phone: FIELD_LIMITS.phone,
      address: FIELD_LIMITS.address,
      message: FIELD_LIMITS.message,
    },
    missing: {
      stu_name: "Enter the student's name",
      adm_no: 'Enter your admission number',
      phone: "Enter the student's phone number",
      address: 'Enter your address',
      message: 'Write your message',
    },
  },
  complaint: {
    path: COMPLAINT_PATH,
    table: 'complaints',
    kind: 'complaints',
    message: 'Your Request submitted successfully.',
    valid: { stu_name: ' Ravi Kumar ', email: ' ravi@example.in ', message: ' The water cooler is broken. ' },
    limits: { stu_name: FIELD_LIMITS.name, email: FIELD_LIMITS.email, message: FIELD_LIMITS.message },
    missing: { stu_name: 'Enter your name', email: 'Enter your e-mail address', message: 'Write your message' },
  },
  contact: {
    path: CONTACT_PATH,
    table: 'contact_queries',
    kind: 'contact',
    message: 'Your Request has been submitted successfully.',
    valid: { stu_name: ' Meena ', email: 'meena@example.in', message: ' When does M.A. admission start? ' },
    limits: { stu_name: FIELD_LIMITS.name, email: FIELD_LIMITS.email, message: FIELD_LIMITS.message },
    missing: { stu_name: 'Enter your name', email: 'Enter your e-mail address', message: 'Write your message' },
  },
};

/** The messages' cases: keyed by reference, no id. */
const casesOf = (instance: FastifyInstance) =>
  instance.db.prepare('select * from message_cases order by created_at').all();

const trimmed = (input: Record<string, string>) =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value.trim()]));
const allFields = (form: JsonForm, message: string) =>
  Object.fromEntries(Object.keys(form.valid).map((key) => [key, message]));

describe.each(Object.entries(forms))('POST %s', (_name, form) => {
  const fields = Object.keys(form.valid);

  it('stores a valid submission, trimmed, with an ISO UTC created_at, and answers the success message', async () => {
    const instance = await start();
    const before = Date.now();
    const response = await postJson(instance, form.path, form.valid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    // With the message's reference number: its case is opened with it, new.
    expect(response.json()).toEqual({
      result: 'success',
      message: form.message,
      reference: expect.stringMatching(MESSAGE_REFERENCE),
    });
    expect(v.is(submissionResponseSchema, response.json())).toBe(true);
    expect(casesOf(instance)).toEqual([
      expect.objectContaining({
        reference: response.json().reference,
        kind: form.kind,
        submission_id: 1,
        status: 'new',
      }),
    ]);

    const rows = tableRows(instance, form.table);
    expect(rows).toHaveLength(1);
    const { id, created_at, ...stored } = rows[0];
    expect(stored).toEqual(trimmed(form.valid));
    expect(id).toBe(1);
    expect(created_at).toMatch(ISO_UTC);
    const createdAt = Date.parse(created_at as string);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    // Only this form's table was written.
    expect(submissionCount(instance)).toBe(1);
  });

  it('answers 400 for every missing or blank field, each naming itself, and stores nothing', async () => {
    const instance = await start();
    const empty = await postJson(instance, form.path, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: form.missing,
    });

    const blank = await postJson(instance, form.path, { ...form.valid, [fields[0]]: '   ', [fields.at(-1)!]: '\n\t' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      [fields[0]]: form.missing[fields[0]],
      [fields.at(-1)!]: form.missing[fields.at(-1)!],
    });

    for (const field of fields) {
      const { [field]: _dropped, ...rest } = form.valid;
      const response = await postJson(instance, form.path, rest);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toEqual({ [field]: form.missing[field] });
    }
    expect(submissionCount(instance)).toBe(0);
  });

  it.each([
    ['numbers', 42],
    ['arrays', ['Asha', 'Devi']],
    ['objects', { text: 'Asha' }],
    ['null', null],
    ['booleans', true],
  ])('answers 400 with field messages for %s and stores nothing', async (_label, value) => {
    const instance = await start();
    const all = await postJson(instance, form.path, allFields(form, value as never));
    expect(all.statusCode).toBe(400);
    expect(v.is(failureResponseSchema, all.json())).toBe(true);
    expect(all.json().errors).toEqual(form.missing);

    // One bad field among good ones is reported alone.
    const one = await postJson(instance, form.path, { ...form.valid, [fields[1]]: value });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toEqual({ [fields[1]]: form.missing[fields[1]] });
    expect(submissionCount(instance)).toBe(0);
  });

  it('answers 400 with a length message for 10 KB strings and stores nothing', async () => {
    const instance = await start();
    const response = await postJson(instance, form.path, allFields(form, 'x'.repeat(10 * 1024)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      Object.fromEntries(Object.entries(form.limits).map(([field, max]) => [field, maxLengthMessage(max)])),
    );
    expect(response.json().errors[fields[0]]).toMatch(/^Please use at most \d+ characters$/);

    // Exactly at the limit is fine.
    const atLimit = await postJson(
      instance,
      form.path,
      Object.fromEntries(Object.entries(form.limits).map(([field, max]) => [field, 'y'.repeat(max)])),
    );
    expect(atLimit.statusCode).toBe(200);
    expect(submissionCount(instance)).toBe(1);
  });

  it('stores script and SQL text literally, returns it literally from the export, and keeps every table', async () => {
    const instance = await start();
    const script = '<script>alert(1)</script>';
    const sql = "'); DROP TABLE feedback;--";
    const payload = { ...form.valid, [fields[0]]: sql, [fields.at(-1)!]: script };
    const response = await postJson(instance, form.path, payload);
    expect(response.statusCode).toBe(200);

    const [row] = tableRows(instance, form.table);
    expect(row[fields[0]]).toBe(sql);
    expect(row[fields.at(-1)!]).toBe(script);

    const exported = JSON.parse(exportOf(form.kind, 'json'));
    expect(exported).toHaveLength(1);
    expect(exported[0][fields[0]]).toBe(sql);
    expect(exported[0][fields.at(-1)!]).toBe(script);
    const csv = exportOf(form.kind, 'csv');
    expect(csv).toContain(`,${script}`);
    expect(csv).toContain(`'); DROP TABLE feedback;--`);
    expect(csv).not.toContain('&lt;');

    const tables = instance.db.prepare("select name from sqlite_master where type = 'table'").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining(['news', 'feedback', 'complaints', 'contact_queries', 'samarth_verifications']),
    );
    expect(tableRows(instance, 'feedback').length).toBe(form.table === 'feedback' ? 1 : 0);
    expect((await postJson(instance, form.path, form.valid)).statusCode).toBe(200);
    expect(tableRows(instance, form.table)).toHaveLength(2);
  });

  it('answers a filled honeypot exactly like a success but stores nothing', async () => {
    const instance = await start();
    const real = await postJson(instance, form.path, form.valid);
    expect(submissionCount(instance)).toBe(1);

    const bot = await postJson(instance, form.path, { ...form.valid, website: 'https://spam.example' });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.headers['content-type']).toBe(real.headers['content-type']);
    // The same answer but for a reference number of its own, which finds nothing.
    expect({ ...bot.json(), reference: 'R' }).toEqual({ ...real.json(), reference: 'R' });
    expect(bot.json().reference).toMatch(MESSAGE_REFERENCE);
    expect(bot.json().reference).not.toBe(real.json().reference);
    expect(submissionCount(instance)).toBe(1);
    expect(casesOf(instance)).toHaveLength(1);

    // An empty (or blank) honeypot is a person's submission and is stored.
    for (const website of ['', '  ']) {
      expect((await postJson(instance, form.path, { ...form.valid, website })).statusCode).toBe(200);
    }
    expect(submissionCount(instance)).toBe(3);
  });

  it('answers an invalid form the same way with or without the honeypot filled', async () => {
    const instance = await start();
    const withoutHoneypot = await postJson(instance, form.path, { [fields[0]]: 'x' });
    const withHoneypot = await postJson(instance, form.path, { [fields[0]]: 'x', website: 'spam' });
    expect(withoutHoneypot.statusCode).toBe(400);
    expect(withHoneypot.statusCode).toBe(400);
    expect(withHoneypot.body).toBe(withoutHoneypot.body);
    expect(submissionCount(instance)).toBe(0);
  });

  it.each([
    ['broken JSON', 'application/json', '{"stu_name": "Asha', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', 'application/json', '', 400, 'The request body is empty.'],
    ['a JSON array', 'application/json', '[{"stu_name":"Asha"}]', 400, 'The request body must be a JSON object.'],
    ['a JSON string', 'application/json', '"Asha"', 400, 'The request body must be a JSON object.'],
    ['plain text', 'text/plain', 'stu_name=Asha', 400, 'The request data is not in the expected format.'],
    ['XML', 'application/xml', '<stu_name>Asha</stu_name>', 415, 'Unsupported content type.'],
    ['a URL-encoded form', 'application/x-www-form-urlencoded', 'stu_name=Asha', 415, 'Unsupported content type.'],
  ])('answers %s with a 4xx JSON failure and stores nothing', async (_label, type, body, status, message) => {
    const instance = await start();
    const response = await instance.inject({
      method: 'POST',
      url: form.path,
      headers: { 'content-type': type },
      payload: body,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ result: 'failure', message, errors: {} });
    expect(submissionCount(instance)).toBe(0);
  });

  it('answers a multipart body (the wrong encoding) with field errors and stores nothing', async () => {
    const instance = await start();
    const form_ = new FormData();
    for (const [key, value] of Object.entries(form.valid)) form_.append(key, value);
    const request = new Request('http://localhost/', { method: 'POST', body: form_ });
    const response = await instance.inject({
      method: 'POST',
      url: form.path,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: 'failure', errors: form.missing });
    expect(submissionCount(instance)).toBe(0);
  });

  it('is rate limited per client: the (max+1)-th POST in the window gets a 429 JSON and is not stored', async () => {
    const instance = await start({ rateLimit: { form: { max: 3, timeWindow: 60_000 } } });
    for (let i = 0; i < 3; i++) expect((await postJson(instance, form.path, form.valid)).statusCode).toBe(200);
    const limited = await postJson(instance, form.path, form.valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ result: 'failure', message: RATE_LIMIT_MESSAGE, errors: {} });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(tableRows(instance, form.table)).toHaveLength(3);

    // Invalid posts count too (a bot probing the form), and other clients keep their budget.
    const other = { remoteAddress: '10.1.2.3' };
    for (let i = 0; i < 3; i++) {
      expect((await instance.inject({ method: 'POST', url: form.path, payload: {}, ...other })).statusCode).toBe(400);
    }
    expect((await instance.inject({ method: 'POST', url: form.path, payload: form.valid, ...other })).statusCode).toBe(
      429,
    );
    expect(
      (await instance.inject({ method: 'POST', url: form.path, payload: form.valid, remoteAddress: '10.9.9.9' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the default rate limit', () => {
  it('applies to the form routes without any option (DEFAULT_RATE_LIMITS.form)', async () => {
    const instance = await start();
    const { max } = DEFAULT_RATE_LIMITS.form;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await postJson(instance, FEEDBACK_PATH, forms.feedback.valid)).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
    // GETs are never limited.
    expect((await instance.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('rate limits from the environment', () => {
  it('gives one visitor behind the gateway a 429 on the (n+1)-th form and leaves others alone', async () => {
    const config = parseServiceConfig(
      'info',
      { port: 4101 },
      { RATE_LIMIT_FORM_MAX: '2', RATE_LIMIT_FORM_WINDOW: '10m' },
    );
    const instance = await start({ rateLimit: config.rateLimit, trustProxy: config.trustProxy });
    const post = (ip: string) =>
      instance.inject({
        method: 'POST',
        url: FEEDBACK_PATH,
        headers: { 'x-forwarded-for': ip },
        payload: forms.feedback.valid,
      });
    expect((await post('203.0.113.1')).statusCode).toBe(200);
    expect((await post('203.0.113.1')).statusCode).toBe(200);
    expect((await post('203.0.113.1')).statusCode).toBe(429);
    expect((await post('203.0.113.2')).statusCode).toBe(200);
    expect(tableRows(instance, 'feedback')).toHaveLength(3);
  });
});

describe('stored data', () => {
  it('survives a restart (real file in DATA_DIR/info/db.sqlite)', async () => {
    let instance = await start();
    expect((await postJson(instance, CONTACT_PATH, forms.contact.valid)).statusCode).toBe(200);
    await instance.close();
    instance = await start();
    expect(tableRows(instance, 'contact_queries')).toHaveLength(1);
    expect(instance.db.name).toBe(path.join(dataDir, 'info', 'db.sqlite'));
  });
});
