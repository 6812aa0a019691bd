import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logCapture, timed } from '../../kit/test/helpers';
import {
  careerApplicationSchema,
  CONTROL_CHARACTER_MESSAGE,
  JOB_PROFILES_PATH,
  maxLengthMessage,
  MESSAGES,
  ONE_LINE_MESSAGE,
  SAVE_CAREER_PATH,
} from '../src/contract';
import {
  APPLICATION_EXPERIENCE,
  APPLICATION_TEXT,
  applicationForm,
  makeTempDir,
  postMultipart,
  removeDir,
  startCareers,
  tableRows,
} from './helpers';

/** The review's e-mail: the old pattern took seconds to refuse it. */
const SLOW_EMAIL = `a@${'.'.repeat(64_000)}@`;

let dataDir: string;
let app: FastifyInstance | undefined;
let log: ReturnType<typeof logCapture>;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-guards-');
  log = logCapture();
  // Logging on, as in production: the review's crash was in the log's masking of personal values.
  app = await startCareers(dataDir, { logger: { level: 'info', stream: log.stream } });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function stillAnswers() {
  const response = await app!.inject({ method: 'GET', url: JOB_PROFILES_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.length).toBeGreaterThan(0);
}

const PDF_HEAD = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('saveCareer against oversized input', () => {
  it("answers the review's e-mail (a@ and 64,000 dots) with a 400 in JSON at once, stores nothing, keeps answering", async () => {
    const { response, ms } = await timed(() =>
      postMultipart(app!, SAVE_CAREER_PATH, applicationForm(PDF_HEAD, { email: SLOW_EMAIL })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: 'failure', errors: { email: maxLengthMessage(254) } });
    expect(ms).toBeLessThan(200);
    expect(tableRows(app!, 'applications')).toEqual([]);
    await stillAnswers();
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('answers a 1 MB field and an unknown 40,000-character field with a 400 naming them', async () => {
    const long = await timed(() =>
      postMultipart(app!, SAVE_CAREER_PATH, applicationForm(PDF_HEAD, { paddress: 'x'.repeat(1024 * 1024) })),
    );
    expect(long.response.statusCode).toBe(400);
    expect(long.response.json().errors).toEqual({ paddress: maxLengthMessage(300) });
    expect(long.ms).toBeLessThan(200);

    const unknown = await timed(() =>
      postMultipart(app!, SAVE_CAREER_PATH, applicationForm(PDF_HEAD, { remarks: 'r'.repeat(40_000) })),
    );
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json()).toMatchObject({
      message: 'This form does not take a field named "remarks".',
      errors: { remarks: 'This field is not part of the form.' },
    });
    expect(unknown.ms).toBeLessThan(200);
    await stillAnswers();
  });
});

describe('the career form schema (browser and service)', () => {
  const valid = APPLICATION_TEXT;
  const errorsOf = (values: object) =>
    Object.fromEntries(
      (v.safeParse(careerApplicationSchema, { ...valid, ...values }).issues ?? []).map((issue) => [
        v.getDotPath(issue),
        issue.message,
      ]),
    );

  it('checks the e-mail pattern only on text that passed the length check', () => {
    const start = performance.now();
    expect(errorsOf({ email: SLOW_EMAIL })).toEqual({ email: maxLengthMessage(254) });
    expect(performance.now() - start).toBeLessThan(200);
    expect(errorsOf({ email: 'anita@' })).toEqual({ email: MESSAGES.email });
    expect(errorsOf({ email: '' })).toEqual({});
  });

  it('refuses control characters: none in one-line fields, only tab and line breaks in addresses', () => {
    expect(errorsOf({ name: 'Anita\nSharma', fname: 'Ramesh\u0000', email: 'anita@exa\u0000mple.in' })).toEqual({
      name: ONE_LINE_MESSAGE,
      fname: ONE_LINE_MESSAGE,
      email: ONE_LINE_MESSAGE,
    });
    expect(errorsOf({ paddress: 'House 12\r\nLanka' })).toEqual({});
    expect(errorsOf({ caddress: 'Near\u0000Maidan' })).toEqual({ caddress: CONTROL_CHARACTER_MESSAGE });
    expect(
      errorsOf({ experience: JSON.stringify([{ ...APPLICATION_EXPERIENCE[0], position: 'Guest\tLecturer' }]) }),
    ).toEqual({
      'experience.0.position': ONE_LINE_MESSAGE,
    });
  });

  it('counts the rows of a list before checking each one', () => {
    const rows = JSON.stringify(Array.from({ length: 2000 }, () => ({ position: '', duration: 'x', totalexp: '' })));
    expect(errorsOf({ experience: rows })).toEqual({ experience: 'Please add at most 10 rows' });
  });
});
