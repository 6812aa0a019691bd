import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AADHAAR_IN_MAIL_MESSAGE,
  ASSERTION_HEADER,
  ConfigError,
  looksLikeAadhaar,
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_RETRY_MS,
  maskAddress,
  type OfficeIdentity,
  type OfficeRole,
  parseMailConfig,
  parseServiceConfig,
  readOrCreateSigningKey,
  retryDelay,
  ROLE_NEEDED_MESSAGE,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
  verhoeffValid,
} from '../src/index';
import { buildKitApp, filesUnder, makeTempDir, removeDir } from './helpers';

// Verhoeff-valid twelve digits (the check digit computed), as an Aadhaar number would be.
const AADHAAR = '234567890124';

describe('the Aadhaar guard', () => {
  it('knows Verhoeff-valid numbers', () => {
    expect(verhoeffValid(AADHAAR)).toBe(true);
    expect(verhoeffValid('234567890123')).toBe(false);
  });

  it('finds twelve digits, with or without spaces, and Verhoeff-valid ones with other separators', () => {
    for (const text of [AADHAAR, 'Aadhaar 2345 6789 0124.', 'x234567890123y', '1234567890123', '2345-6789-0124']) {
      expect(looksLikeAadhaar(text), text).toBe(true);
    }
    for (const text of [
      'ADM2025-000123',
      'Fee Rs 1500 on 26-11-2026',
      '98765 43210',
      '2345-6789-0123',
      '1800-180-5522',
    ]) {
      expect(looksLikeAadhaar(text), text).toBe(false);
    }
  });
});

describe('mail settings', () => {
  it('takes SMTP_URL with MAIL_FROM, and neither', () => {
    expect(parseMailConfig('test', {})).toEqual({ smtpUrl: undefined, from: undefined });
    expect(
      parseMailConfig('test', {
        SMTP_URL: 'smtp://u:p@mail.example.org:587',
        MAIL_FROM: 'College <office@college.example.in>',
      }),
    ).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.org:587',
      from: 'College <office@college.example.in>',
    });
    expect(parseServiceConfig('test', { port: 1 }, {}).mail).toEqual({ smtpUrl: undefined, from: undefined });
  });

  it('stops the start on a bad value, naming it and never the password', () => {
    const bad = [
      { SMTP_URL: 'http://u:secret-pw@mail.example.org', MAIL_FROM: 'office@college.example.in' },
      { SMTP_URL: 'smtp://u:secret-pw@mail.example.org:587' },
      { SMTP_URL: 'smtp://u:secret-pw@mail.example.org:587', MAIL_FROM: 'not an address' },
    ];
    for (const env of bad) {
      let error: unknown;
      try {
        parseServiceConfig('test', { port: 1 }, env);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/SMTP_URL|MAIL_FROM/);
      expect((error as Error).message).not.toContain('secret-pw');
    }
  });
});

describe('retry delays', () => {
  it('double from a minute up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1, 2, 4, 8].map((n) => n * MAIL_FIRST_RETRY_MS));
    expect(retryDelay(30)).toBe(MAIL_MAX_RETRY_MS);
  });
  it('masks addresses', () => expect(maskAddress('asha@example.org')).toBe('a***@example.org'));
});

describe('the outbox', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let key: SigningKey;
  let clock: Date;
  let requests = 0;
  let closedPort: number;

  beforeEach(async () => {
    dataDir = await makeTempDir('kit-mail-');
    key = await readOrCreateSigningKey({ dataDir, env: {} });
    clock = new Date('2026-06-01T10:00:00Z');
    // A port nothing listens on: taken, then let go.
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(async () => {
    await app?.close();
    await removeDir(dataDir);
  });

  const build = (mail = {}) => buildKitApp(dataDir, { now: () => clock, mail: { autoSend: false, ...mail } });

  async function get(roles: OfficeRole[] | 'none' = ['admin']) {
    const requestId = `rid-mail-${++requests}`;
    const identity: OfficeIdentity = {
      userId: '1',
      username: 'principal',
      roles: roles === 'none' ? [] : roles.map((role) => ({ role })),
      sessionId: 's1',
      requestId,
    };
    const headers: Record<string, string> = { 'x-request-id': requestId };
    if (roles !== 'none') headers[ASSERTION_HEADER] = await key.sign({ audience: 'test', identity });
    return app.inject({ method: 'GET', url: '/api/v1/office/test/outbox', headers });
  }

  it('writes a queued message as a .eml file when no SMTP server is set', async () => {
    app = await build();
    const folder = path.join(dataDir, 'outbox', 'test');
    app.mail.queue({
      to: 'asha@example.org',
      subject: 'Hello',
      text: 'Your number is ADM2025-000123.',
      kind: 'test.hello',
      recordId: 7,
    });
    expect(await filesUnder(folder)).toEqual([]);
    expect(await app.mail.flush()).toEqual({ sent: 1, failed: 0 });
    const files = await filesUnder(folder);
    expect(files).toEqual([expect.stringMatching(/^20260601-100000Z-000001\.eml$/)]);
    const eml = await readFile(path.join(folder, files[0]), 'utf8');
    expect(eml).toContain('To: asha@example.org');
    expect(eml).toContain('ADM2025-000123');
    // Sent once: the next round has nothing to do.
    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 0 });
    expect(app.mail.summary().counts).toEqual({ queued: 0, retrying: 0, sent: 1, failed: 0 });
  });

  it('queues inside the caller’s transaction: a rolled back change takes its mail with it', async () => {
    app = await build();
    expect(() =>
      app.db.transaction(() => {
        app.mail.queue({ to: 'asha@example.org', subject: 'Hello', text: 'x', kind: 'test.hello' });
        throw new Error('the change failed');
      })(),
    ).toThrow('the change failed');
    expect(app.mail.summary().counts.queued).toBe(0);
  });

  it('refuses a message that holds an Aadhaar-like number', async () => {
    app = await build();
    expect(() =>
      app.mail.queue({ to: 'a@example.org', subject: 'Hi', text: `Aadhaar ${AADHAAR}`, kind: 'test' }),
    ).toThrow(AADHAAR_IN_MAIL_MESSAGE);
    expect(() => app.mail.queue({ to: 'a@example.org', subject: '2345 6789 0123', text: 'x', kind: 'test' })).toThrow(
      AADHAAR_IN_MAIL_MESSAGE,
    );
    // In production it is dropped and logged, never thrown at the visitor's request.
    await app.close();
    app = await build({ strict: false });
    expect(
      app.mail.queue({ to: 'a@example.org', subject: 'Hi', text: `Aadhaar ${AADHAAR}`, kind: 'test' }),
    ).toBeUndefined();
    expect(app.mail.summary().counts.queued).toBe(0);
  });

  it('sends over SMTP when SMTP_URL is set, with MAIL_FROM, the text and no file', async () => {
    // A minimal SMTP server: enough of the conversation for one message, which it keeps.
    const received: string[] = [];
    const smtp: Server = createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const port = (smtp.address() as { port: number }).port;
      app = await build({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'College Office <office@college.example.in>' });
      app.mail.queue({
        to: 'asha@example.org',
        subject: 'Hello',
        text: 'Your number is ADM2025-000123.',
        kind: 'test.hello',
      });
      expect(await app.mail.flush()).toEqual({ sent: 1, failed: 0 });
      const message = received.join('\n');
      expect(message).toContain('From: College Office <office@college.example.in>');
      expect(message).toContain('To: asha@example.org');
      expect(message).toContain('ADM2025-000123');
      expect(await filesUnder(path.join(dataDir, 'outbox'))).toEqual([]);
      expect(app.mail.summary()).toMatchObject({ transport: 'smtp', counts: { sent: 1 } });
    } finally {
      await app.close();
      await new Promise((resolve) => smtp.close(resolve));
    }
  });

  it('retries a failed SMTP send with growing delays, gives up after the last attempt, and shows it to the admin only', async () => {
    app = await build({
      smtpUrl: `smtp://mailer:pw-not-shown@127.0.0.1:${closedPort}`,
      from: 'College <office@college.example.in>',
      maxAttempts: 3,
    });
    app.mail.queue({ to: 'asha@example.org', subject: 'Hello', text: 'x', kind: 'test.hello' });
    const nextAttempt = () => app.mail.summary().problems[0]?.nextAttemptAt;

    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 1 });
    const first = nextAttempt()!;
    expect(Date.parse(first) - clock.getTime()).toBe(MAIL_FIRST_RETRY_MS);
    // Not due yet: nothing tried.
    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 0 });

    clock = new Date(Date.parse(first));
    expect(await app.mail.flush()).toEqual({ sent: 0, failed: 1 });
    expect(Date.parse(nextAttempt()!) - clock.getTime()).toBe(2 * MAIL_FIRST_RETRY_MS);

    let response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      result: 'success',
      service: 'test',
      transport: 'smtp',
      counts: { queued: 0, retrying: 1, sent: 0, failed: 0 },
    });
    expect(body.problems).toEqual([
      expect.objectContaining({
        to: 'a***@example.org',
        subject: 'Hello',
        state: 'retrying',
        attempts: 2,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      }),
    ]);
    expect(response.body).not.toContain('pw-not-shown');
    expect(response.body).not.toContain('asha@');

    clock = new Date(Date.parse(nextAttempt()!));
    await app.mail.flush();
    response = await get();
    expect(response.json().counts).toEqual({ queued: 0, retrying: 0, sent: 0, failed: 1 });
    expect(response.json().problems[0]).toMatchObject({ state: 'failed', attempts: 3, nextAttemptAt: null });

    const refused = await get(['admission_officer']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ result: 'failure', message: ROLE_NEEDED_MESSAGE });
    const anonymous = await get('none');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ result: 'failure', message: SIGN_IN_NEEDED_MESSAGE });
  });
});
