import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_PATH, MESSAGES, userEmailPath, USERS_PATH } from '../src/contract';
import { PEOPLE_MESSAGES, PEOPLE_PATH, peoplePath, tellPath } from '../src/office-contract/people';
import { SENT_BY_COMPUTER } from '../src/mail-text';
import { TELL_LIMIT } from '../src/routes/office/people';
import { addUser, asUser, auditEntries, demo, type OfficeMethod, officeForEachTest } from './helpers';

let dataDir: string;
let app: FastifyInstance;

// The sender is driven by hand (flush), so a test sees the queued row before it is sent.
officeForEachTest('office-people-', (office) => ({ dataDir, app } = office), { mail: { autoSend: false } });

/** A call as the gateway forwards it for an office user (by username), with the user's roles. */
const as = (username: string, method: OfficeMethod, url: string, payload?: object) =>
  asUser(app, dataDir, username, method, url, payload);
const ADMIN = demo('admin').username;
const OFFICER = demo('grievance_officer').username;
const CLERK = demo('accountant').username;

const auditOf = (action: string) => auditEntries(app, dataDir, action);
const outbox = () =>
  app.db.prepare('select kind, record_id, to_address, subject, text from mail_outbox order by id').all() as {
    kind: string;
    record_id: string;
    to_address: string;
    subject: string;
    text: string;
  }[];

describe("an office user's e-mail address", () => {
  it('is optional when an administrator adds a user, checked, and kept in the audit row', async () => {
    const asha = { username: 'asha.k', displayName: 'Asha K', roles: [{ role: 'grievance_officer' }] };
    const bad = await as(ADMIN, 'POST', USERS_PATH, { ...asha, email: 'asha at example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(MESSAGES.emailInvalid);
    expect(app.office.userByName('asha.k')).toBeUndefined();

    const added = await as(ADMIN, 'POST', USERS_PATH, { ...asha, email: '  asha@example.org ' });
    expect(added.statusCode).toBe(200);
    expect(app.office.userByName('asha.k')!.email).toBe('asha@example.org');
    const without = await as(ADMIN, 'POST', USERS_PATH, {
      username: 'ravi.m',
      displayName: 'Ravi M',
      roles: [{ role: 'accountant' }],
    });
    expect(without.statusCode).toBe(200);
    expect(app.office.userByName('ravi.m')!.email).toBeNull();
    const [created] = (await auditOf('user.create')).filter(
      (entry) => (entry.after as { username: string }).username === 'asha.k',
    );
    expect(created).toMatchObject({ after: { email: 'asha@example.org' } });
    const listed = (await as(ADMIN, 'GET', USERS_PATH)).json().users as { username: string; email: string | null }[];
    expect(listed.find((user) => user.username === 'asha.k')?.email).toBe('asha@example.org');
    expect(listed.find((user) => user.username === 'ravi.m')?.email).toBeNull();
  });

  it('is set, changed and cleared by an administrator, each audited with before and after', async () => {
    const clerk = app.office.userByName(CLERK)!;
    const url = userEmailPath(clerk.id);
    expect((await as(ADMIN, 'POST', url, { email: 'clerk@example.org' })).json()).toEqual({
      result: 'success',
      email: 'clerk@example.org',
    });
    expect((await as(ADMIN, 'POST', url, { email: 'accounts@example.org', reason: 'new desk' })).statusCode).toBe(200);
    expect((await as(ADMIN, 'POST', url, { email: '' })).json().email).toBeNull();
    expect(app.office.userByName(CLERK)!.email).toBeNull();
    const bad = await as(ADMIN, 'POST', url, { email: 'a@b\nBcc: x@evil.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(MESSAGES.emailInvalid);
    expect((await as(ADMIN, 'POST', url, { email: `${'a'.repeat(250)}@example.org` })).json().errors.email).toMatch(
      /at most 254 characters/,
    );
    expect((await auditOf('user.email')).reverse()).toMatchObject([
      { before: { email: null }, after: { email: 'clerk@example.org' }, recordId: String(clerk.id) },
      { before: { email: 'clerk@example.org' }, after: { email: 'accounts@example.org' }, reason: 'new desk' },
      { before: { email: 'accounts@example.org' }, after: { email: null } },
    ]);
    // Only an administrator sets another user's address.
    expect((await as(OFFICER, 'POST', url, { email: 'me@example.org' })).statusCode).toBe(403);
  });

  it("is the user's own to set and clear on the account page, audited", async () => {
    expect((await as(CLERK, 'GET', ACCOUNT_EMAIL_PATH)).json()).toEqual({ result: 'success', email: null });
    const set = await as(CLERK, 'POST', ACCOUNT_EMAIL_PATH, { email: 'Clerk@Example.org' });
    expect(set.json()).toEqual({ result: 'success', email: 'Clerk@Example.org' });
    expect((await as(CLERK, 'GET', ACCOUNT_EMAIL_PATH)).json().email).toBe('Clerk@Example.org');
    const bad = await as(CLERK, 'POST', ACCOUNT_EMAIL_PATH, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(MESSAGES.emailInvalid);
    expect((await as(CLERK, 'POST', ACCOUNT_EMAIL_PATH, { email: null })).json().email).toBeNull();
    expect(app.office.userByName(CLERK)!.email).toBeNull();
    expect((await auditOf('account.email')).reverse()).toMatchObject([
      { username: CLERK, before: { email: null }, after: { email: 'Clerk@Example.org' } },
      { username: CLERK, before: { email: 'Clerk@Example.org' }, after: { email: null } },
    ]);
    // Signed out: the door's 401, before anything is read.
    const anonymous = await app.inject({ method: 'GET', url: ACCOUNT_EMAIL_PATH });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the people holding a role', () => {
  it('lists the active users with the role by name, to any signed-in office user, without addresses', async () => {
    addUser(app, 'zoya.a', 'Anjali Zoya', 'grievance_officer', { email: 'zoya@example.org' });
    addUser(app, 'b.rao', 'Bhavna Rao', 'grievance_officer');
    const gone = addUser(app, 'c.gone', 'Chetan Gone', 'grievance_officer');
    app.office.update(gone, { disabled_at: 1 });
    addUser(app, 'd.other', 'Dinesh Other', 'accountant');

    const answer = await as(CLERK, 'GET', peoplePath('grievance_officer'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      result: 'success',
      people: [
        { username: 'zoya.a', displayName: 'Anjali Zoya' },
        { username: 'b.rao', displayName: 'Bhavna Rao' },
        { username: OFFICER, displayName: demo('grievance_officer').displayName },
      ],
    });
    expect(answer.body).not.toContain('@');
  });

  it('refuses an unknown or missing role with a message, and a signed-out caller', async () => {
    const unknown = await as(CLERK, 'GET', `${PEOPLE_PATH}?role=wizard`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.role).toBe(PEOPLE_MESSAGES.roleUnknown);
    expect((await as(CLERK, 'GET', PEOPLE_PATH)).json().errors.role).toBe(PEOPLE_MESSAGES.roleUnknown);
    const anonymous = await app.inject({ method: 'GET', url: peoplePath('grievance_officer') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().people).toBeUndefined();
  });
});

describe('telling a colleague of a message given to them', () => {
  const REFERENCE = 'CMP-0A1B2C3D4E';
  const body = { about: 'message.assigned', reference: REFERENCE, path: `/office/grievances/${REFERENCE}` };

  it('queues the fixed text in the outbox, to the address on file, and audits it with the address masked', async () => {
    addUser(app, 'asha.k', 'Asha K', 'grievance_officer', { email: 'asha@example.org' });
    const answer = await as(OFFICER, 'POST', tellPath('asha.k'), body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ result: 'success', told: true });
    const [mail] = outbox();
    expect(mail).toMatchObject({
      kind: 'office.message.assigned',
      record_id: REFERENCE,
      to_address: 'asha@example.org',
      subject: `Message ${REFERENCE} is yours to handle`,
    });
    expect(mail!.text).toContain(
      `Demo Grievance officer has given you message ${REFERENCE} to handle. Open it in the office: https://college.example.in/office/grievances/${REFERENCE}`,
    );
    expect(mail!.text).toContain(SENT_BY_COMPUTER);
    expect(mail!.text.startsWith('Dear Asha K,')).toBe(true);

    const [entry] = await auditOf('person.told');
    expect(entry).toMatchObject({
      username: OFFICER,
      recordType: 'user',
      after: {
        to: 'asha.k',
        about: 'message.assigned',
        reference: REFERENCE,
        told: true,
        mailedTo: 'a***@example.org',
      },
    });
    expect(JSON.stringify(entry)).not.toContain('asha@example.org');

    // The sender writes it out (no SMTP server in tests: a .eml file).
    expect(await app.mail.flush()).toMatchObject({ sent: 1 });
    const folder = path.join(dataDir, 'outbox', 'office');
    const [file] = await readdir(folder);
    const eml = await readFile(path.join(folder, file!), 'utf8');
    expect(eml).toMatch(/^To: asha@example\.org/m);
    expect(eml.replace(/=\r?\n/g, '')).toContain(`has given you message ${REFERENCE} to handle.`);
  });

  it('answers told: false for a colleague without an address, and queues nothing', async () => {
    addUser(app, 'b.rao', 'Bhavna Rao', 'grievance_officer');
    const answer = await as(ADMIN, 'POST', tellPath('B.Rao'), { ...body, reference: REFERENCE.toLowerCase() });
    expect(answer.json()).toEqual({ result: 'success', told: false });
    expect(outbox()).toEqual([]);
    expect(await auditOf('person.told')).toMatchObject([
      { username: ADMIN, after: { to: 'b.rao', reference: REFERENCE, told: false } },
    ]);
  });

  it('refuses a path that is not an office page of this portal, and any other kind of notice', async () => {
    addUser(app, 'asha.k', 'Asha K', 'grievance_officer', { email: 'asha@example.org' });
    for (const hostile of [
      'https://evil.example/office/grievances',
      '//evil.example/office/grievances',
      '/office//evil.example',
      '/office/grievances\\..\\..\\x',
      '/office/../sign-in',
      '/office/./grievances',
      '/office/',
      '/officers/x',
      '/office/grievances?next=https://evil.example',
      '/office/grievances#x',
      '/office/%2F%2Fevil.example',
      '/office/grievances/CMP 1',
      '/office/grievances\nBcc: x@evil.example',
      'javascript:alert(1)',
      `/office/${'a'.repeat(300)}`,
    ]) {
      const answer = await as(OFFICER, 'POST', tellPath('asha.k'), { ...body, path: hostile });
      expect(answer.statusCode, hostile).toBe(400);
      expect(answer.json().errors.path, hostile).toBe(PEOPLE_MESSAGES.pathInvalid);
    }
    const about = await as(OFFICER, 'POST', tellPath('asha.k'), { ...body, about: 'anything', text: 'Pay me' });
    expect(about.statusCode).toBe(400);
    expect((await as(OFFICER, 'POST', tellPath('asha.k'), { ...body, reference: 'X-1' })).json().errors.reference).toBe(
      PEOPLE_MESSAGES.referenceInvalid,
    );
    expect(outbox()).toEqual([]);
  });

  it('needs the grievance role (or admin), and answers 404 for an unknown or disabled colleague', async () => {
    const asha = addUser(app, 'asha.k', 'Asha K', 'grievance_officer', { email: 'asha@example.org' });
    expect((await as(CLERK, 'POST', tellPath('asha.k'), body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: tellPath('asha.k'), payload: body })).statusCode).toBe(401);
    const unknown = await as(OFFICER, 'POST', tellPath('nobody.here'), body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.noSuchUser);
    app.office.update(asha, { disabled_at: 1 });
    expect((await as(OFFICER, 'POST', tellPath('asha.k'), body)).statusCode).toBe(404);
    expect(outbox()).toEqual([]);
  });

  it(`allows one office user ${TELL_LIMIT.max} an hour, then 429; another user is not held back`, async () => {
    addUser(app, 'b.rao', 'Bhavna Rao', 'grievance_officer');
    for (let i = 0; i < TELL_LIMIT.max; i++) {
      const answer = await as(OFFICER, 'POST', tellPath('b.rao'), body);
      expect(answer.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await as(OFFICER, 'POST', tellPath('b.rao'), body);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Refused bodies count too (the limit comes before the body is read).
    expect((await as(OFFICER, 'POST', tellPath('b.rao'), { ...body, path: '//evil' })).statusCode).toBe(429);
    expect((await as(ADMIN, 'POST', tellPath('b.rao'), body)).statusCode).toBe(200);
  });
});
