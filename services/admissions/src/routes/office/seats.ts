/**
 * Seats and merit, under /api/v1/office/admissions/ through the gateway's door.
 * admission_officer and document_verifier read the seats, the merit lists and their CSV; only the
 * admission officer admits (admit.ts). A grant limited to some courses sees those only. Every
 * count is of the admission session's year (decision 014).
 */
import {
  auditContext,
  collegeDay,
  HttpError,
  toCsv,
  ValidationError,
  validateBody,
  validateQuery,
} from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ApplicationState, CATEGORIES, maskAadhaar, type PaymentState } from '../../contract';
import {
  type Category,
  COURSE_UNKNOWN_MESSAGE,
  type MeritAnswer,
  type MeritQuery,
  meritQuerySchema,
  NOT_PUBLISHED_MESSAGE,
  NOTHING_TO_PUBLISH_MESSAGE,
  OFFICE_MERIT_PUBLISH_PATH,
  OFFICE_MERIT_WITHDRAW_PATH,
  type Publication,
  type PublicationChange,
  publicationChangeSchema,
  PUBLISHED_MESSAGE,
  WITHDRAWN_MESSAGE,
  OFFICE_ADMITTED_CSV_PATH,
  OFFICE_MERIT_CSV_PATH,
  OFFICE_MERIT_PATH,
  OFFICE_SEATS_PATH,
  type SeatGroup,
  type SeatsAnswer,
  SUBJECT_NEEDED_MESSAGE,
  SUBJECT_OF_COURSE_MESSAGE,
} from '../../office-contract/seats';
import type {
  MeritDbRow,
  PublishedMerit,
  PublishedMeritRow,
  SeatCountRow,
  SeatPlace,
} from '../../plugins/seats-repository';
import { exportDay, INBOX_ROLES, inboxRoleOf, visibleCourses } from '../../office-access';
import type { OfficeNames } from '../../plugins/office-names';
import { categorySeats, inPlan, type SeatPlan, seatPlans, sessionYear } from '../../seat-plans';

/**
 * The merit sheet's columns; the Aadhaar number only masked, as in every export. Mobile and e-mail:
 * the office calls the admitted (and the next on the list) from it.
 */
export const MERIT_COLUMNS = [
  'rank',
  'application_no',
  'name',
  'category',
  'qual_percent',
  'dob',
  'state',
  'payment_state',
  'mobile',
  'email',
  'aadhaar',
] as const;

/** The admitted sheet's columns: whom to call, and when and by whom each was admitted (office username and name). */
export const ADMITTED_COLUMNS = [
  'rank',
  'application_no',
  'name',
  'category',
  'mobile',
  'email',
  'admitted_on',
  'admitted_by',
  'admitted_by_name',
  'payment_state',
  'aadhaar',
] as const;

/** The plan with its counts per category, from the year's counts, and each category's seats under the reservation. */
function groupOf(
  plan: SeatPlan,
  counts: readonly SeatCountRow[],
  reservation: Parameters<typeof categorySeats>[0],
): SeatGroup {
  const mine = counts.filter(inPlan(plan));
  const tallies = CATEGORIES.map((category) => {
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
  const places = categorySeats(
    reservation,
    plan.seats,
    (category) => tallies.find((row) => row.category === category)!.admitted,
  );
  const categories = tallies.map((row) => {
    const place = places?.find((entry) => entry.category === row.category);
    return { ...row, seats: place?.seats ?? null, on_general: place?.on_general ?? null, left: place?.left ?? null };
  });
  const admitted = categories.reduce((total, row) => total + row.admitted, 0);
  return { ...plan, admitted, left: Math.max(0, plan.seats - admitted), categories };
}

const rank = (rows: readonly MeritDbRow[]) => rows.map((row, index) => ({ ...row, rank: index + 1 }));

/** What the public page shows of a merit list: numbers, categories and ranks (overall and in the category). */
const publicRows = (rows: readonly (MeritDbRow & { rank: number })[]): PublishedMeritRow[] => {
  const inCategory = new Map<string, number>();
  return rows.map((row) => {
    const place = (inCategory.get(row.category) ?? 0) + 1;
    inCategory.set(row.category, place);
    return { rank: row.rank, category_rank: place, application_no: row.application_no, category: row.category };
  });
};

const publicationOf = (list: PublishedMerit | undefined, names: OfficeNames): Publication =>
  list
    ? {
        published_at: list.published_at,
        published_by: list.published_by,
        published_by_name: names.of(list.published_by),
        rows: list.rows.length,
      }
    : null;

const sheetOf = (kind: 'merit' | 'admitted', rows: readonly (MeritDbRow & { rank: number })[], names: OfficeNames) =>
  toCsv(
    kind === 'merit' ? MERIT_COLUMNS : ADMITTED_COLUMNS,
    rows.map((row) => ({
      ...row,
      admitted_by_name: names.of(row.admitted_by),
      // The college's day (IST), as the collection report writes it.
      admitted_on: row.admitted_at && collegeDay(new Date(row.admitted_at)),
      aadhaar: maskAadhaar(row.adhar_last4),
    })),
  );

export const officeSeatsRoutes: FastifyPluginAsync = async (fastify) => {
  const { seats } = fastify;
  const { reservation, admitRequiresVerifiedFee } = fastify.college.admission;
  const visiblePlans = (request: FastifyRequest) => {
    const courses = visibleCourses(request.identity!);
    return seatPlans(fastify).filter((plan) => courses === null || courses.includes(plan.course_id));
  };

  /** The plan a merit query (or a publication) names, or a 400 naming the field. */
  const planOf = (
    request: FastifyRequest,
    { course, subject }: { course: number; subject?: number | null } = request.query as MeritQuery,
  ): SeatPlan => {
    const plans = visiblePlans(request).filter((plan) => plan.course_id === course);
    if (plans.length === 0) throw new ValidationError({ course: COURSE_UNKNOWN_MESSAGE });
    if (plans[0].subject_id === null) return plans[0];
    if (subject === undefined || subject === null) throw new ValidationError({ subject: SUBJECT_NEEDED_MESSAGE });
    const plan = plans.find((candidate) => candidate.subject_id === subject);
    if (!plan) throw new ValidationError({ subject: SUBJECT_OF_COURSE_MESSAGE });
    return plan;
  };

  const meritOf = (request: FastifyRequest<{ Querystring: MeritQuery }>) => {
    const plan = planOf(request);
    const year = sessionYear(fastify);
    const place: SeatPlace = { year: year.number, course: plan.course_id, subject: plan.subject_id };
    const category = (request.query.category || null) as Category | null;
    const group = groupOf(plan, seats.counts(year.number), reservation);
    const published = publicationOf(seats.publishedAt(place), fastify.officeNames);
    const fee_required = admitRequiresVerifiedFee === true;
    return { year: year.label, group, category, published, fee_required, rows: rank(seats.merit(place, category)) };
  };

  fastify.get(OFFICE_SEATS_PATH, { config: { roles: INBOX_ROLES } }, async (request): Promise<SeatsAnswer> => {
    const year = sessionYear(fastify);
    const counts = seats.counts(year.number);
    return {
      result: 'success',
      data: { year: year.label, groups: visiblePlans(request).map((plan) => groupOf(plan, counts, reservation)) },
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
          rows: rows.map(
            ({ rank: position, application_no, name, category, qual_percent, dob, state, payment_state, version }) => ({
              rank: position,
              application_no,
              name,
              category: category as Category,
              qual_percent,
              dob,
              state: state as ApplicationState,
              payment_state: payment_state as PaymentState | null,
              version,
            }),
          ),
        },
      };
    },
  );

  // The public page's merit list (routes/public/merit-lists.ts): the admission officer publishes the
  // list as it stands (published again, it is replaced) and withdraws it; each with a reason, audited.
  const placeOf = (request: FastifyRequest<{ Body: PublicationChange }>) => {
    const plan = planOf(request, request.body);
    const year = sessionYear(fastify);
    return { plan, year, place: { year: year.number, course: plan.course_id, subject: plan.subject_id } };
  };
  const auditPublication = (
    request: FastifyRequest<{ Body: PublicationChange }>,
    action: string,
    { plan, year }: { plan: SeatPlan; year: { label: string } },
    before: Publication,
    after: Publication,
  ) =>
    fastify.audit.record({
      ...auditContext(request, 'admission_officer'),
      action,
      recordType: 'merit',
      recordId: [year.label, plan.course, plan.subject].filter(Boolean).join(' '),
      before,
      after,
      reason: request.body.reason,
    });

  fastify.post<{ Body: PublicationChange }>(
    OFFICE_MERIT_PUBLISH_PATH,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(publicationChangeSchema) },
    async (request) => {
      const where = placeOf(request);
      const rows = publicRows(rank(seats.merit(where.place, null)));
      if (rows.length === 0) throw new HttpError(409, NOTHING_TO_PUBLISH_MESSAGE);
      const before = publicationOf(seats.publishedAt(where.place), fastify.officeNames);
      seats.publish(where.place, {
        published_at: fastify.now().toISOString(),
        published_by: request.identity!.username,
        rows,
      });
      const published = publicationOf(seats.publishedAt(where.place), fastify.officeNames);
      auditPublication(request, 'merit.publish', where, before, published);
      return { result: 'success', message: PUBLISHED_MESSAGE, data: { published } };
    },
  );

  fastify.post<{ Body: PublicationChange }>(
    OFFICE_MERIT_WITHDRAW_PATH,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(publicationChangeSchema) },
    async (request) => {
      const where = placeOf(request);
      const before = publicationOf(seats.publishedAt(where.place), fastify.officeNames);
      if (!before || !seats.withdraw(where.place)) throw new HttpError(409, NOT_PUBLISHED_MESSAGE);
      auditPublication(request, 'merit.withdraw', where, before, null);
      return { result: 'success', message: WITHDRAWN_MESSAGE, data: { published: null } };
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
          .send(sheetOf(kind, rows, fastify.officeNames));
      },
    );
  }
};
