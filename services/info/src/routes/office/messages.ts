/**
 * The grievance officer's inbox, under /api/v1/office/info/ through the gateway's
 * door: every visitor's message as a case (list with filters, one message with its notes, the
 * Samarth file), assigned, noted, moved on and closed with a reply, which goes to the sender by
 * e-mail through the outbox when they gave an address. Every change is audited; a change made on a
 * case someone else changed meanwhile is refused (409).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { auditContext, HttpError, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MESSAGE_REFERENCE } from '../../contract';
import {
  assignSchema,
  CLOSED_ALREADY_MESSAGE,
  closeSchema,
  INBOX_PAGE_SIZE,
  KIND_NAMES,
  MESSAGE_STALE_MESSAGE,
  type MessageDetail,
  type MessageRow,
  type MessagesAnswer,
  type MessagesQuery,
  messagesQuerySchema,
  OFFICE_MESSAGES_ASSIGNEES_PATH,
  NO_FILE_MESSAGE,
  noteSchema,
  OFFICE_MESSAGES_PATH,
  OFFICE_MESSAGES_SUMMARY_PATH,
  statusSchema,
  UNKNOWN_MESSAGE_MESSAGE,
} from '../../office-contract/messages';
import type { CaseRow } from '../../plugins/messages-repository';
import { samarthFolder } from '../../uploads';

/** The only role these routes admit (config.roles, checked by officeScope in routes/office/index.ts). */
const ROLE = 'grievance_officer';
const DAY_MS = 24 * 60 * 60 * 1000;
const EXCERPT = 140;
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

type RefParams = { reference: string };

/** The sender's fields as the office reads them. */
function fieldsOf(row: CaseRow): MessageDetail['fields'] {
  const fields: Array<[string, string | null]> =
    row.kind === 'feedback'
      ? [
          ['Name', row.sender],
          ['Admission number', row.admNo],
          ['Phone', row.phone],
          ['Address', row.address],
          ['Message', row.body],
        ]
      : row.kind === 'samarth'
        ? [
            ['UHI number', row.uhiNumber],
            ['Admission number', row.admission],
          ]
        : [
            ['Name', row.sender],
            ['E-mail', row.email],
            ['Message', row.body],
          ];
  return fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([label, value]) => ({ label, value }));
}

const officeMessagesRoutes: FastifyPluginAsync = async (fastify) => {
  const { messages } = fastify;
  const overdueDays = fastify.college.grievances.overdueDays;
  /** Complaints made before this instant and still open are overdue. */
  const overdueBefore = () => new Date(Date.now() - overdueDays * DAY_MS).toISOString();
  const isOverdue = (row: CaseRow, before: string) =>
    row.kind === 'complaints' && row.status !== 'closed' && row.createdAt < before;

  const common = (row: CaseRow, before: string) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    sender: row.sender,
    email: row.email,
    phone: row.phone,
    assigned_to: row.assignedTo,
    created_at: row.createdAt,
    overdue: isOverdue(row, before),
    version: row.version,
  });
  const detail = (row: CaseRow): MessageDetail => ({
    ...common(row, overdueBefore()),
    fields: fieldsOf(row),
    has_file: row.storedFile !== null,
    reply: row.reply,
    closed_at: row.closedAt,
    closed_by: row.closedBy,
    mail_reply: row.email !== null,
    notes: messages.notes(row.reference),
    updated_at: row.updatedAt,
    updated_by: row.updatedBy,
  });
  const caseOf = (request: FastifyRequest<{ Params: RefParams }>) => {
    const reference = request.params.reference.toUpperCase();
    const row = MESSAGE_REFERENCE.test(reference) ? messages.get(reference) : undefined;
    if (!row) throw new HttpError(404, UNKNOWN_MESSAGE_MESSAGE);
    return row;
  };
  /** What an audit row keeps of a case (never the sender's text: it stays in its own table). */
  const audited = (row: CaseRow) => ({ status: row.status, assigned_to: row.assignedTo, reply: row.reply });
  const record = (
    request: FastifyRequest,
    action: string,
    before: CaseRow,
    after: CaseRow,
    reason: string | null = null,
  ) =>
    fastify.audit.record({
      ...auditContext(request, ROLE),
      action,
      recordType: 'message',
      recordId: after.reference,
      before: audited(before),
      after: audited(after),
      reason,
    });

  /** Runs a versioned change in one transaction: refused on a closed case or a stale version. */
  const changeCase = (
    request: FastifyRequest<{ Params: RefParams }>,
    action: string,
    apply: (row: CaseRow, by: string) => boolean,
    reason?: string,
  ) => {
    const before = caseOf(request);
    if (before.status === 'closed') throw new HttpError(409, CLOSED_ALREADY_MESSAGE);
    return fastify.db.transaction(() => {
      if (!apply(before, request.identity!.username)) throw new HttpError(409, MESSAGE_STALE_MESSAGE);
      const after = messages.get(before.reference)!;
      record(request, action, before, after, reason ?? null);
      return after;
    })();
  };
  const answer = (row: CaseRow, message?: string) => ({
    result: 'success' as const,
    ...(message ? { message } : {}),
    data: detail(row),
  });

  fastify.get<{ Querystring: MessagesQuery }>(
    OFFICE_MESSAGES_PATH,
    { config: { roles: [ROLE] }, preHandler: validateQuery(messagesQuerySchema) },
    async (request): Promise<MessagesAnswer> => {
      const { kind, status, overdue, mine, q, page = 1 } = request.query;
      const before = overdueBefore();
      const { rows, total } = messages.list(
        {
          kind,
          status,
          search: q || undefined,
          overdueBefore: overdue ? before : undefined,
          assignedTo: mine ? request.identity!.username : undefined,
        },
        { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE },
      );
      const data: MessageRow[] = rows.map((row) => ({
        ...common(row, before),
        excerpt:
          row.kind === 'samarth'
            ? `${KIND_NAMES.samarth}: admission ${row.admission ?? ''}`
            : row.body.length > EXCERPT
              ? `${row.body.slice(0, EXCERPT - 1)}…`
              : row.body,
      }));
      return {
        result: 'success',
        data,
        total,
        page,
        pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
        overdueDays,
      };
    },
  );

  // The info service knows no office user's e-mail address: an assignee learns of it here (the
  // grievances room and the office home count what is assigned to them), and by e-mail when the
  // page asks the office service to tell them (decision 029).
  fastify.get(OFFICE_MESSAGES_SUMMARY_PATH, { config: { roles: [ROLE] } }, async (request) => ({
    result: 'success',
    data: {
      ...messages.summary(overdueBefore()),
      overdueDays,
      assigned_to_you: messages.assignedCount(request.identity!.username),
    },
  }));

  // The info service keeps no users: it offers who worked on messages here, and the caller.
  fastify.get(OFFICE_MESSAGES_ASSIGNEES_PATH, { config: { roles: [ROLE] } }, async (request) => {
    const me = request.identity!.username;
    return {
      result: 'success',
      data: [me, ...messages.actors().filter((name) => name !== me)]
        .sort((a, b) => a.localeCompare(b))
        .map((username) => ({ username, display_name: null })),
    };
  });

  const one = `${OFFICE_MESSAGES_PATH}/:reference`;
  fastify.get<{ Params: RefParams }>(one, { config: { roles: [ROLE] } }, async (request) => answer(caseOf(request)));

  // The Samarth verification's file: only here, to the officer, never from a public folder.
  fastify.get<{ Params: RefParams }>(`${one}/file`, { config: { roles: [ROLE] } }, async (request, reply) => {
    const row = caseOf(request);
    if (!row.storedFile || !row.detectedKind) throw new HttpError(404, NO_FILE_MESSAGE);
    const file = path.join(samarthFolder(fastify.paths), path.basename(row.storedFile));
    const size = (await stat(file).catch(() => undefined))?.size;
    if (size === undefined) throw new HttpError(404, NO_FILE_MESSAGE);
    return reply
      .header('content-type', CONTENT_TYPES[row.detectedKind] ?? 'application/octet-stream')
      .header('content-length', size)
      .header(
        'content-disposition',
        `inline; filename="${row.reference}.${row.detectedKind === 'jpeg' ? 'jpg' : row.detectedKind}"`,
      )
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });

  fastify.post<{ Params: RefParams; Body: v.InferOutput<typeof assignSchema> }>(
    `${one}/assign`,
    { config: { roles: [ROLE] }, preHandler: validateBody(assignSchema) },
    async (request) => {
      const { assigned_to, version } = request.body;
      const after = changeCase(request, 'message.assign', (row, by) =>
        messages.assign(row.reference, version, assigned_to || null, by),
      );
      return answer(after, 'Assignment saved');
    },
  );

  fastify.post<{ Params: RefParams; Body: v.InferOutput<typeof statusSchema> }>(
    `${one}/status`,
    { config: { roles: [ROLE] }, preHandler: validateBody(statusSchema) },
    async (request) => {
      const { status, version } = request.body;
      const after = changeCase(request, 'message.status', (row, by) =>
        messages.setStatus(row.reference, version, status, by),
      );
      return answer(after, 'State saved');
    },
  );

  // A note is the office's own: it never reaches the sender. Allowed on a closed case too.
  fastify.post<{ Params: RefParams; Body: v.InferOutput<typeof noteSchema> }>(
    `${one}/note`,
    { config: { roles: [ROLE] }, preHandler: validateBody(noteSchema) },
    async (request) => {
      const row = caseOf(request);
      fastify.db.transaction(() => {
        messages.addNote(row.reference, request.body.note, request.identity!.username);
        fastify.audit.record({
          ...auditContext(request, ROLE),
          action: 'message.note',
          recordType: 'message',
          recordId: row.reference,
          before: null,
          after: { note: request.body.note },
          reason: null,
        });
      })();
      return answer(messages.get(row.reference)!, 'Note added');
    },
  );

  fastify.post<{ Params: RefParams; Body: v.InferOutput<typeof closeSchema> }>(
    `${one}/close`,
    { config: { roles: [ROLE] }, preHandler: validateBody(closeSchema) },
    async (request) => {
      const { reply, version } = request.body;
      const after = changeCase(request, 'message.close', (row, by) => {
        if (!messages.close(row.reference, version, reply, by)) return false;
        // In the same transaction: a reply is closed and queued together, or neither.
        if (row.email)
          fastify.mail.queue({
            to: row.email,
            kind: 'info.message-closed',
            recordId: row.reference,
            ...closingMail(fastify.college.name, row, reply),
          });
        return true;
      });
      return answer(after, after.email ? 'Closed; the reply is in the outbox for the sender' : 'Closed');
    },
  );
};

/** The closing reply as the sender reads it (plain text; their message is not repeated). */
function closingMail(college: string, row: CaseRow, reply: string) {
  return {
    subject: `Your message ${row.reference}: reply from ${college}`,
    text: [
      `Dear ${row.sender},`,
      '',
      `The college has answered your ${KIND_NAMES[row.kind].toLowerCase()} ${row.reference}:`,
      '',
      reply,
      '',
      `You can read this reply again on the college website, page "Message status", with the reference number ${row.reference} and this e-mail address.`,
      'Please do not reply to this e-mail: it was sent by the computer.',
      '',
      college,
    ].join('\n'),
  };
}

export default officeMessagesRoutes;
