import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { multipartPayload } from '../../kit/test/helpers';
import { MOBILE_MESSAGE, SAVE_APPLICANT_PATH } from '../src/contract';
import { mailLanguageOf } from '../src/mail-text';
import { aadhaar, closeAndRemove, filesUnder, startInTempDir, toForm, validApplicant } from './helpers';

// Issue 23: the form's answers in the page's language, and the acknowledgement mail in the one the applicant used.
let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-hindi-', { mail: { autoSend: false } }));
});
afterEach(() => closeAndRemove(app, dataDir));

async function submit(entries: ReturnType<typeof validApplicant>, language?: string) {
  const { payload, headers } = await multipartPayload(toForm(entries));
  return app.inject({
    method: 'POST',
    url: SAVE_APPLICANT_PATH,
    payload,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

const outbox = () => path.join(dataDir, 'outbox', 'admissions');
/** The one mail in the outbox, as a mail program shows it (quoted-printable decoded). */
async function onlyMail(): Promise<string> {
  const files = await filesUnder(outbox());
  expect(files).toHaveLength(1);
  const raw = await readFile(path.join(outbox(), files[0]), 'utf8');
  const joined = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const body = Buffer.from(joined, 'latin1').toString('utf8');
  // A base64 body (UTF-8 text may be sent so): decoded too.
  const base64 = /\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)\s*$/.exec(raw)?.[1];
  return base64 ? `${body}\n${Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8')}` : body;
}

describe('saveApplicant in Hindi and English', () => {
  it('a bad field on a Hindi page: the message and the field errors in Hindi', async () => {
    const response = await submit(validApplicant(app, { mobile: '12345', fname: '' }), 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('कृपया चिह्नित फ़ील्ड ठीक करें।');
    expect(body.errors.mobile).toBe('मोबाइल नंबर 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए');
    expect(body.errors.fname).toBe('अपना पूरा नाम लिखें');
  });

  it('the same on an English page: the contract’s English', async () => {
    const response = await submit(validApplicant(app, { mobile: '12345', fname: '' }), 'en-IN,en;q=0.9');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.mobile).toBe(MOBILE_MESSAGE);
    expect(body.errors.fname).toBe('Enter your full name');
  });

  it('a Hindi submission: answered in Hindi, stored as Hindi, its acknowledgement mail in Hindi', async () => {
    const response = await submit(validApplicant(app, { adhar_num: aadhaar('23456789015') }), 'hi');
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('प्रवेश आवेदन पत्र जमा हो गया');
    const row = app.applications.byNumber(data.application_no)!;
    expect(row.lang).toBe('hi');
    expect(mailLanguageOf(row)).toBe('hi');
    expect(await app.mail.flush()).toEqual({ sent: 1, failed: 0 });
    const mail = await onlyMail();
    expect(mail).toContain(`प्रिय Anjali Verma,`);
    expect(mail).toContain(`आवेदन संख्या: ${data.application_no}`);
    expect(mail).toContain('प्रवेश कार्यालय, टेस्टपुर फ़िक्स्चर महाविद्यालय');
    expect(mail).not.toContain('Dear ');
  });

  it('an English submission (or no language said): stored as English, the mail in English', async () => {
    const response = await submit(validApplicant(app, { adhar_num: aadhaar('23456789015') }));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(app.applications.byNumber(data.application_no)!.lang).toBe('en');
    await app.mail.flush();
    const mail = await onlyMail();
    expect(mail).toContain('Dear Anjali Verma,');
    expect(mail).not.toContain('प्रिय');
  });
});
