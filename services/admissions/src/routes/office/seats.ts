/**
 * Seats and merit, under /api/v1/office/admissions/ through the gateway's door.
 * admission_officer and document_verifier read the seats, the merit lists and their CSV; only the
 * admission officer admits (admit.ts). A grant limited to some courses sees those only. Every
 * count is of the admission session's year (decision 014).
 */
import { auditContext, toCsv, ValidationError, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ApplicationState, CATEGORIES, maskAadhaar } from '../../contract';
import {
  type Category,
  COURSE_UNKNOWN_MESSAGE,
  type MeritAnswer,
  type MeritQuery,
  meritQuerySchema,
  OFFICE_ADMITTED_CSV_PATH,
  OFFICE_MERIT_CSV_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_SEATS_PATH,
  type SeatGroup,
  type SeatsAnswer,
  SUBJECT_NEEDED_MESSAGE,
  SUBJECT_OF_COURSE_MESSAGE,
} from '../../office-contract/seats';
import type { MeritDbRow, SeatCountRow, SeatPlace } from '../../plugins/seats-repository';
import { exportDay, INBOX_ROLES, inboxRoleOf, visibleCourses } from '../../office-access';
import { inPlan, type SeatPlan, seatPlans, sessionYear } from '../../seat-plans';

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

export const officeSeatsRoutes: FastifyPluginAsync = async (fastify) => {
  const { seats } = fastify;
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
    const year = sessionYear(fastify);
    const place: SeatPlace = { year: year.number, course: plan.course_id, subject: plan.subject_id };
    const category = (request.query.category || null) as Category | null;
    const group = groupOf(plan, seats.counts(year.number));
    return { year: year.label, group, category, rows: rank(seats.merit(place, category)) };
  };

  fastify.get(OFFICE_SEATS_PATH, { config: { roles: INBOX_ROLES } }, async (request): Promise<SeatsAnswer> => {
    const year = sessionYear(fastify);
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
        fastify.audit.record({
          ...auditContext(request, inboxRoleOf(request.identity!)),
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
        const name = [kind, merit.year, merit.group.course, merit.group.subject, merit.category, exportDay(fastify)]
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
};
