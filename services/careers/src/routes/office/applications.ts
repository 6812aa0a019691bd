/**
 * The recruitment office's review, under /api/v1/office/careers/ (the gateway's door forwards them
 * with a signed assertion, decision 011): the applications per post and subject (how many, and a
 * list with filters and search), one application with its CV and photo, the officer's decision
 * (shortlist or reject, with a reason), the interview call letter mailed to a shortlisted applicant,
 * and a post's interview list (CSV, and rows for the office's print view). Only the recruitment
 * officer calls them (an administrator manages users, not applicants' data). Every answer is
 * no-store (officeScope, routes/office/index.ts); a decision and an export are audited, and so is
 * each opening of a CV or photo (the ways personal data leaves the office's screens); plain reads
 * are not.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  auditContext,
  collegeDay,
  collegeTime,
  HttpError,
  toCsv,
  validateBody,
  validateQuery,
} from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callLetterMail } from '../../mail-text';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  CALL_LETTER_NO_EMAIL_MESSAGE,
  CALL_LETTER_NOT_SHORTLISTED_MESSAGE,
  callLetterAlreadySentMessage,
  callLetterSentMessage,
  CAREER_APPLICATION_NUMBER,
  type CareerApplicationDetail,
  type CareerSummaryRow,
  type CareerFileField,
  type CareerListAnswer,
  type CareerListQuery,
  careerListQuerySchema,
  DECISION_SAVED_MESSAGE,
  DECISION_STALE_MESSAGE,
  type DecisionChange,
  decisionSchema,
  FILE_MISSING_MESSAGE,
  INTERVIEW_LIST_COLUMNS,
  INTERVIEW_LIST_CSV_PATH,
  INTERVIEW_LIST_PATH,
  type InterviewListQuery,
  interviewListQuerySchema,
  type InterviewRowsAnswer,
  type InterviewRowsQuery,
  interviewRowsQuerySchema,
  LIST_PAGE_SIZE,
  OFFICE_CAREER_APPLICATIONS_PATH,
  OFFICE_CAREER_SUMMARY_PATH,
  officeCareerFilePath,
  RECRUITMENT_ROLE,
} from '../../office-contract/recruitment';
import type { ReviewedApplication } from '../../plugins/review-repository';
import { applicationsFolder } from '../../uploads';

/** What the upload kit names a stored file: `<uuid>.<ext>`, nothing that leaves the folder. */
const STORED_NAME = /^[\w-]{1,64}\.(?:jpg|png|pdf)$/;
const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
const EXTENSION: Record<string, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

type NumberParams = { applicationNo: string };

const joinAddress = (...parts: string[]) => parts.filter(Boolean).join(', ');

function detailOf(fastify: FastifyRequest['server'], row: ReviewedApplication): CareerApplicationDetail {
  const review = fastify.careerReview;
  return {
    application_no: row.application_no,
    submitted_at: row.created_at,
    profile: row.profile,
    subject: row.subject,
    name: row.name,
    fname: row.fname,
    dob: row.dob,
    gender: row.gender,
    nationality: row.nationality,
    category: row.category,
    mobile: row.mobile,
    email: row.email,
    permanent_address: joinAddress(row.paddress, row.pdistrict, row.pstate, row.ppincode),
    correspondence_address: joinAddress(row.caddress, row.cdistrict, row.cstate, row.cpincode),
    qualifications: review.qualificationsOf(row.id),
    experience_option: row.experience_option,
    experiences: review.experiencesOf(row.id),
    photo_url: officeCareerFilePath(row.application_no, 'photo'),
    cv_url: officeCareerFilePath(row.application_no, 'cv'),
    status: row.status,
    status_reason: row.status_reason,
    reviewed_at: row.reviewed_at,
    reviewed_by: row.reviewed_by,
    reviewed_by_name: row.reviewed_by_name,
    call_letters: review.callLettersOf(row.id),
    version: row.version,
  };
}

/** The application by its number (any case), or the 404 answer. */
function applicationOf(request: FastifyRequest<{ Params: NumberParams }>): ReviewedApplication {
  const number = request.params.applicationNo.toUpperCase();
  const row = CAREER_APPLICATION_NUMBER.test(number) ? request.server.careerReview.byNumber(number) : undefined;
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return row;
}

const officeApplicationRoutes: FastifyPluginAsync = async (fastify) => {
  const review = fastify.careerReview;

  fastify.get(
    OFFICE_CAREER_SUMMARY_PATH,
    { config: { roles: [RECRUITMENT_ROLE] } },
    async (): Promise<{ result: 'success'; data: CareerSummaryRow[] }> => ({
      result: 'success',
      data: review.summary(),
    }),
  );

  fastify.get<{ Querystring: CareerListQuery }>(
    OFFICE_CAREER_APPLICATIONS_PATH,
    { config: { roles: [RECRUITMENT_ROLE] }, preHandler: validateQuery(careerListQuerySchema) },
    async (request): Promise<CareerListAnswer> => {
      const { page = 1, ...filter } = request.query;
      const { rows, total } = review.list(filter, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE });
      return {
        result: 'success',
        data: { rows, total, page, page_size: LIST_PAGE_SIZE, pages: Math.ceil(total / LIST_PAGE_SIZE) },
      };
    },
  );

  fastify.get<{ Querystring: InterviewListQuery }>(
    INTERVIEW_LIST_CSV_PATH,
    { config: { roles: [RECRUITMENT_ROLE] }, preHandler: validateQuery(interviewListQuerySchema) },
    async (request, reply) => {
      const { profile, subject } = request.query;
      const rows = review.interviewList(profile, subject);
      fastify.audit.record({
        ...auditContext(request, RECRUITMENT_ROLE),
        action: 'interview_list.export',
        recordType: 'job_profile',
        recordId: profile,
        after: { profile, subject: subject || null, rows: rows.length },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="interview-list-${profile}-${collegeDay(fastify.now())}.csv"`,
        )
        .send(toCsv(INTERVIEW_LIST_COLUMNS, rows));
    },
  );

  // The print view's rows (and the CSV the page writes from them): each read audited, as the CSV is.
  fastify.get<{ Querystring: InterviewRowsQuery }>(
    INTERVIEW_LIST_PATH,
    { config: { roles: [RECRUITMENT_ROLE] }, preHandler: validateQuery(interviewRowsQuerySchema) },
    async (request): Promise<InterviewRowsAnswer> => {
      const { profile, subject, purpose } = request.query;
      const rows = review.interviewSheet(profile, subject);
      fastify.audit.record({
        ...auditContext(request, RECRUITMENT_ROLE),
        action: purpose === 'csv' ? 'interview_list.export' : 'interview_list.print',
        recordType: 'job_profile',
        recordId: profile,
        after: { profile, subject: subject || null, rows: rows.length },
      });
      const { interview_date, interview_time } = fastify.recruitmentWindow.current();
      return { result: 'success', data: { rows, interview_date, interview_time } };
    },
  );

  fastify.get<{ Params: NumberParams }>(
    `${OFFICE_CAREER_APPLICATIONS_PATH}/:applicationNo`,
    { config: { roles: [RECRUITMENT_ROLE] } },
    async (request) => ({ result: 'success', data: detailOf(fastify, applicationOf(request)) }),
  );

  for (const field of ['photo', 'cv'] as const satisfies readonly CareerFileField[]) {
    fastify.get<{ Params: NumberParams }>(
      `${OFFICE_CAREER_APPLICATIONS_PATH}/:applicationNo/${field}`,
      { config: { roles: [RECRUITMENT_ROLE] } },
      async (request, reply) => {
        const row = applicationOf(request);
        const stored = field === 'photo' ? row.photo_file : row.cv_file;
        const kind = field === 'photo' ? row.photo_kind : 'pdf';
        if (!STORED_NAME.test(stored) || !(kind in MIME)) throw new HttpError(404, FILE_MISSING_MESSAGE);
        let bytes: Buffer;
        try {
          bytes = await readFile(path.join(applicationsFolder(fastify.paths), stored));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, FILE_MISSING_MESSAGE);
          throw error;
        }
        fastify.audit.record({
          ...auditContext(request, RECRUITMENT_ROLE),
          action: 'career_file.view',
          recordType: 'application',
          recordId: row.application_no,
          after: { field },
        });
        // Both inline: the photo shows in the page, the CV opens in the browser's PDF viewer.
        return reply
          .type(MIME[kind])
          .header('content-disposition', `inline; filename="${row.application_no}-${field}.${EXTENSION[kind]}"`)
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );
  }

  fastify.post<{ Params: NumberParams; Body: DecisionChange }>(
    `${OFFICE_CAREER_APPLICATIONS_PATH}/:applicationNo/decision`,
    { config: { roles: [RECRUITMENT_ROLE] }, preHandler: validateBody(decisionSchema) },
    async (request) => {
      const { decision, reason, version } = request.body;
      const identity = request.identity!;
      const after = fastify.db.transaction(() => {
        const before = applicationOf(request);
        if (
          !review.decide(
            before.id,
            decision,
            reason,
            version,
            // The name the office signed beside the username (the gateway's assertion carries both).
            { username: identity.username, name: identity.displayName ?? null },
            fastify.now(),
          )
        )
          throw new HttpError(409, DECISION_STALE_MESSAGE);
        fastify.audit.record({
          ...auditContext(request, RECRUITMENT_ROLE),
          action: decision === 'shortlisted' ? 'application.shortlist' : 'application.reject',
          recordType: 'application',
          recordId: before.application_no,
          before: { status: before.status, status_reason: before.status_reason },
          after: { status: decision },
          reason,
        });
        return review.byNumber(before.application_no)!;
      })();
      return { result: 'success', message: DECISION_SAVED_MESSAGE(decision), data: detailOf(fastify, after) };
    },
  );

  // The call letter by e-mail: once per interview schedule (the window's date and time in force),
  // so a second click cannot mail it twice; after the interview moves it may be sent again and
  // says the date is new. Mail, record and audit row in one transaction.
  fastify.post<{ Params: NumberParams }>(
    `${OFFICE_CAREER_APPLICATIONS_PATH}/:applicationNo/call-letter`,
    { config: { roles: [RECRUITMENT_ROLE] } },
    async (request) => {
      const identity = request.identity!;
      const sent = fastify.db.transaction(() => {
        const row = applicationOf(request);
        if (row.status !== 'shortlisted') throw new HttpError(409, CALL_LETTER_NOT_SHORTLISTED_MESSAGE);
        if (!row.email) throw new HttpError(422, CALL_LETTER_NO_EMAIL_MESSAGE);
        const { interview_date: date, interview_time: time } = fastify.recruitmentWindow.current();
        const earlier = review.callLettersOf(row.id);
        const same = earlier.find((letter) => letter.interview_date === date && letter.interview_time === time);
        if (same || !review.recordCallLetter(row.id, { date, time }, identity.username, fastify.now()))
          throw new HttpError(
            409,
            callLetterAlreadySentMessage(collegeTime(same?.sent_at ?? fastify.now().toISOString())),
          );
        const newDate = earlier.length > 0;
        fastify.mail.queue({
          to: row.email,
          kind: 'careers.call-letter',
          recordId: row.application_no,
          ...callLetterMail(fastify.college, row, { date, time }, row.lang, newDate),
        });
        fastify.audit.record({
          ...auditContext(request, RECRUITMENT_ROLE),
          action: 'career.call_letter',
          recordType: 'application',
          recordId: row.application_no,
          after: { interview_date: date, interview_time: time, new_date: newDate, lang: row.lang ?? 'en+hi' },
        });
        return { email: row.email, newDate, detail: detailOf(fastify, row) };
      })();
      return { result: 'success', message: callLetterSentMessage(sent.email, sent.newDate), data: sent.detail };
    },
  );
};

export default officeApplicationRoutes;
