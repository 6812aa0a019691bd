/**
 * The office's applications inbox and detail, under /api/v1/office/admissions/
 * (the gateway's door forwards them with a signed assertion, decision 011). Who may call them:
 * admission_officer and document_verifier; not admin by that role alone (an administrator manages
 * office users and reads the audit log, not applicants' data: an admin who needs the inbox is
 * granted one of the two roles, and that grant is itself in the audit log). A grant limited to some
 * courses sees only those courses: the list simply holds no other course's rows (a filter for
 * another course answers an empty list), and another course's application, or its documents,
 * answer the same 404 as an unknown number, so a limited officer does not learn it exists.
 * Every answer is no-store. The list is not audited (the audit log would drown in it); the CSV
 * export is ('applications.export', one row each), and so is looking at an application: one
 * 'application.view' row per opening, which covers the documents the page then shows (each a call
 * of its own), and the same person's further looks at it within a few minutes (the kit's
 * recordView); a document opened apart from that is its own 'document.view'.
 */
import { auditContext, validateQuery } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  APPLICANT_FILES,
  type ApplicantFileField,
  INBOX_PAGE_SIZE,
  type InboxAnswer,
  type OfficeApplication,
  type OfficeApplicationsQuery,
  officeApplicationsQuerySchema,
  OFFICE_APPLICATIONS_CSV_PATH,
  OFFICE_APPLICATIONS_PATH,
  officeDocumentPath,
  paymentFilterOf,
  type PaymentFilter,
} from '../../contract';
import { exportSheet } from '../../export-sheet';
import type { InboxFilter } from '../../plugins/applications-repository';
import { applicationDetails } from '../../application-details';
import {
  exportDay,
  INBOX_ROLES,
  inboxRoleOf,
  type NumberParams,
  sendDocument,
  visibleApplication,
  visibleCourses,
} from '../../office-access';

/** The filter without its unset fields, as the audit row keeps it. */
const filterOf = (query: OfficeApplicationsQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([key, value]) => key !== 'page' && value !== undefined && value !== ''),
  );

type DocumentParams = NumberParams & { field: string };

export const officeApplicationRoutes: FastifyPluginAsync = async (fastify) => {
  const { applications } = fastify;

  const inboxFilter = (request: FastifyRequest<{ Querystring: OfficeApplicationsQuery }>): InboxFilter => {
    const { page: _page, count: _count, ...filter } = request.query;
    return { ...filter, courses: visibleCourses(request.identity!) };
  };

  fastify.get<{ Querystring: OfficeApplicationsQuery }>(
    OFFICE_APPLICATIONS_PATH,
    { config: { roles: INBOX_ROLES }, preHandler: validateQuery(officeApplicationsQuerySchema) },
    async (request): Promise<InboxAnswer> => {
      const page = request.query.page ?? 1;
      const { rows, total } = applications.inbox(inboxFilter(request), {
        limit: request.query.count === 'only' ? 0 : INBOX_PAGE_SIZE,
        offset: (page - 1) * INBOX_PAGE_SIZE,
      });
      return {
        result: 'success',
        data: {
          rows: rows.map((row) => ({
            ...row,
            category: row.category as InboxAnswer['data']['rows'][number]['category'],
            payment: paymentFilterOf(row.payment_state),
            voided: row.voided === 1,
            resent: row.resent === 1,
          })),
          total,
          page,
          page_size: INBOX_PAGE_SIZE,
          pages: Math.ceil(total / INBOX_PAGE_SIZE),
        },
      };
    },
  );

  fastify.get<{ Querystring: OfficeApplicationsQuery }>(
    OFFICE_APPLICATIONS_CSV_PATH,
    { config: { roles: INBOX_ROLES }, preHandler: validateQuery(officeApplicationsQuerySchema) },
    async (request, reply) => {
      const rows = applications.exportRows(inboxFilter(request));
      const identity = request.identity!;
      fastify.audit.record({
        ...auditContext(request, inboxRoleOf(identity)),
        action: 'applications.export',
        recordType: 'applications',
        after: { filter: filterOf(request.query), courses: visibleCourses(identity), rows: rows.length },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${exportDay(fastify)}.csv"`)
        .send(exportSheet(rows));
    },
  );

  fastify.get<{ Params: NumberParams }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo`,
    { config: { roles: INBOX_ROLES } },
    async (request): Promise<{ result: 'success'; data: OfficeApplication }> => {
      const row = visibleApplication(request);
      const { state_hi: _stateHi, ...details } = applicationDetails(fastify, row);
      const documents = applications
        .filesOf(row.id)
        .filter((file): file is typeof file & { field: ApplicantFileField } =>
          Object.hasOwn(APPLICANT_FILES, file.field),
        )
        // In the form's order.
        .sort((a, b) => Object.keys(APPLICANT_FILES).indexOf(a.field) - Object.keys(APPLICANT_FILES).indexOf(b.field))
        .map((file) => ({
          field: file.field,
          label: APPLICANT_FILES[file.field].label,
          kind: file.detected_kind,
          size: file.size,
          uploaded_at: row.created_at,
          url: officeDocumentPath(row.application_no, file.field),
        }));
      const paymentFilter: PaymentFilter = paymentFilterOf(details.payment?.state ?? null);
      // Once the answer is made: a read that failed showed nobody anything.
      fastify.audit.recordView({
        ...auditContext(request, inboxRoleOf(request.identity!)),
        at: fastify.now(),
        action: 'application.view',
        recordType: 'application',
        recordId: row.application_no,
      });
      return {
        result: 'success',
        data: {
          ...details,
          course_id: row.course_id,
          address_state: details.state,
          state: row.state,
          version: row.version,
          payment_filter: paymentFilter,
          documents,
          voided: row.voided_at
            ? {
                at: row.voided_at,
                by: row.voided_by ?? '',
                by_name: fastify.officeNames.of(row.voided_by),
                reason: row.void_reason ?? '',
              }
            : null,
          corrections: applications.correctionsOf(row.id),
        },
      };
    },
  );

  fastify.get<{ Params: DocumentParams }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo/documents/:field`,
    { config: { roles: INBOX_ROLES } },
    async (request, reply) => {
      const row = visibleApplication(request);
      const { field } = request.params;
      const file = Object.hasOwn(APPLICANT_FILES, field)
        ? applications.filesOf(row.id).find((entry) => entry.field === field)
        : undefined;
      return sendDocument(request, reply, row, file, { field });
    },
  );
};
