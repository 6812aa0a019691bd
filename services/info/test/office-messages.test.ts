import {
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  type RoleGrant,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import { TEST_SETTINGS } from '@college/settings/testing';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLAINT_PATH,
  CONTACT_MESSAGE,
  FEEDBACK_PATH,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGE_STATUS_PATH,
  messageStatusAnswerSchema,
  REFERENCE_MESSAGE,
  SAMARTH_PATH,
} from '../src/contract';
import {
  CLOSED_ALREADY_MESSAGE,
  MESSAGE_STALE_MESSAGE,
  messageAnswerSchema,
  messagesAnswerSchema,
  messagesAssigneesSchema,
  messagesSummarySchema,
  OFFICE_MESSAGES_ASSIGNEES_PATH,
  OFFICE_MESSAGES_PATH,
  OFFICE_MESSAGES_SUMMARY_PATH,
  officeMessageActionPath,
  officeMessageFilePath,
  officeMessagePath,
  REPLY_MESSAGE,
  UNKNOWN_MESSAGE_MESSAGE,
} from '../src/office-contract/messages';
import { formData, makeTempDir, officeInjectFor, PNG, postMultipart, removeDir, startInfo } from './helpers';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

const OFFICER: RoleGrant[] = [{ role: 'grievance_officer' }];
const COMPLAINT = {
  stu_name: 'Meena Kumari',
  email: 'Meena.K@example.in',
  message: 'A senior student harasses me on the bus to the college.',
};

const call = (
  url: string,
  body?: unknown,
  roles: RoleGrant[] | 'none' = OFFICER,
  username = 'demo.grievance_officer',
) =>
  officeInjectFor('info', app, key, {
    method: body === undefined ? 'GET' : 'POST',
    url,
    body,
    roles,
    username,
  });
const send = async (path: string, payload: Record<string, string>) => {
  const response = await app.inject({ method: 'POST', url: path, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reference as string;
};
const detail = async (reference: string) =>
  v.parse(messageAnswerSchema, (await call(officeMessagePath(reference))).json()).data;
const inbox = async (query = '') =>
  v.parse(messagesAnswerSchema, (await call(`${OFFICE_MESSAGES_PATH}${query}`)).json());
const lookUp = (reference: string, contact: string) =>
  app.inject({ method: 'POST', url: MESSAGE_STATUS_PATH, payload: { reference, contact } });
const audit = (action: string) =>
  app.db.prepare('select * from audit_log where action = ? order by id').all(action) as Array<Record<string, unknown>>;
const outbox = () =>
  app.db.prepare('select to_address, subject, text, kind, record_id from mail_outbox').all() as Array<
    Record<string, string>
  >;

async function start(settings = TEST_SETTINGS) {
  app = await startInfo(dataDir, { settings, mail: { autoSend: false } });
}

beforeEach(async () => {
  dataDir = await makeTempDir('info-office-messages-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  await start();
});
afterEach(async () => {
  await app?.close();
  await removeDir(dataDir);
});

describe("A sender's reference number and the status look-up", () => {
  it('finds a complaint by its reference and the e-mail given (in any case), and nothing with anything else', async () => {
    const reference = await send(COMPLAINT_PATH, COMPLAINT);
    const found = await lookUp(reference.toLowerCase(), '  meena.k@EXAMPLE.in ');
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(v.parse(messageStatusAnswerSchema, found.json()).data).toMatchObject({
      reference,
      kind: 'complaints',
      status: 'new',
      closed_on: null,
      reply: null,
    });

    // A wrong e-mail and an unknown number get the same answer, naming neither.
    for (const [ref, contact] of [
      [reference, 'someone@example.in'],
      ['CMP-0000000000', COMPLAINT.email],
      [reference.replace('CMP', 'CNT'), COMPLAINT.email],
    ]) {
      const miss = await lookUp(ref, contact);
      expect(miss.statusCode, `${ref} ${contact}`).toBe(404);
      expect(miss.json()).toMatchObject({ message: MESSAGE_NOT_FOUND_MESSAGE });
    }
    const bad = await lookUp('12345', '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ reference: REFERENCE_MESSAGE, contact: CONTACT_MESSAGE });
  });

  it('finds feedback by the phone number given, however it is written', async () => {
    const reference = await send(FEEDBACK_PATH, {
      stu_name: 'Ravi',
      adm_no: 'BA/2025/17',
      phone: '98765 43210',
      address: 'Village Rampur',
      message: 'The library should open on Sundays.',
    });
    expect(reference).toMatch(/^FBK-/);
    expect((await lookUp(reference, '9876543210')).statusCode).toBe(200);
    expect((await lookUp(reference, '98765-43211')).statusCode).toBe(404);
  });
});

describe("The grievance officer's inbox: who may", () => {
  it('answers 401 without a session and 403 to other roles, for every call, never kept nor indexed', async () => {
    const reference = await send(COMPLAINT_PATH, COMPLAINT);
    const calls: Array<[string, unknown]> = [
      [OFFICE_MESSAGES_PATH, undefined],
      [OFFICE_MESSAGES_SUMMARY_PATH, undefined],
      [OFFICE_MESSAGES_ASSIGNEES_PATH, undefined],
      [officeMessagePath(reference), undefined],
      [officeMessageActionPath(reference, 'assign'), { assigned_to: 'asha', version: 1 }],
      [officeMessageActionPath(reference, 'note'), { note: 'Called her' }],
      [officeMessageActionPath(reference, 'status'), { status: 'in_progress', version: 1 }],
      [officeMessageActionPath(reference, 'close'), { reply: 'Done', version: 1 }],
    ];
    for (const [url, body] of calls) {
      const anonymous = await call(url, body, 'none');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: SIGN_IN_NEEDED_MESSAGE });
      for (const role of ['content_editor', 'admission_officer', 'admin'] as const) {
        const refused = await call(url, body, [{ role }]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ message: ROLE_NEEDED_MESSAGE });
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    }
    expect(await detail(reference)).toMatchObject({ status: 'new', assigned_to: null, notes: [], version: 1 });
    expect(app.db.prepare("select count(*) as n from audit_log where action like 'message.%'").get()).toEqual({ n: 0 });
  });
});

describe('Working on a complaint', () => {
  it('lists it, assigns it, notes it, closes it with a reply that lands in the outbox, and the sender reads the reply', async () => {
    const reference = await send(COMPLAINT_PATH, COMPLAINT);
    await send(FEEDBACK_PATH, {
      stu_name: 'Ravi',
      adm_no: 'BA/2025/17',
      phone: '9876543210',
      address: 'Rampur',
      message: 'More buses, please.',
    });

    const all = await inbox();
    expect(all.total).toBe(2);
    expect((await inbox('?kind=complaints')).data).toEqual([
      expect.objectContaining({
        reference,
        sender: 'Meena Kumari',
        email: COMPLAINT.email,
        status: 'new',
        overdue: false,
      }),
    ]);
    expect((await inbox('?q=harasses')).data.map((row) => row.reference)).toEqual([reference]);
    expect((await inbox('?q=100%25')).total).toBe(0);
    expect((await call(`${OFFICE_MESSAGES_PATH}?status=bogus`)).statusCode).toBe(400);

    const assigned = await call(officeMessageActionPath(reference, 'assign'), {
      assigned_to: 'Dr. S. Verma (grievance cell)',
      version: 1,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      await call(officeMessageActionPath(reference, 'status'), { status: 'in_progress', version: 2 }),
    ).toHaveProperty('statusCode', 200);
    expect(
      await call(officeMessageActionPath(reference, 'note'), { note: 'Spoke to the transport in-charge.' }),
    ).toHaveProperty('statusCode', 200);
    const working = await detail(reference);
    expect(working).toMatchObject({
      status: 'in_progress',
      assigned_to: 'Dr. S. Verma (grievance cell)',
      version: 3,
      mail_reply: true,
    });
    expect(working.notes).toEqual([
      expect.objectContaining({ note: 'Spoke to the transport in-charge.', written_by: 'demo.grievance_officer' }),
    ]);
    expect(working.fields).toEqual([
      { label: 'Name', value: 'Meena Kumari' },
      { label: 'E-mail', value: COMPLAINT.email },
      { label: 'Message', value: COMPLAINT.message },
    ]);

    // A stale change is refused; the reply is required.
    expect((await call(officeMessageActionPath(reference, 'close'), { reply: 'x', version: 2 })).json()).toMatchObject({
      message: MESSAGE_STALE_MESSAGE,
    });
    expect((await call(officeMessageActionPath(reference, 'close'), { reply: '  ', version: 3 })).json()).toMatchObject(
      { errors: { reply: REPLY_MESSAGE } },
    );
    expect(outbox()).toEqual([]);

    const reply = 'The student was warned by the principal and the bus now has a woman conductor.';
    const closed = await call(officeMessageActionPath(reference, 'close'), { reply, version: 3 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(outbox()).toEqual([
      expect.objectContaining({
        to_address: COMPLAINT.email,
        kind: 'info.message-closed',
        record_id: reference,
        subject: `Your message ${reference}: reply from ${TEST_SETTINGS.name}`,
      }),
    ]);
    expect(outbox()[0].text).toContain(reply);

    const seen = v.parse(messageStatusAnswerSchema, (await lookUp(reference, COMPLAINT.email)).json()).data;
    expect(seen).toMatchObject({ status: 'closed', reply });
    expect(seen.closed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Closed is closed: no more changes, but the office may still note it.
    expect(
      (await call(officeMessageActionPath(reference, 'status'), { status: 'new', version: 4 })).json(),
    ).toMatchObject({ message: CLOSED_ALREADY_MESSAGE });
    expect((await call(officeMessageActionPath(reference, 'note'), { note: 'Thanked us by phone.' })).statusCode).toBe(
      200,
    );

    expect(audit('message.assign')[0]).toMatchObject({
      username: 'demo.grievance_officer',
      role: 'grievance_officer',
      record_type: 'message',
      record_id: reference,
    });
    expect(JSON.parse(String(audit('message.assign')[0].after_json))).toMatchObject({
      assigned_to: 'Dr. S. Verma (grievance cell)',
    });
    expect(audit('message.status')).toHaveLength(1);
    expect(audit('message.note')).toHaveLength(2);
    const [closing] = audit('message.close');
    expect(JSON.parse(String(closing.before_json))).toMatchObject({ status: 'in_progress', reply: null });
    expect(JSON.parse(String(closing.after_json))).toMatchObject({ status: 'closed', reply });
  });

  it('tells an assignee in the office: counted in the summary and listed with "mine", until it is closed', async () => {
    const first = await send(COMPLAINT_PATH, COMPLAINT);
    const second = await send(COMPLAINT_PATH, { ...COMPLAINT, email: 'other@example.in' });
    await send(COMPLAINT_PATH, { ...COMPLAINT, email: 'third@example.in' });
    const asAsha = (url: string, body?: unknown) => call(url, body, OFFICER, 'asha.k');
    const summaryOf = async (username: string) =>
      v.parse(messagesSummarySchema, (await call(OFFICE_MESSAGES_SUMMARY_PATH, undefined, OFFICER, username)).json())
        .data.assigned_to_you;

    // Nobody has worked here yet: the list offers the caller alone.
    const offered = async (username: string) =>
      v.parse(
        messagesAssigneesSchema,
        (await call(OFFICE_MESSAGES_ASSIGNEES_PATH, undefined, OFFICER, username)).json(),
      ).data;
    expect(await offered('asha.k')).toEqual([{ username: 'asha.k', display_name: null }]);

    // Assigned by username (the form's list) in another case than the username's own.
    for (const reference of [first, second]) {
      const assigned = await call(officeMessageActionPath(reference, 'assign'), { assigned_to: 'Asha.K', version: 1 });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    expect(await summaryOf('asha.k')).toBe(2);
    expect(await summaryOf('demo.grievance_officer')).toBe(0);
    const mine = v.parse(messagesAnswerSchema, (await asAsha(`${OFFICE_MESSAGES_PATH}?mine=1`)).json());
    expect(mine.data.map((row) => row.reference).sort()).toEqual([first, second].sort());
    expect((await call(`${OFFICE_MESSAGES_PATH}?mine=1`)).json()).toMatchObject({ total: 0 });
    expect((await call(`${OFFICE_MESSAGES_PATH}?mine=yes`)).statusCode).toBe(400);

    // Closed, it is no longer waiting on her.
    expect((await asAsha(officeMessageActionPath(first, 'close'), { reply: 'Resolved.', version: 2 })).statusCode).toBe(
      200,
    );
    expect(await summaryOf('asha.k')).toBe(1);
    expect((await asAsha(`${OFFICE_MESSAGES_PATH}?mine=1`)).json()).toMatchObject({ total: 1 });

    // Whoever worked on messages is offered next time, the caller too, in name order.
    expect((await offered('ravi.s')).map((person) => person.username)).toEqual([
      'asha.k',
      'demo.grievance_officer',
      'ravi.s',
    ]);
    expect(audit('message.assign')).toHaveLength(2);
  });

  it("marks a complaint open longer than the settings' days overdue, in the list and the summary", async () => {
    const old = await send(COMPLAINT_PATH, COMPLAINT);
    const fresh = await send(COMPLAINT_PATH, { ...COMPLAINT, email: 'other@example.in' });
    const oldFeedback = await send(FEEDBACK_PATH, {
      stu_name: 'Ravi',
      adm_no: 'A1',
      phone: '9876543210',
      address: 'Rampur',
      message: 'Thanks',
    });
    const days = TEST_SETTINGS.grievances.overdueDays;
    const back = new Date(Date.now() - (days + 1) * 86_400_000).toISOString();
    app.db.prepare('update message_cases set created_at = ? where reference in (?, ?)').run(back, old, oldFeedback);

    expect((await inbox('?overdue=1')).data.map((row) => row.reference)).toEqual([old]);
    expect((await inbox()).data.find((row) => row.reference === fresh)?.overdue).toBe(false);
    const summary = v.parse(messagesSummarySchema, (await call(OFFICE_MESSAGES_SUMMARY_PATH)).json()).data;
    expect(summary).toEqual({ new: 3, in_progress: 0, overdue: 1, overdueDays: days, assigned_to_you: 0 });
  });

  it("shows a Samarth verification's file only through the office API", async () => {
    const response = await postMultipart(
      app,
      SAMARTH_PATH,
      formData({
        uhi_number: 'UHI-77',
        admission: 'ba/2025/9',
        image: { bytes: PNG, name: 'proof.png', type: 'image/png' },
      }),
    );
    const reference = response.json().reference as string;
    expect(reference).toMatch(/^SMV-/);
    expect((await detail(reference)).has_file).toBe(true);
    const file = await call(officeMessageFilePath(reference));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(officeMessageFilePath(reference), undefined, 'none')).statusCode).toBe(401);
    // Its sender looks it up with the admission number.
    expect((await lookUp(reference, 'BA/2025/9')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown reference', async () => {
    for (const reference of ['CMP-0000000000', 'nonsense', '../etc']) {
      const response = await call(officeMessagePath(reference));
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toMatchObject({ message: UNKNOWN_MESSAGE_MESSAGE });
    }
  });
});
