import type { SqliteDatabase } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The counts behind seats and merit, by admission year. A course with seats per
 * subject (a postgraduate course, studied in one subject) counts by its first major subject.
 * "verified" counts the admitted too (they were verified first); "paid" is a payment the office verified.
 */
export interface SeatCountRow {
  course_id: number;
  subject_id: number;
  category: string;
  applied: number;
  verified: number;
  paid: number;
  admitted: number;
}

export interface MeritDbRow {
  id: number;
  application_no: string;
  name: string;
  category: string;
  qual_percent: number | null;
  dob: string;
  state: string;
  version: number;
  adhar_last4: string;
  payment_state: string | null;
  mobile: string;
  email: string;
  /** The last admit's time and office username (from its audit row), while admitted; null otherwise. */
  admitted_at: string | null;
  admitted_by: string | null;
}

/** Where seats are counted: a course, or (subject not null) one subject of it. */
export interface SeatPlace {
  year: number;
  course: number;
  subject: number | null;
}

/** A published merit list's row: what the public sees, no name and no marks. */
export interface PublishedMeritRow {
  rank: number;
  category_rank: number;
  application_no: string;
  category: string;
}

/** A merit list as published, with who published it and when. */
export interface PublishedMerit {
  course_id: number;
  subject_id: number | null;
  published_at: string;
  published_by: string;
  rows: PublishedMeritRow[];
}

export interface SeatsRepository {
  counts(year: number): SeatCountRow[];
  /** Verified and admitted applications of the place (and category), best first. */
  merit(place: SeatPlace, category: string | null): MeritDbRow[];
  admittedCount(place: SeatPlace): number;
  /** The admitted of the place per category (categories with none left out). */
  admittedByCategory(place: SeatPlace): { category: string; admitted: number }[];
  /** What the admit checks besides the state: the category and where the fee stands (null: none recorded). */
  admitFacts(applicationId: number): { category: string; payment_state: string | null };
  /** Verified → admitted if the version is still `version`; false when not. */
  admit(applicationId: number, version: number): boolean;
  /** An admission taken back: verified again, if still admitted at `version`. */
  unadmit(applicationId: number, version: number): boolean;
  /** The merit lists published for the year, by course and subject. */
  published(year: number): PublishedMerit[];
  /** The published list of one place, if any. */
  publishedAt(place: SeatPlace): PublishedMerit | undefined;
  /** Publishes (or publishes again) the list of a place. */
  publish(place: SeatPlace, list: Omit<PublishedMerit, 'course_id' | 'subject_id'>): void;
  /** Withdraws the published list of a place; false when none was published. */
  withdraw(place: SeatPlace): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    seats: SeatsRepository;
  }
}

// The merit order: qualifying percentage, highest first, those without one last; then the older
// applicant first (the tie rule); then who applied first, so the order never changes between reads.
const MERIT_ORDER = 'a.qual_percent is null, a.qual_percent desc, a.dob asc, a.created_at asc, a.id asc';
const PLACE =
  'a.admission_year = @year and a.course_id = @course and (@subject is null or a.major_subfirst = @subject)';

export function createSeatsRepository(db: SqliteDatabase): SeatsRepository {
  const counts = db.prepare<[number], SeatCountRow>(
    `select a.course_id, a.major_subfirst as subject_id, a.category,
       count(*) as applied,
       sum(a.state in ('verified', 'admitted')) as verified,
       sum(coalesce(p.state = 'verified', 0)) as paid,
       sum(a.state = 'admitted') as admitted
     from applications a left join payments p on p.application_id = a.id
     where a.admission_year = ? and a.voided_at is null
     group by a.course_id, a.major_subfirst, a.category`,
  );
  const merit = db.prepare<[SeatPlace & { category: string | null }], MeritDbRow>(
    `select a.id, a.application_no, a.fname as name, a.category, a.qual_percent, a.dob, a.state, a.version, a.adhar_last4,
       p.state as payment_state, a.mobile, a.email, admit.at as admitted_at, admit.username as admitted_by
     from applications a left join payments p on p.application_id = a.id
     -- The admit keeps no columns of its own: its audit row (append-only) says when and by whom.
     left join audit_log admit on a.state = 'admitted' and admit.id = (
       select max(id) from audit_log where action = 'application.admit' and record_id = a.application_no)
     where ${PLACE} and a.state in ('verified', 'admitted') and a.voided_at is null and (@category is null or a.category = @category)
     order by ${MERIT_ORDER}`,
  );
  const admitted = db
    .prepare<[SeatPlace], number>(
      `select count(*) from applications a where ${PLACE} and a.state = 'admitted' and a.voided_at is null`,
    )
    .pluck();
  const admittedByCategory = db.prepare<[SeatPlace], { category: string; admitted: number }>(
    `select a.category, count(*) as admitted from applications a
     where ${PLACE} and a.state = 'admitted' and a.voided_at is null group by a.category`,
  );
  const admitFacts = db.prepare<[number], { category: string; payment_state: string | null }>(
    `select a.category, p.state as payment_state
     from applications a left join payments p on p.application_id = a.id where a.id = ?`,
  );
  const admit = db.prepare(
    "update applications set state = 'admitted', version = version + 1 where id = ? and version = ? and state = 'verified' and voided_at is null",
  );
  const unadmit = db.prepare(
    "update applications set state = 'verified', version = version + 1 where id = ? and version = ? and state = 'admitted'",
  );
  type PublishedDbRow = Omit<PublishedMerit, 'rows' | 'subject_id'> & { subject_id: number; rows_json: string };
  const fromDb = ({ rows_json, subject_id, ...row }: PublishedDbRow): PublishedMerit => ({
    ...row,
    subject_id: subject_id === 0 ? null : subject_id,
    rows: JSON.parse(rows_json) as PublishedMeritRow[],
  });
  // Subject 0 stands for "the course's seats are not per subject" (a key cannot hold null).
  const key = (place: SeatPlace) => ({ year: place.year, course: place.course, subject: place.subject ?? 0 });
  const published = db.prepare<[number], PublishedDbRow>(
    `select course_id, subject_id, published_at, published_by, rows_json from published_merit
     where admission_year = ? order by course_id, subject_id`,
  );
  const publishedAt = db.prepare<[{ year: number; course: number; subject: number }], PublishedDbRow>(
    `select course_id, subject_id, published_at, published_by, rows_json from published_merit
     where admission_year = @year and course_id = @course and subject_id = @subject`,
  );
  const publish = db.prepare(
    `insert into published_merit (admission_year, course_id, subject_id, published_at, published_by, rows_json)
     values (@year, @course, @subject, @published_at, @published_by, @rows_json)
     on conflict (admission_year, course_id, subject_id) do update set
       published_at = excluded.published_at, published_by = excluded.published_by, rows_json = excluded.rows_json`,
  );
  const withdraw = db.prepare(
    'delete from published_merit where admission_year = @year and course_id = @course and subject_id = @subject',
  );
  return {
    published: (year) => published.all(year).map(fromDb),
    publishedAt: (place) => {
      const row = publishedAt.get(key(place));
      return row && fromDb(row);
    },
    publish: (place, { rows, ...list }) => {
      publish.run({ ...key(place), ...list, rows_json: JSON.stringify(rows) });
    },
    withdraw: (place) => withdraw.run(key(place)).changes === 1,
    counts: (year) => counts.all(year),
    merit: (place, category) => merit.all({ ...place, category }),
    admittedCount: (place) => admitted.get(place) ?? 0,
    admittedByCategory: (place) => admittedByCategory.all(place),
    admitFacts: (applicationId) => admitFacts.get(applicationId)!,
    admit: (applicationId, version) => admit.run(applicationId, version).changes === 1,
    unadmit: (applicationId, version) => unadmit.run(applicationId, version).changes === 1,
  };
}

const seatsRepository: FastifyPluginAsync = async (fastify) => {
  fastify.decorate('seats', createSeatsRepository(fastify.db));
};

export default fp(seatsRepository, { name: 'seats-repository', dependencies: ['college-sqlite'], fastify: '5.x' });
