import type { FileKind, SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { Complaint, ContactQuery, Feedback } from '../contract';

/** The four kinds of visitor submission, by the name staff use with the export command. */
export const SUBMISSION_KINDS = ['feedback', 'complaints', 'contact', 'samarth'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const isSubmissionKind = (value: string): value is SubmissionKind =>
  (SUBMISSION_KINDS as readonly string[]).includes(value);

/** Table and exported columns (in order) of each kind. Fixed names only, never user input. */
export const SUBMISSION_TABLES = {
  feedback: {
    table: 'feedback',
    columns: ['id', 'created_at', 'stu_name', 'adm_no', 'phone', 'address', 'message'],
  },
  complaints: {
    table: 'complaints',
    columns: ['id', 'created_at', 'stu_name', 'email', 'message'],
  },
  contact: {
    table: 'contact_queries',
    columns: ['id', 'created_at', 'stu_name', 'email', 'message'],
  },
  samarth: {
    table: 'samarth_verifications',
    columns: ['id', 'created_at', 'uhi_number', 'admission', 'stored_file', 'original_size', 'detected_kind'],
  },
} as const satisfies Record<SubmissionKind, { table: string; columns: readonly string[] }>;

export interface NewSamarthVerification {
  uhi_number: string;
  admission: string;
  /** Generated name of the saved file under uploads/samarth/. */
  storedFile: string;
  /** Size in bytes of the uploaded file. */
  size: number;
  kind: FileKind;
}

export type SubmissionRow = Record<string, string | number | null>;

export interface SubmissionsRepository {
  /** Each insert returns the new row's id. */
  insertFeedback(input: Feedback): number;
  insertComplaint(input: Complaint): number;
  insertContactQuery(input: ContactQuery): number;
  insertSamarthVerification(input: NewSamarthVerification): number;
  /** Every row of one kind, oldest first, with the columns of SUBMISSION_TABLES. */
  list(kind: SubmissionKind): SubmissionRow[];
}

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsRepository;
  }
}

/** Plain function so the export command can use it without Fastify. */
export function createSubmissionsRepository(db: SqliteDatabase): SubmissionsRepository {
  const feedback = db.prepare(
    `insert into feedback (stu_name, adm_no, phone, address, message)
     values (@stu_name, @adm_no, @phone, @address, @message)`,
  );
  const complaint = db.prepare(
    'insert into complaints (stu_name, email, message) values (@stu_name, @email, @message)',
  );
  const contactQuery = db.prepare(
    'insert into contact_queries (stu_name, email, message) values (@stu_name, @email, @message)',
  );
  const samarth = db.prepare(
    `insert into samarth_verifications (uhi_number, admission, stored_file, original_size, detected_kind)
     values (@uhi_number, @admission, @storedFile, @size, @kind)`,
  );
  const listStatement = (kind: SubmissionKind) => {
    const { table, columns } = SUBMISSION_TABLES[kind];
    return db.prepare<[], SubmissionRow>(`select ${columns.join(', ')} from ${table} order by id`);
  };
  const lists = {
    feedback: listStatement('feedback'),
    complaints: listStatement('complaints'),
    contact: listStatement('contact'),
    samarth: listStatement('samarth'),
  } satisfies Record<SubmissionKind, unknown>;

  // Only the listed keys are bound: the parsed forms also carry the (empty) honeypot.
  const run = (statement: ReturnType<SqliteDatabase['prepare']>, values: Record<string, unknown>) =>
    Number(statement.run(values).lastInsertRowid);

  return {
    insertFeedback: ({ stu_name, adm_no, phone, address, message }) =>
      run(feedback, { stu_name, adm_no, phone, address, message }),
    insertComplaint: ({ stu_name, email, message }) => run(complaint, { stu_name, email, message }),
    insertContactQuery: ({ stu_name, email, message }) => run(contactQuery, { stu_name, email, message }),
    insertSamarthVerification: ({ uhi_number, admission, storedFile, size, kind }) =>
      run(samarth, { uhi_number, admission, storedFile, size, kind }),
    list: (kind) => lists[kind].all(),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('submissions', createSubmissionsRepository(fastify.db));
  },
  { name: 'submissions-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
