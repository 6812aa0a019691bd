import { randomBytes } from 'node:crypto';
import type { SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { MessageKind, MessageState } from '../contract';

const PREFIX: Record<MessageKind, string> = { feedback: 'FBK', complaints: 'CMP', contact: 'CNT', samarth: 'SMV' };

/** 40 random bits: with the sender's own e-mail or phone beside it, nobody guesses their way in. */
export const newReference = (kind: MessageKind) => `${PREFIX[kind]}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The sender's second proof for the status look-up, as stored and as compared: an e-mail in lower
 * case, a phone number's digits, an admission number in upper case without spaces.
 */
export function contactKey(kind: MessageKind, value: string): string {
  const text = value.trim();
  if (kind === 'feedback') return text.replace(/\D/g, '');
  if (kind === 'samarth') return text.replace(/\s/g, '').toUpperCase();
  return text.toLowerCase();
}

/** A case with what its sender sent (from the kind's own table). */
export interface CaseRow {
  reference: string;
  kind: MessageKind;
  submissionId: number;
  contact: string;
  status: MessageState;
  assignedTo: string | null;
  reply: string | null;
  closedAt: string | null;
  closedBy: string | null;
  version: number;
  createdAt: string;
  updatedAt: string | null;
  updatedBy: string | null;
  sender: string;
  email: string | null;
  phone: string | null;
  body: string;
  /** Feedback's admission number and address; a Samarth request's UHI and admission numbers and file. */
  admNo: string | null;
  address: string | null;
  uhiNumber: string | null;
  admission: string | null;
  storedFile: string | null;
  detectedKind: string | null;
}

export interface CaseFilter {
  kind?: MessageKind;
  status?: MessageState | 'open';
  /** Only complaints open since before this instant (ISO). */
  overdueBefore?: string;
  search?: string;
  /** Only open cases assigned to this office username (any case). */
  assignedTo?: string;
}

export interface NoteRow {
  note: string;
  written_by: string;
  written_at: string;
}

export interface MessagesRepository {
  /** Opens the case of a submission just stored (inside its transaction); returns its reference. */
  open(kind: MessageKind, submissionId: number, contact: string): string;
  get(reference: string): CaseRow | undefined;
  list(filter: CaseFilter, page: { limit: number; offset: number }): { rows: CaseRow[]; total: number };
  /** How many are new and in progress, and complaints open since before `overdueBefore`. */
  summary(overdueBefore: string): { new: number; in_progress: number; overdue: number };
  /** How many open cases are assigned to this office username (any case). */
  assignedCount(username: string): number;
  /** Office usernames that changed, closed or noted a case, most recent first. */
  actors(): string[];
  notes(reference: string): NoteRow[];
  addNote(reference: string, note: string, by: string): void;
  /** Each change happens only at `version` and not on a closed case; false otherwise. */
  assign(reference: string, version: number, assignee: string | null, by: string): boolean;
  setStatus(reference: string, version: number, status: 'new' | 'in_progress', by: string): boolean;
  close(reference: string, version: number, reply: string, by: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

const CASE_SELECT = `
  select c.reference, c.kind, c.submission_id as submissionId, c.contact, c.status, c.assigned_to as assignedTo, c.reply,
    c.closed_at as closedAt, c.closed_by as closedBy, c.version, c.created_at as createdAt, c.updated_at as updatedAt, c.updated_by as updatedBy,
    coalesce(f.stu_name, cp.stu_name, cq.stu_name, s.uhi_number) as sender,
    coalesce(cp.email, cq.email) as email, f.phone as phone,
    coalesce(f.message, cp.message, cq.message, '') as body,
    f.adm_no as admNo, f.address as address, s.uhi_number as uhiNumber, s.admission as admission,
    s.stored_file as storedFile, s.detected_kind as detectedKind
  from message_cases c
  left join feedback f on c.kind = 'feedback' and f.id = c.submission_id
  left join complaints cp on c.kind = 'complaints' and cp.id = c.submission_id
  left join contact_queries cq on c.kind = 'contact' and cq.id = c.submission_id
  left join samarth_verifications s on c.kind = 'samarth' and s.id = c.submission_id`;

// Every filter is a bound value; an unset one is null and lets every row through.
const CASE_WHERE = `
  where (@kind is null or c.kind = @kind)
    and (@status is null or c.status = @status or (@status = 'open' and c.status != 'closed'))
    and (@assignedTo is null or (c.assigned_to = @assignedTo collate nocase and c.status != 'closed'))
    and (@overdueBefore is null or (c.kind = 'complaints' and c.status != 'closed' and c.created_at < @overdueBefore))
    and (@search is null or c.reference like @search escape '\\' or coalesce(f.stu_name, cp.stu_name, cq.stu_name, s.uhi_number) like @search escape '\\'
      or coalesce(cp.email, cq.email, f.phone, s.admission) like @search escape '\\' or coalesce(f.message, cp.message, cq.message, '') like @search escape '\\')`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMessagesRepository(db: SqliteDatabase): MessagesRepository {
  const insert = db.prepare('insert into message_cases (reference, kind, submission_id, contact) values (?, ?, ?, ?)');
  const getStatement = db.prepare(`${CASE_SELECT} where c.reference = ?`);
  const listStatement = db.prepare(
    `${CASE_SELECT} ${CASE_WHERE} order by c.created_at desc, c.reference limit @limit offset @offset`,
  );
  const countStatement = db.prepare(`select count(*) as total from message_cases c
    left join feedback f on c.kind = 'feedback' and f.id = c.submission_id
    left join complaints cp on c.kind = 'complaints' and cp.id = c.submission_id
    left join contact_queries cq on c.kind = 'contact' and cq.id = c.submission_id
    left join samarth_verifications s on c.kind = 'samarth' and s.id = c.submission_id ${CASE_WHERE}`);
  const summaryStatement = db.prepare(`select
      coalesce(sum(status = 'new'), 0) as new,
      coalesce(sum(status = 'in_progress'), 0) as in_progress,
      coalesce(sum(kind = 'complaints' and status != 'closed' and created_at < ?), 0) as overdue
    from message_cases`);
  const assignedStatement = db.prepare(
    "select count(*) as n from message_cases where assigned_to = ? collate nocase and status != 'closed'",
  );
  const actorsStatement = db.prepare(`select name from (
      select updated_by as name, updated_at as at from message_cases where updated_by is not null
      union all select closed_by, closed_at from message_cases where closed_by is not null
      union all select written_by, written_at from message_notes
    ) group by name order by max(at) desc limit 50`);
  const notesStatement = db.prepare(
    'select note, written_by, written_at from message_notes where reference = ? order by id',
  );
  const noteStatement = db.prepare('insert into message_notes (reference, note, written_by) values (?, ?, ?)');
  const change = (set: string) =>
    db.prepare(`update message_cases set ${set}, version = version + 1, updated_at = @at, updated_by = @by
      where reference = @reference and version = @version and status != 'closed'`);
  const assignStatement = change('assigned_to = @value');
  const statusStatement = change('status = @value');
  const closeStatement = change("status = 'closed', reply = @value, closed_at = @at, closed_by = @by");
  const now = () => new Date().toISOString();
  const bind = (filter: CaseFilter) => ({
    kind: filter.kind ?? null,
    status: filter.status ?? null,
    overdueBefore: filter.overdueBefore ?? null,
    search: filter.search ? likeOf(filter.search) : null,
    assignedTo: filter.assignedTo ?? null,
  });
  const run = (
    statement: ReturnType<typeof change>,
    reference: string,
    version: number,
    value: string | null,
    by: string,
  ) => statement.run({ reference, version, value, by, at: now() }).changes === 1;

  return {
    open(kind, submissionId, contact) {
      const reference = newReference(kind);
      insert.run(reference, kind, submissionId, contact);
      return reference;
    },
    get: (reference) => getStatement.get(reference) as CaseRow | undefined,
    list(filter, { limit, offset }) {
      const values = bind(filter);
      return {
        rows: listStatement.all({ ...values, limit, offset }) as CaseRow[],
        total: (countStatement.get(values) as { total: number }).total,
      };
    },
    summary: (overdueBefore) =>
      summaryStatement.get(overdueBefore) as { new: number; in_progress: number; overdue: number },
    assignedCount: (username) => (assignedStatement.get(username) as { n: number }).n,
    actors: () => (actorsStatement.all() as Array<{ name: string }>).map((row) => row.name),
    notes: (reference) => notesStatement.all(reference) as NoteRow[],
    addNote: (reference, note, by) => void noteStatement.run(reference, note, by),
    assign: (reference, version, assignee, by) => run(assignStatement, reference, version, assignee, by),
    setStatus: (reference, version, status, by) => run(statusStatement, reference, version, status, by),
    close: (reference, version, reply, by) => run(closeStatement, reference, version, reply, by),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('messages', createMessagesRepository(fastify.db));
  },
  { name: 'messages-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
