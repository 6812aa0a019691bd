import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, VALIDATION_MESSAGE } from '@college/service-kit';
import { logCapture, timed } from '../../kit/test/helpers';
import {
  APPLICATION_STATUS_PATH,
  applicantFieldsSchema,
  CONTROL_CHARACTER_MESSAGE,
  maxLengthMessage,
  ONE_LINE_MESSAGE,
  SAVE_APPLICANT_PATH,
  STATES_PATH,
} from '../src/contract';
import {
  closeAndRemove,
  makeTempDir,
  postMultipart,
  startAdmissions,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;
let log: ReturnType<typeof logCapture>;

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-guards-');
  log = logCapture();
  // Logging on, as in production: the review's crash was in the log's masking of personal values.
  app = await startAdmissions(dataDir, { logger: { level: 'info', stream: log.stream } });
});

afterEach(async () => {
  await closeAndRemove(app, dataDir);
  app = undefined;
});

async function stillAnswers() {
  const response = await app!.inject({ method: 'GET', url: STATES_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.length).toBeGreaterThan(0);
}

const lookUp = (payload: object, headers: Record<string, string> = {}) =>
  app!.inject({ method: 'POST', url: APPLICATION_STATUS_PATH, payload, headers });

describe('the status look-up against oversized and unexpected input', () => {
  it("answers the review's request (an extra long field) with a 4xx in JSON at once, and keeps answering", async () => {
    const { response, ms } = await timed(() =>
      lookUp({ application_no: 'ADM2025-000001', dob: '2006-04-15', father: 'a'.repeat(40_000) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'This form does not take a field named "father".',
      errors: { father: 'This field is not part of the form.' },
    });
    expect(ms).toBeLessThan(200);
    await stillAnswers();

    const huge = await timed(() => lookUp({ application_no: 'a'.repeat(1024 * 1024), dob: '2006-04-15' }));
    expect(huge.response.statusCode).toBe(413);
    expect(huge.response.json()).toEqual({ result: 'failure', message: 'The request is too large.', errors: {} });
    expect(huge.ms).toBeLessThan(200);
    await stillAnswers();
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('answers with no-store, found or not', async () => {
    const response = await lookUp({ application_no: 'ADM2025-999999', dob: '2006-04-15' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('saveApplicant against oversized input', () => {
  it('answers a 1 MB name with a 400 naming it, at once, storing nothing', async () => {
    const form = toForm(validApplicant(app!, { fname: 'A'.repeat(1024 * 1024) }));
    const { response, ms } = await timed(() => postMultipart(app!, SAVE_APPLICANT_PATH, form));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { fname: maxLengthMessage(100) },
    });
    expect(ms).toBeLessThan(200);
    expect(tableRows(app!, 'applications')).toEqual([]);
    await stillAnswers();
  });

  it('refuses an unknown 40,000-character field by name', async () => {
    const { response, ms } = await timed(() =>
      postMultipart(app!, SAVE_APPLICANT_PATH, toForm(validApplicant(app!, { remarks: 'r'.repeat(40_000) }))),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This form does not take a field named "remarks".');
    expect(ms).toBeLessThan(200);
  });

  it('refuses a form posted from another website before reading it', async () => {
    const form = toForm(validApplicant(app!));
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app!.inject({
      method: 'POST',
      url: SAVE_APPLICANT_PATH,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ result: 'failure', message: CROSS_SITE_MESSAGE, errors: {} });
    expect(tableRows(app!, 'applications')).toEqual([]);
  });
});

describe('the admission form schema (browser and service)', () => {
  const errorsOf = (values: Record<string, string>) => {
    const entries = validApplicant(app!, values);
    const text = Object.fromEntries(
      Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return Object.fromEntries(
      (v.safeParse(applicantFieldsSchema, text).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
    );
  };

  it('checks the e-mail pattern only on text that passed the length check', () => {
    const start = performance.now();
    expect(errorsOf({ email: `a@${'.'.repeat(64_000)}@` })).toEqual({ email: maxLengthMessage(254) });
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('keeps line breaks in the address but refuses other control characters, and any in the certificate number', () => {
    expect(errorsOf({ address: 'House 4\r\nWard 7' })).toEqual({});
    expect(errorsOf({ address: 'House 4\u0000' })).toEqual({ address: CONTROL_CHARACTER_MESSAGE });
    expect(errorsOf({ category: 'OBC', caste_no: 'OBC/12\n34', issue_date: '2024-01-10' })).toEqual({
      caste_no: ONE_LINE_MESSAGE,
    });
  });
});
