/**
 * Seats and merit, under /api/v1/office/admissions/ through the gateway's door.
 * admission_officer and document_verifier read the seats, the merit lists and their CSV; only the
 * admission officer admits. A grant limited to some courses sees and admits in those only. Every
 * count is of the admission session's year (decision 014).
 *
 * The admit counts the admitted and changes the application in one IMMEDIATE transaction: SQLite
 * takes the write lock before the count, so two admits for the last seat (two officers, a double
 * click, two processes on one file) cannot both see it free.
 */
import { auditContext, HttpError, toCsv, ValidationError, validateBody, validateQuery } from '@college/service-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, type ApplicationState, CATEGORIES, maskAadhaar } from '../../contract';
import {
  ADMIT_STALE_MESSAGE,
  ADMITTED_MESSAGE,
  ALREADY_ADMITTED_MESSAGE,
  type AdmitRequest,
  admitSchema,
  type Category,
  COURSE_UNKNOWN_MESSAGE,
  type MeritAnswer,
  type MeritQuery,
  meritQuerySchema,
  NOT_VERIFIED_MESSAGE,
  OFFICE_ADMIT_PATH,
  OFFICE_ADMITTED_CSV_PATH,
  OFFICE_MERIT_CSV_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_SEATS_PATH,
  type SeatGroup,
  type SeatsAnswer,
  SEATS_FULL_MESSAGE,
  SUBJECT_NEEDED_MESSAGE,
  SUBJECT_OF_COURSE_MESSAGE,
} from '../../office-contract/seats';
import type { MeritDbRow, SeatCountRow, SeatPlace } from '../../plugins/seats-repository';
import { INBOX_ROLES, visibleCourses } from '../../office-access';

/** A place with its own seats, from the settings: a course, or one subject of a course seated per subject. */
type SeatPlan = Pick<SeatGroup, 'course_id' | 'course' | 'subject_id' | 'subject' | 'seats'>;

/** The merit sheet's columns; the Aadhaar number only masked, as in every export. */
export const MERIT_COLUMNS = [
  'rank',
  'application_no',
  'name',
  'category',
  'qual_percent',
  'dob',
  'state',
  'payment_state',
  'aadhaar',
] as const;

/** Each course's intake, or its subjects' seats, as the settings give them (a subject without seats has none to give). */
export function seatPlans(fastify: FastifyInstance): SeatPlan[] {
  return fastify.college.admission.courses.flatMap((course): SeatPlan[] => {
    const base = { course_id: course.id, course: course.name };
    if (course.seats !== undefined) return [{ ...base, subject_id: null, subject: null, seats: course.seats }];
    const majors = fastify.catalogue.subjects('major', course.id) ?? [];
    return course.subjects.flatMap((subject) => {
      const row = majors.find((major) => major.subject === subject.name);
      return row && subject.seats !== undefined
        ? [{ ...base, subject_id: row.id, subject: subject.name, seats: subject.seats }]
        : [];
    });
  });
}

const inPlan = (plan: SeatPlan) => (row: { course_id: number; subject_id: number }) =>
  row.course_id === plan.course_id && (plan.subject_id === null || row.subject_id === plan.subject_id);

/** The plan with its counts per category, from the year's counts. */
function groupOf(plan: SeatPlan, counts: readonly SeatCountRow[]): SeatGroup {
  const mine = counts.filter(inPlan(plan));
  const categories = CATEGORIES.map((category) => {
    const rows = mine.filter((row) => row.category === category);
    const sum = (key: 'applied' | 'verified' | 'paid' | 'admitted') => rows.reduce((total, row) => total + row[key], 0);
    return {
      category,
      applied: sum('applied'),
      verified: sum('verified'),
      paid: sum('paid'),
      admitted: sum('admitted'),
    };
  });
  const admitted = categories.reduce((total, row) => total + row.admitted, 0);
  return { ...plan, admitted, left: Math.max(0, plan.seats - admitted), categories };
}

const rank = (rows: readonly MeritDbRow[]) => rows.map((row, index) => ({ ...row, rank: index + 1 }));

const sheetOf = (rows: readonly (MeritDbRow & { rank: number })[]) =>
  toCsv(
    MERIT_COLUMNS,
    rows.map((row) => ({ ...row, aadhaar: maskAadhaar(row.adhar_last4) })),
  );

/** YYYY-MM-DD of the day (UTC) by the service's clock, for the CSV's file name. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export const officeSeatsRoutes: FastifyPluginAsync = async (fastify) => {
  const { applications, seats, admissionSession, db } = fastify;
  const sessionYear = () => {
    const { year } = admissionSession.current();
    return { label: year, number: Number.parseInt(year, 10) };
  };
  const visiblePlans = (request: FastifyRequest) => {
    const courses = visibleCourses(request.identity!);
    return seatPlans(fastify).filter((plan) => courses === null || courses.includes(plan.course_id));
  };

  /** The plan the merit query names, or a 400 naming the field. */
  const planOf = (request: FastifyRequest<{ Querystring: MeritQuery }>): SeatPlan => {
    const { course, subject } = request.query;
    const plans = visiblePlans(request).filter((plan) => plan.course_id === course);
    if (plans.length === 0) throw new ValidationError({ course: COURSE_UNKNOWN_MESSAGE });
    if (plans[0].subject_id === null) return plans[0];
    if (subject === undefined) throw new ValidationError({ subject: SUBJECT_NEEDED_MESSAGE });
    const plan = plans.find((candidate) => candidate.subject_id === subject);
    if (!plan) throw new ValidationError({ subject: SUBJECT_OF_COURSE_MESSAGE });
    return plan;
  };

  const meritOf = (request: FastifyRequest<{ Querystring: MeritQuery }>) => {
    const plan = planOf(request);
    const year = sessionYear();
    const place: SeatPlace = { year: year.number, course: plan.course_id, subject: plan.subject_id };
    const category = (request.query.category || null) as Category | null;
    const group = groupOf(plan, seats.counts(year.number));
    return { year: year.label, group, category, rows: rank(seats.merit(place, category)) };
  };

  fastify.get(OFFICE_SEATS_PATH, { config: { roles: INBOX_ROLES } }, async (request): Promise<SeatsAnswer> => {
    const year = sessionYear();
    const counts = seats.counts(year.number);
    return {
      result: 'success',
      data: { year: year.label, groups: visiblePlans(request).map((plan) => groupOf(plan, counts)) },
    };
  });

  fastify.get<{ Querystring: MeritQuery }>(
    OFFICE_MERIT_PATH,
    { config: { roles: INBOX_ROLES }, preHandler: validateQuery(meritQuerySchema) },
    async (request): Promise<MeritAnswer> => {
      const { rows, ...merit } = meritOf(request);
      return {
        result: 'success',
        data: {
          ...merit,
          rows: rows.map(({ rank: position, application_no, name, category, qual_percent, dob, state, version }) => ({
            rank: position,
            application_no,
            name,
            category: category as Category,
            qual_percent,
            dob,
            state: state as ApplicationState,
            version,
          })),
        },
      };
    },
  );

  // The two exports: the whole merit list, and only its admitted rows (with their merit rank).
  for (const [path, kind] of [
    [OFFICE_MERIT_CSV_PATH, 'merit'],
    [OFFICE_ADMITTED_CSV_PATH, 'admitted'],
  ] as const) {
    fastify.get<{ Querystring: MeritQuery }>(
      path,
      { config: { roles: INBOX_ROLES }, preHandler: validateQuery(meritQuerySchema) },
      async (request, reply) => {
        const merit = meritOf(request);
        const rows = kind === 'merit' ? merit.rows : merit.rows.filter((row) => row.state === 'admitted');
        const role = request.identity!.roles.find((grant) =>
          (INBOX_ROLES as readonly string[]).includes(grant.role),
        )?.role;
        fastify.audit.record({
          ...auditContext(request, role),
          action: `${kind}.export`,
          recordType: 'merit',
          after: {
            year: merit.year,
            course: merit.group.course,
            subject: merit.group.subject,
            category: merit.category,
            rows: rows.length,
          },
        });
        const name = [kind, merit.year, merit.group.course, merit.group.subject, merit.category, dayOf(fastify.now())]
          .filter(Boolean)
          .join('-')
          .replace(/[^\w-]+/g, '');
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(sheetOf(rows));
      },
    );
  }

  // Count and change under one write lock (see the top of this file).
  const admit = db.transaction((request: FastifyRequest<{ Body: AdmitRequest }>) => {
    const { application_no: number, version } = request.body;
    const row = applications.byNumber(number);
    const courses = visibleCourses(request.identity!);
    if (!row || (courses !== null && !courses.includes(row.course_id)))
      throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
    if (row.version !== version) throw new HttpError(409, ADMIT_STALE_MESSAGE);
    if (row.state === 'admitted') throw new HttpError(409, ALREADY_ADMITTED_MESSAGE);
    if (row.state !== 'verified') throw new HttpError(409, NOT_VERIFIED_MESSAGE);
    const plan = seatPlans(fastify).find((candidate) =>
      inPlan(candidate)({ course_id: row.course_id, subject_id: row.major_subfirst }),
    );
    const year = sessionYear().number;
    const place: SeatPlace = { year, course: row.course_id, subject: plan?.subject_id ?? null };
    const taken = seats.admittedCount(place);
    if (!plan || taken >= plan.seats) throw new HttpError(409, SEATS_FULL_MESSAGE);
    if (!seats.admit(row.id, version)) throw new HttpError(409, ADMIT_STALE_MESSAGE);
    const left = plan.seats - taken - 1;
    fastify.audit.record({
      ...auditContext(request, 'admission_officer'),
      action: 'application.admit',
      recordType: 'application',
      recordId: row.application_no,
      before: { state: row.state, version },
      after: { state: 'admitted', version: version + 1, course: plan.course, subject: plan.subject, seats_left: left },
    });
    return { application_no: row.application_no, state: 'admitted' as const, version: version + 1, left };
  });

  fastify.post<{ Body: AdmitRequest }>(
    OFFICE_ADMIT_PATH,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(admitSchema) },
    async (request) => ({ result: 'success', message: ADMITTED_MESSAGE, data: admit.immediate(request) }),
  );
};
