import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  ASSERTION_HEADER,
  MAIL_FIRST_RETRY_MS,
  type MailOptions,
  type OfficeIdentity,
  readOrCreateSigningKey,
  type SigningKey,
} from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIND_APPLICATION_NUMBER_PATH } from '../src/contract';
import { applicationNumberMail, STATUS_PAGE } from '../src/mail-text';
import { TEST_SETTINGS } from '@college/settings/testing';
import {
  aadhaar,
  closeAndRemove,
  FEE,
  filesUnder,
  makeTempDir,
  sendPayment,
  startAdmissions,
  submitApplication,
  validApplicant,
} from './helpers';

// Acknowledgements by e-mail through the kit's outbox (decision 012).
const AADHAAR = aadhaar('23456789015');

let dataDir: string;
let app: FastifyInstance;
let clock: Date;

const outbox = () => path.join(dataDir, 'outbox', 'admissions');
/** A message as a mail program shows it: quoted-printable soft breaks joined, =XX bytes decoded. */
const decoded = (eml: string) =>
  Buffer.from(
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
/** Each .eml file in the outbox folder, raw and decoded (a guard on both). */
async function mails(): Promise<string[]> {
  const files = (await filesUnder(outbox())).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(outbox(), file), 'utf8');
      return `${raw}\n----\n${decoded(raw)}`;
    }),
  );
}

async function start(mail: MailOptions = {}) {
  app = await startAdmissions(dataDir, { now: () => clock, mail: { autoSend: false, ...mail } });
}

beforeEach(async () => {
  dataDir = await makeTempDir('admissions-mail-');
  // The registration window is open today (the fixture's dates are placed around it).
  clock = new Date();
});
afterEach(() => closeAndRemove(app, dataDir));

const apply = (overrides: Record<string, string> = {}) =>
  submitApplication(app, validApplicant(app, { adhar_num: AADHAAR, ...overrides }));

describe('the status page in a mail', () => {
  it("is its full address with the settings' website, its path without one", () => {
    const mail = (college: typeof TEST_SETTINGS) =>
      applicationNumberMail(college, { name: 'Anjali', applicationNo: 'ADM2025-000001' }).text;
    expect(mail(TEST_SETTINGS)).toContain(`"Application status": https://college.example.in${STATUS_PAGE}`);
    const { website: _website, ...without } = TEST_SETTINGS;
    expect(mail(without as typeof TEST_SETTINGS)).toContain(`"Application status": ${STATUS_PAGE}`);
  });
});

describe('acknowledgements by e-mail', () => {
  it('on submit: a .eml in the outbox folder once the sender runs, with the number and the status link, never the Aadhaar or the access code', async () => {
    await start();
    const applied = await apply();
    expect(await mails()).toEqual([]);
    expect(await app.mail.flush()).toEqual({ sent: 1, failed: 0 });
    const [eml, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(eml).toContain('To: anjali@example.in');
    expect(eml).toContain('Subject: Application received: ' + applied.application_no);
    expect(eml).toContain(applied.application_no);
    expect(eml).toContain('Anjali Verma');
    // The status page by its full address (the settings' website), which a mail app makes a link.
    expect(eml).toContain(`https://college.example.in${STATUS_PAGE}`);
    expect(eml).not.toContain(AADHAAR);
    expect(eml).not.toContain(AADHAAR.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(eml).not.toContain(applied.access_code);
    expect(eml).not.toContain(applied.payment_token);
    expect(eml).not.toMatch(/Content-Disposition: attachment/i);
  });

  it('on payment: the state in words, the UPI reference only by its end', async () => {
    await start();
    const applied = await apply();
    const response = await sendPayment(app, applied, { mode: 'online', amount: String(FEE), trans_no: '412345678901' });
    expect(response.statusCode, response.body).toBe(200);
    await app.mail.flush();
    const all = await mails();
    expect(all).toHaveLength(2);
    const payment = all.find((eml) => eml.includes('Payment details received'))!;
    expect(payment).toContain('paid – being verified');
    expect(payment).toContain('ending in 8901');
    expect(payment).not.toContain('412345678901');
  });

  it('forgot number: answers emailed and mails the full number; no e-mail on the application, no message', async () => {
    await start();
    const applied = await apply({ mobile: '9876543215', dob: '2005-01-31' });
    await app.mail.flush();
    const find = () =>
      app.inject({
        method: 'POST',
        url: FIND_APPLICATION_NUMBER_PATH,
        payload: { mobile: '9876543215', dob: '2005-01-31' },
      });
    let response = await find();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.emailed).toBe(true);
    expect(response.body).not.toContain(applied.application_no);
    await app.mail.flush();
    const numberMail = (await mails()).find((eml) => eml.includes('Subject: Your application number'))!;
    expect(numberMail).toContain(`Your application number is: ${applied.application_no}`);
    // Asked again soon after: the same answer, but no second mail to fill the applicant's inbox.
    const queued = app.mail.summary().counts;
    response = await find();
    expect(response.json().data.emailed).toBe(true);
    expect(app.mail.summary().counts).toEqual(queued);
    clock = new Date(clock.getTime() + 16 * 60_000);
    await find();
    expect(app.mail.summary().counts.queued).toBe(queued.queued + 1);

    // An application without an address (made before e-mail was asked for): nothing queued.
    app.db.prepare("update applications set email = '' where id = ?").run(applied.id);
    const before = app.mail.summary().counts;
    response = await find();
    expect(response.json().data.emailed).toBe(false);
    expect(app.mail.summary().counts).toEqual(before);
  });

  it('an SMTP server that cannot be reached neither fails nor delays the submit; the message is retried and shown to the admin', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    await start({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Admissions <admissions@college.example.in>' });
    const key: SigningKey = await readOrCreateSigningKey({ dataDir, env: {} });

    const started = Date.now();
    await apply();
    expect(Date.now() - started).toBeLessThan(5_000);

    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 1 });
    const first = app.mail.summary().problems[0];
    expect(Date.parse(first.nextAttemptAt!) - clock.getTime()).toBe(MAIL_FIRST_RETRY_MS);
    clock = new Date(first.nextAttemptAt!);
    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 1 });
    const second = app.mail.summary().problems[0];
    expect(Date.parse(second.nextAttemptAt!) - clock.getTime()).toBe(2 * MAIL_FIRST_RETRY_MS);
    expect(await filesUnder(outbox())).toEqual([]);

    const get = async (roles: string[] | null, requestId: string) => {
      const headers: Record<string, string> = { 'x-request-id': requestId };
      if (roles) {
        const identity = {
          userId: '1',
          username: 'principal',
          roles: roles.map((role) => ({ role })),
          sessionId: 's1',
          requestId,
        } as OfficeIdentity;
        headers[ASSERTION_HEADER] = await key.sign({ audience: 'admissions', identity });
      }
      return app.inject({ method: 'GET', url: '/api/v1/office/admissions/outbox', headers });
    };
    const answer = await get(['admin'], 'rid-outbox-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({
      service: 'admissions',
      transport: 'smtp',
      counts: { retrying: 1 },
      problems: [{ to: 'a***@example.in', kind: 'admissions.submitted', attempts: 2, state: 'retrying' }],
    });
    expect((await get(['admission_officer'], 'rid-outbox-2')).statusCode).toBe(403);
    expect((await get(null, 'rid-outbox-3')).statusCode).toBe(401);
  });
});
