/**
 * The admit, under /api/v1/office/admissions/ through the gateway's door: the admission officer
 * only, and a grant limited to some courses admits in those only (another course's application is
 * the same 404 as an unknown number). The seats are the session year's (seat-plans.ts).
 *
 * The admit counts the admitted and changes the application in one IMMEDIATE transaction: SQLite
 * takes the write lock before the count, so two admits for the last seat (two officers, a double
 * click, two processes on one file) cannot both see it free. Under the settings' reservation the
 * count is per category too: a category whose seats are taken admits only into a free General
 * (unreserved) seat, which any category may take on merit; and admission.admitRequiresVerifiedFee
 * refuses an applicant whose fee the accounts office has not verified.
 */
import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../../contract';
import {
  ADMISSION_CANCELLED_MESSAGE,
  ADMIT_STALE_MESSAGE,
  ADMITTED_MESSAGE,
  ALREADY_ADMITTED_MESSAGE,
  type AdmitRequest,
  admitSchema,
  type Category,
  categoryFullMessage,
  FEE_NOT_VERIFIED_MESSAGE,
  type CancelAdmissionRequest,
  cancelAdmissionSchema,
  NOT_ADMITTED_MESSAGE,
  NOT_VERIFIED_MESSAGE,
  OFFICE_ADMIT_PATH,
  OFFICE_CANCEL_ADMISSION_PATH,
  SEATS_FULL_MESSAGE,
} from '../../office-contract/seats';
import { visibleCourses } from '../../office-access';
import type { SeatPlace } from '../../plugins/seats-repository';
import { categorySeats, inPlan, seatFor, seatPlans, sessionYear } from '../../seat-plans';

export const officeAdmitRoutes: FastifyPluginAsync = async (fastify) => {
  const { applications, seats, db } = fastify;
  const { reservation, admitRequiresVerifiedFee } = fastify.college.admission;

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
    const year = sessionYear(fastify).number;
    const place: SeatPlace = { year, course: row.course_id, subject: plan?.subject_id ?? null };
    const taken = seats.admittedCount(place);
    if (!plan || taken >= plan.seats) throw new HttpError(409, SEATS_FULL_MESSAGE);
    const facts = seats.admitFacts(row.id);
    const category = facts.category as Category;
    const byCategory = seats.admittedByCategory(place);
    const places = categorySeats(
      reservation,
      plan.seats,
      (which) => byCategory.find((entry) => entry.category === which)?.admitted ?? 0,
    );
    // Without a reservation any seat of the intake will do (as before the setting existed).
    const seat = places && seatFor(places, category);
    if (places && !seat) {
      const own = places.find((entry) => entry.category === category)!;
      const where = plan.subject ? `${plan.course} – ${plan.subject}` : plan.course;
      throw new HttpError(409, categoryFullMessage(category, own.seats, where));
    }
    const payment = facts.payment_state;
    if (admitRequiresVerifiedFee && payment !== 'verified') throw new HttpError(409, FEE_NOT_VERIFIED_MESSAGE);
    if (!seats.admit(row.id, version)) throw new HttpError(409, ADMIT_STALE_MESSAGE);
    const left = plan.seats - taken - 1;
    fastify.audit.record({
      ...auditContext(request, 'admission_officer'),
      action: 'application.admit',
      recordType: 'application',
      recordId: row.application_no,
      before: { state: row.state, version },
      after: {
        state: 'admitted',
        version: version + 1,
        course: plan.course,
        subject: plan.subject,
        seats_left: left,
        category,
        seat: seat ?? null,
        payment_state: payment,
      },
    });
    return {
      application_no: row.application_no,
      state: 'admitted' as const,
      version: version + 1,
      left,
      seat: seat ?? null,
    };
  });

  fastify.post<{ Body: AdmitRequest }>(
    OFFICE_ADMIT_PATH,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(admitSchema) },
    async (request) => ({ result: 'success', message: ADMITTED_MESSAGE, data: admit.immediate(request) }),
  );

  // An admission taken back (a wrong admit, an applicant who does not come): verified again, the
  // seat free for the next on the merit list; audited with the reason.
  fastify.post<{ Body: CancelAdmissionRequest }>(
    OFFICE_CANCEL_ADMISSION_PATH,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(cancelAdmissionSchema) },
    async (request) => {
      const { application_no: number, version, reason } = request.body;
      const data = db.transaction(() => {
        const row = applications.byNumber(number);
        const courses = visibleCourses(request.identity!);
        if (!row || (courses !== null && !courses.includes(row.course_id)))
          throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
        if (row.version !== version) throw new HttpError(409, ADMIT_STALE_MESSAGE);
        if (row.state !== 'admitted') throw new HttpError(409, NOT_ADMITTED_MESSAGE);
        if (!seats.unadmit(row.id, version)) throw new HttpError(409, ADMIT_STALE_MESSAGE);
        fastify.audit.record({
          ...auditContext(request, 'admission_officer'),
          action: 'application.admission_cancel',
          recordType: 'application',
          recordId: row.application_no,
          before: { state: 'admitted', version },
          after: { state: 'verified', version: version + 1 },
          reason,
        });
        return { application_no: row.application_no, state: 'verified' as const, version: version + 1 };
      })();
      return { result: 'success', message: ADMISSION_CANCELLED_MESSAGE, data };
    },
  );
};
