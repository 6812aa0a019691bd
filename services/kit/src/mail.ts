/**
 * Every service's mail outbox (decision 012). `fastify.mail.queue()` only inserts a row into the
 * kit-managed `mail_outbox` table (in the caller's transaction when it runs inside one) and
 * returns; a background sender sends due rows with nodemailer: SMTP when SMTP_URL is set, else
 * each message is written as a `.eml` file under `<dataDir>/outbox/<service>/`. A failed send is
 * retried with exponential back-off and, after MAIL_MAX_ATTEMPTS, kept as failed for the admin
 * (`GET /api/v1/office/<service>/outbox`). Nothing resembling an Aadhaar number is ever queued,
 * and no message carries an attachment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config';
import { tightenMode } from './keys';
import { officeScope } from './office-scope';
import {
  type MailState,
  type OfficeOutboxAnswer,
  type OfficeOutboxProblem,
  officeOutboxPath,
  OUTBOX_PROBLEMS_LISTED,
} from './office-outbox';
import { DATA_FILE_MODE, SERVICE_DIR_MODE, type SqliteDatabase } from './sqlite';

export const MAIL_OUTBOX_SQL = `
create table if not exists mail_outbox (
  id integer primary key,
  created_at text not null,
  kind text not null,
  record_id text,
  to_address text not null,
  subject text not null,
  text text not null,
  attempts integer not null default 0,
  next_attempt_at text not null,
  last_error text,
  sent_at text,
  failed_at text
);
create index if not exists mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;
`;

export function ensureMailOutbox(db: SqliteDatabase): void {
  db.exec(MAIL_OUTBOX_SQL);
}

/** First retry after a minute, then 2, 4, 8 … minutes, never more than an hour apart. */
export const MAIL_FIRST_RETRY_MS = 60_000;
export const MAIL_MAX_RETRY_MS = 60 * 60_000;
/** Attempts before a message is given up (about 8 hours of retrying). */
export const MAIL_MAX_ATTEMPTS = 12;
/** How often the sender looks for due messages. */
export const MAIL_SEND_INTERVAL_MS = 30_000;
/** Messages sent per round, so a long queue never holds the process for long. */
const BATCH = 20;

export const retryDelay = (attempts: number) =>
  Math.min(MAIL_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_RETRY_MS);

// ---- The Aadhaar guard ----------------------------------------------------------------------

const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
/** Whether a string of digits passes the Verhoeff check (the last digit of an Aadhaar number). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  [...digits].reverse().forEach((digit, i) => {
    c = D[c][P[i % 8][Number(digit)]];
  });
  return c === 0;
}

/** Twelve digits in a row, single spaces allowed between them (4444 5555 6666, 444455556666). */
const TWELVE_DIGITS = /(?<!\d)\d(?: ?\d){11}/;
/** Twelve digits with any one separator between them (4444-5555-6666, 4444.5555.6666). */
const SEPARATED_TWELVE = /(?<!\d)\d(?:[\s.\-/]?\d){11}(?!\d)/g;

/** Whether text holds something that could be an Aadhaar number (decision 012, "The Aadhaar guard"). */
export function looksLikeAadhaar(text: string): boolean {
  if (TWELVE_DIGITS.test(text)) return true;
  for (const match of text.matchAll(SEPARATED_TWELVE)) if (verhoeffValid(match[0].replace(/\D/g, ''))) return true;
  return false;
}

export const AADHAAR_IN_MAIL_MESSAGE =
  'Refused to queue a mail: its subject or text holds 12 digits that could be an Aadhaar number.';

export class MailRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRefusedError';
  }
}

// ---- The outbox ----------------------------------------------------------------------------

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only; never an attachment. */
  text: string;
  /** What the message is, e.g. 'admissions.submitted'. */
  kind: string;
  /** The record it is about (an application's id). */
  recordId?: string | number;
}

export interface MailOptions extends MailConfig {
  /** Send in the background (a timer, and soon after each queue); tests turn it off and call flush(). */
  autoSend?: boolean;
  intervalMs?: number;
  maxAttempts?: number;
  /** Whether a refused message throws (default: outside NODE_ENV=production) or is only logged. */
  strict?: boolean;
}

export interface MailOutbox {
  /** Queues a message; returns its id, or undefined when the guard refused it (production only). */
  queue(message: MailMessage): number | undefined;
  /** One round of the sender now: sends what is due; resolves when done. */
  flush(): Promise<{ sent: number; failed: number }>;
  summary(): Omit<OfficeOutboxAnswer, 'result' | 'service'>;
  /** The folder .eml files are written to when no SMTP server is set. */
  folder: string;
  /** The outbox's clock (created_at of queued rows). */
  now: () => Date;
  transport: 'smtp' | 'files';
  stop(): Promise<void>;
}

interface OutboxRow {
  id: number;
  created_at: string;
  kind: string;
  record_id: string | null;
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/** a***@example.org: enough for the office to recognise, not to copy. */
export const maskAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
};

const EMAIL_IN_TEXT = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
/** The error as the admin sees it: no password of the SMTP URL, no whole address, not too long. */
export function safeError(error: unknown, secrets: string[]): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret) text = text.split(secret).join('***');
  text = text.replace(EMAIL_IN_TEXT, (address) => maskAddress(address));
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');

export interface OutboxSetup {
  db: SqliteDatabase;
  service: string;
  /** The root data folder; files go to `<dataDir>/outbox/<service>/`. */
  dataDir: string;
  log: FastifyBaseLogger;
  options: MailOptions;
  /** The service's clock (created_at, next_attempt_at). */
  now: () => Date;
}

/** Sends one outbox row: over SMTP, or as a `.eml` file in the outbox folder. */
interface MailTransport {
  kind: 'smtp' | 'files';
  deliver(row: OutboxRow): Promise<void>;
  /** A failed send's error as the admin may read it (safeError, the SMTP URL's secrets hidden). */
  describe(error: unknown): string;
  close(): Promise<void>;
}

function mailTransport(service: string, folder: string, options: MailOptions): MailTransport {
  const smtp = Boolean(options.smtpUrl);
  const from = options.from ?? `${service} <no-reply@${service}.invalid>`;
  const secrets: string[] = [];
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    secrets.push(options.smtpUrl, decodeURIComponent(url.password), url.password);
  }
  // nodemailer is loaded with the first message, not at start: a service that sends none (most
  // of them, most of the time) keeps its memory (≈ 2.4 MB resident each, bench:rss).
  let transporter: Promise<Transporter> | null = null;
  const transport = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtp
        ? nodemailer.createTransport({
            url: options.smtpUrl!,
            connectionTimeout: 15_000,
            greetingTimeout: 15_000,
            socketTimeout: 30_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  return {
    kind: smtp ? 'smtp' : 'files',
    async deliver(row) {
      const info = await (
        await transport()
      ).sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        messageId: `<${service}-${row.id}-${row.created_at.replace(/\D/g, '')}@${service}.outbox>`,
        date: new Date(row.created_at),
      });
      if (!smtp) {
        mkdirSync(folder, { recursive: true, mode: SERVICE_DIR_MODE });
        for (const dir of [path.dirname(folder), folder]) tightenMode(dir, SERVICE_DIR_MODE);
        const file = path.join(folder, `${stamp(new Date(row.created_at))}-${String(row.id).padStart(6, '0')}.eml`);
        writeFileSync(file, (info as { message: Buffer }).message, { mode: DATA_FILE_MODE });
      }
    },
    describe: (error) => safeError(error, secrets),
    async close() {
      (await transporter)?.close();
    },
  };
}

/** Whether the outbox has stopped (the service is closing): no round starts, none goes on. */
interface OutboxState {
  closed: boolean;
}

type RoundResult = { sent: number; failed: number };

/**
 * The queue: the guard, then one row inserted (in the caller's transaction when there is one);
 * `queued` is told of each row so the sender can go soon.
 */
function outboxQueue(
  db: SqliteDatabase,
  { now, log, strict }: { now: () => Date; log: FastifyBaseLogger; strict: boolean },
  queued: () => void,
): MailOutbox['queue'] {
  const insert =
    db.prepare(`insert into mail_outbox (created_at, kind, record_id, to_address, subject, text, next_attempt_at)
    values (@created_at, @kind, @record_id, @to_address, @subject, @text, @created_at)`);
  return (message) => {
    if (looksLikeAadhaar(message.subject) || looksLikeAadhaar(message.text)) {
      if (strict) throw new MailRefusedError(AADHAAR_IN_MAIL_MESSAGE);
      log.error({ kind: message.kind, recordId: message.recordId }, AADHAAR_IN_MAIL_MESSAGE);
      return undefined;
    }
    const id = Number(
      insert.run({
        created_at: now().toISOString(),
        kind: message.kind,
        record_id: message.recordId === undefined ? null : String(message.recordId),
        to_address: message.to,
        subject: message.subject,
        text: message.text,
      }).lastInsertRowid,
    );
    queued();
    return id;
  };
}

/**
 * One round of the sender: up to BATCH due rows, each sent, or retried later with a growing delay,
 * or given up after `maxAttempts`. Stops between messages once the outbox is closed.
 */
function senderRound(
  db: SqliteDatabase,
  transport: MailTransport,
  state: OutboxState,
  { now, log, maxAttempts }: { now: () => Date; log: FastifyBaseLogger; maxAttempts: number },
): () => Promise<RoundResult> {
  const due = db.prepare<[string, number], OutboxRow>(
    'select * from mail_outbox where sent_at is null and failed_at is null and next_attempt_at <= ? order by next_attempt_at, id limit ?',
  );
  const markSent = db.prepare(
    'update mail_outbox set sent_at = ?, attempts = attempts + 1, last_error = null where id = ?',
  );
  const markRetry = db.prepare('update mail_outbox set attempts = ?, next_attempt_at = ?, last_error = ? where id = ?');
  const markFailed = db.prepare('update mail_outbox set attempts = ?, failed_at = ?, last_error = ? where id = ?');

  return async function round() {
    let sent = 0;
    let failed = 0;
    for (const row of due.all(now().toISOString(), BATCH)) {
      if (state.closed) break;
      try {
        await transport.deliver(row);
        if (state.closed) break;
        markSent.run(now().toISOString(), row.id);
        sent++;
      } catch (error) {
        if (state.closed) break;
        failed++;
        const attempts = row.attempts + 1;
        const reason = transport.describe(error);
        if (attempts >= maxAttempts) {
          markFailed.run(attempts, now().toISOString(), reason, row.id);
          log.error({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail given up');
        } else {
          markRetry.run(attempts, new Date(now().getTime() + retryDelay(attempts)).toISOString(), reason, row.id);
          log.warn({ mailId: row.id, kind: row.kind, attempts, reason }, 'mail not sent, will retry');
        }
      }
    }
    return { sent, failed };
  };
}

/**
 * The rounds, one at a time: on flush(), on a timer (unless autoSend is false) and shortly after
 * each queued message; stop() lets a round under way finish its message and starts no other.
 */
function backgroundSender(
  round: () => Promise<RoundResult>,
  state: OutboxState,
  log: FastifyBaseLogger,
  options: MailOptions,
) {
  let running: Promise<RoundResult> | null = null;
  let soon: NodeJS.Timeout | null = null;

  function flush() {
    // One round at a time: a flush during a round waits for it, then runs its own.
    const previous = running ?? Promise.resolve({ sent: 0, failed: 0 });
    const next = previous.catch(() => undefined).then(() => (state.closed ? { sent: 0, failed: 0 } : round()));
    running = next.finally(() => {
      if (running === next) running = null;
    });
    return running;
  }

  const background = () => {
    flush().catch((error: unknown) => log.error({ err: error }, 'mail sender round failed'));
  };
  const timer =
    options.autoSend === false ? null : setInterval(background, options.intervalMs ?? MAIL_SEND_INTERVAL_MS).unref();

  return {
    flush,
    /** A message was queued: sent shortly after the caller's answer, not during it. */
    queued() {
      if (timer && !soon && !state.closed) {
        soon = setTimeout(() => {
          soon = null;
          background();
        }, 50).unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      // A round under way finishes its message, then stops before the database closes.
      const last = running;
      state.closed = true;
      await last?.catch(() => undefined);
    },
  };
}

/** The admin's view (office-outbox.ts): how many rows in each state, the latest that failed. */
function outboxSummary(db: SqliteDatabase, transport: MailTransport['kind']): MailOutbox['summary'] {
  return () => {
    const counts: Record<MailState, number> = { queued: 0, retrying: 0, sent: 0, failed: 0 };
    const rows = db
      .prepare<[], { state: MailState; n: number }>(
        `select case when sent_at is not null then 'sent' when failed_at is not null then 'failed'
           when attempts > 0 then 'retrying' else 'queued' end as state, count(*) as n
         from mail_outbox group by state`,
      )
      .all();
    for (const row of rows) counts[row.state] = row.n;
    const problems = db
      .prepare<[number], OutboxRow>(
        'select * from mail_outbox where sent_at is null and last_error is not null order by coalesce(failed_at, created_at) desc, id desc limit ?',
      )
      .all(OUTBOX_PROBLEMS_LISTED)
      .map((row): OfficeOutboxProblem => ({
        id: row.id,
        kind: row.kind,
        to: maskAddress(row.to_address),
        subject: row.subject,
        state: row.failed_at ? 'failed' : 'retrying',
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt: row.failed_at ? null : row.next_attempt_at,
        createdAt: row.created_at,
      }));
    return { transport, counts, problems };
  };
}

/** The outbox of one service: its queue, transport, background sender and summary put together. */
export function createMailOutbox({ db, service, dataDir, log, options, now }: OutboxSetup): MailOutbox {
  ensureMailOutbox(db);
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const strict = options.strict ?? process.env.NODE_ENV !== 'production';
  const folder = path.join(dataDir, 'outbox', service);
  const transport = mailTransport(service, folder, options);
  const state: OutboxState = { closed: false };
  const sender = backgroundSender(senderRound(db, transport, state, { now, log, maxAttempts }), state, log, options);
  const queue = outboxQueue(db, { now, log, strict }, sender.queued);

  return {
    folder,
    now,
    transport: transport.kind,
    queue,
    flush: sender.flush,
    summary: outboxSummary(db, transport.kind),
    async stop() {
      await sender.stop();
      await transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's mail outbox (mail.ts). */
    mail: MailOutbox;
  }
}

export interface MailPluginOptions {
  service: string;
  dataDir: string;
  mail: MailOptions;
}

/** Decorates `fastify.mail` (after the sqlite plugin) and answers the admin's outbox route. */
export const mailPlugin = fp<MailPluginOptions>(
  async (fastify, { service, dataDir, mail }) => {
    const outbox = createMailOutbox({
      db: fastify.db,
      service,
      dataDir,
      log: fastify.log,
      options: mail,
      now: fastify.now,
    });
    fastify.decorate('mail', outbox);
    // Before the database closes (onClose): preClose runs first.
    fastify.addHook('preClose', async () => {
      await outbox.stop();
    });
  },
  { name: 'college-mail', fastify: '5.x', dependencies: ['college-sqlite'] },
);

export function outboxRoute(service: string) {
  return officeScope(async (app: FastifyInstance) => {
    app.get(officeOutboxPath(service), { config: { roles: ['admin'] } }, async (): Promise<OfficeOutboxAnswer> => ({
      result: 'success',
      service,
      ...app.mail.summary(),
    }));
  });
}
