import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, VALIDATION_MESSAGE } from '@college/service-kit';
import { logCapture, timed } from '../../kit/test/helpers';
import {
  CONTACT_PATH,
  CONTROL_CHARACTER_MESSAGE,
  FEEDBACK_PATH,
  feedbackSchema,
  maxLengthMessage,
  ONE_LINE_MESSAGE,
  SAMARTH_PATH,
} from '../src/contract';
import { formData, makeTempDir, postMultipart, removeDir, startInfo, submissionCount, tableRows } from './helpers';

let dataDir: string;
let app: FastifyInstance | undefined;
let log: ReturnType<typeof logCapture>;

const FEEDBACK = {
  stu_name: 'Asha Devi',
  adm_no: 'BA-2025-042',
  phone: '9876543210',
  address: 'Village Rampur',
  message: 'Open the library on Saturdays.',
};

beforeEach(async () => {
  dataDir = await makeTempDir('info-guards-');
  log = logCapture();
  // Logging on, as in production: the review's crash was in the log's masking of personal values.
  app = await startInfo(dataDir, { logger: { level: 'info', stream: log.stream } });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app!.inject({ method: 'POST', url, payload, headers });

async function stillAnswers() {
  const before = submissionCount(app!);
  const response = await post(FEEDBACK_PATH, FEEDBACK);
  expect(response.statusCode).toBe(200);
  expect(submissionCount(app!)).toBe(before + 1);
}

describe('the forms against oversized and unexpected input', () => {
  it("answer the review's request (feedback with a 90 KB name) with a 4xx in JSON at once, store nothing, keep answering", async () => {
    const { response, ms } = await timed(() => post(FEEDBACK_PATH, { ...FEEDBACK, stu_name: 'a'.repeat(90 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ result: 'failure', message: 'The request is too large.', errors: {} });
    expect(ms).toBeLessThan(200);
    expect(submissionCount(app!)).toBe(0);
    await stillAnswers();
    for (const line of log.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('refuse a field the form does not take, naming it', async () => {
    const response = await post(CONTACT_PATH, {
      stu_name: 'Meena',
      email: 'meena@example.in',
      message: 'Hello',
      subject: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'This form does not take a field named "subject".',
      errors: { subject: 'This field is not part of the form.' },
    });
    expect(submissionCount(app!)).toBe(0);
  });

  it('answer a 1 MB text field of the Samarth form with a 400 naming it, at once', async () => {
    const form = formData({ uhi_number: 'u'.repeat(1024 * 1024), admission: 'BA-1' });
    const { response, ms } = await timed(() => postMultipart(app!, SAMARTH_PATH, form));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { uhi_number: maxLengthMessage(50) },
    });
    expect(ms).toBeLessThan(200);
    await stillAnswers();
  });

  it('refuse an unknown text field of the Samarth form', async () => {
    const response = await postMultipart(
      app!,
      SAMARTH_PATH,
      formData({ uhi_number: 'U1', admission: 'BA-1', notes: 'x'.repeat(40_000) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This form does not take a field named "notes".');
  });
});

describe('control characters', () => {
  it('are refused in one-line fields (NUL, CR, LF, tab) and stored nowhere', async () => {
    for (const bad of [
      'Asha\u0000Devi',
      'Asha\r\nDevi',
      'Asha\nDevi',
      'Asha\tDevi',
      'Asha\u001bDevi',
      'Asha\u0085Devi',
    ]) {
      const response = await post(FEEDBACK_PATH, { ...FEEDBACK, stu_name: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors).toEqual({ stu_name: ONE_LINE_MESSAGE });
    }
    expect(submissionCount(app!)).toBe(0);
  });

  it('keep line breaks and tabs in a message or address, but not other control characters', async () => {
    const ok = await post(FEEDBACK_PATH, {
      ...FEEDBACK,
      address: 'House 4\r\nWard 7',
      message: 'Line one\n\tLine two',
    });
    expect(ok.statusCode).toBe(200);
    expect(tableRows(app!, 'feedback')[0]).toMatchObject({
      address: 'House 4\r\nWard 7',
      message: 'Line one\n\tLine two',
    });
    const nul = await post(FEEDBACK_PATH, { ...FEEDBACK, message: 'Line one\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
  });

  it('are refused by the same schema in the browser form', () => {
    const issues = (values: object) =>
      v.safeParse(feedbackSchema, { ...FEEDBACK, ...values }).issues?.map((issue) => issue.message);
    expect(issues({ phone: '98765\n43210' })).toEqual([ONE_LINE_MESSAGE]);
    expect(issues({ message: 'a\u0007b' })).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(issues({ message: 'a\nb' })).toBeUndefined();
  });
});

describe('answers', () => {
  it('are kept by no cache', async () => {
    expect((await post(FEEDBACK_PATH, FEEDBACK)).headers['cache-control']).toBe('no-store');
    expect((await post(FEEDBACK_PATH, {})).headers['cache-control']).toBe('no-store');
  });

  it('refuse a form posted from another website', async () => {
    const response = await post(FEEDBACK_PATH, FEEDBACK, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ result: 'failure', message: CROSS_SITE_MESSAGE, errors: {} });
    expect(submissionCount(app!)).toBe(0);
    // The portal's own page, through the gateway (which forwards the browser's host).
    const own = await post(FEEDBACK_PATH, FEEDBACK, {
      origin: 'https://college.example.in',
      'x-forwarded-host': 'college.example.in',
    });
    expect(own.statusCode).toBe(200);
  });
});
