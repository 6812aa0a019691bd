import type { FileKind, SqliteDatabase, StoredFile } from '@college/service-kit';
import fp from 'fastify-plugin';
import type { ApplicationState } from '../contract';
import type { ReasonCode, ReviewDecision, Verdict } from '../office-contract/scrutiny';

/** One version of a document (migration 009) with its review, if any. */
export interface DocumentFileRow {
  id: number;
  field: string;
  stored_file: string;
  detected_kind: FileKind;
  size: number;
  uploaded_at: string;
  superseded_at: string | null;
  decision: ReviewDecision | null;
  reason_code: ReasonCode | null;
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

export interface OutcomeRow {
  query_sent_at: string | null;
  verdict: Verdict | null;
  verdict_reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

export interface NewReview {
  decision: ReviewDecision;
  reasonCode: ReasonCode | null;
  note: string | null;
  by: string;
}

export interface ReviewsRepository {
  /** Every version of every document, oldest first per field. */
  filesOf(applicationId: number): DocumentFileRow[];
  outcomeOf(applicationId: number): OutcomeRow | undefined;
  /**
   * The optimistic lock: moves the application to `state` and bumps its version, only if it is
   * still at `seenVersion`. False when someone else changed it first.
   */
  advance(applicationId: number, seenVersion: number, state: ApplicationState): boolean;
  review(fileId: number, review: NewReview): void;
  querySent(applicationId: number): void;
  decide(applicationId: number, verdict: Verdict, reason: string | null, by: string): void;
  /** The verdict taken back (a reopened application): the audit log keeps what it was. */
  undecide(applicationId: number): void;
  /** The new file of a field: the current one is kept, marked superseded. */
  replace(applicationId: number, field: string, file: StoredFile): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsRepository;
  }
}

export function createReviewsRepository(db: SqliteDatabase): ReviewsRepository {
  const files = db.prepare<[number], DocumentFileRow>(
    `select f.id, f.field, f.stored_file, f.detected_kind, f.size, f.uploaded_at, f.superseded_at,
       r.decision, r.reason_code, r.note, r.reviewed_by, r.reviewed_at
     from application_files f left join document_reviews r on r.file_id = f.id
     where f.application_id = ? order by f.field, f.id`,
  );
  const outcome = db.prepare<[number], OutcomeRow>(
    'select query_sent_at, verdict, verdict_reason, decided_by, decided_at from scrutiny_outcomes where application_id = ?',
  );
  const advance = db.prepare<[ApplicationState, number, number]>(
    // Never a void application (the office's void bumps the version too; this holds it whatever the caller read).
    'update applications set state = ?, version = version + 1 where id = ? and version = ? and voided_at is null',
  );
  const upsertReview = db.prepare(
    `insert into document_reviews (file_id, decision, reason_code, note, reviewed_by)
     values (@file_id, @decision, @reason_code, @note, @by)
     on conflict (file_id) do update set decision = excluded.decision, reason_code = excluded.reason_code,
       note = excluded.note, reviewed_by = excluded.reviewed_by, reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const querySent = db.prepare<[number]>(
    `insert into scrutiny_outcomes (application_id, query_sent_at) values (?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     on conflict (application_id) do update set query_sent_at = excluded.query_sent_at`,
  );
  const decide = db.prepare(
    `insert into scrutiny_outcomes (application_id, verdict, verdict_reason, decided_by, decided_at)
     values (@id, @verdict, @reason, @by, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     on conflict (application_id) do update set verdict = excluded.verdict, verdict_reason = excluded.verdict_reason,
       decided_by = excluded.decided_by, decided_at = excluded.decided_at`,
  );
  const undecide = db.prepare<[number]>(
    'update scrutiny_outcomes set verdict = null, verdict_reason = null, decided_by = null, decided_at = null where application_id = ?',
  );
  const supersede = db.prepare<[number, string]>(
    "update application_files set superseded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where application_id = ? and field = ? and superseded_at is null",
  );
  const insertFile = db.prepare<[number, string, string, FileKind, number]>(
    'insert into application_files (application_id, field, stored_file, detected_kind, size) values (?, ?, ?, ?, ?)',
  );

  return {
    filesOf: (applicationId) => files.all(applicationId),
    outcomeOf: (applicationId) => outcome.get(applicationId),
    advance: (applicationId, seenVersion, state) => advance.run(state, applicationId, seenVersion).changes === 1,
    review(fileId, { decision, reasonCode, note, by }) {
      upsertReview.run({ file_id: fileId, decision, reason_code: reasonCode, note, by });
    },
    querySent: (applicationId) => void querySent.run(applicationId),
    decide(applicationId, verdict, reason, by) {
      decide.run({ id: applicationId, verdict, reason, by });
    },
    undecide: (applicationId) => void undecide.run(applicationId),
    replace(applicationId, field, file) {
      supersede.run(applicationId, field);
      insertFile.run(applicationId, field, file.name, file.kind, file.size);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('reviews', createReviewsRepository(fastify.db));
  },
  { name: 'reviews-repository', dependencies: ['college-sqlite'], fastify: '5.x' },
);
