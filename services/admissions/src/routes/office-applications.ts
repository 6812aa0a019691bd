/**
 * The office's applications inbox and detail (issue 22, part 2), under /api/v1/office/admissions/
 * (the gateway's door forwards them with a signed assertion, decision 011). Who may call them:
 * admission_officer and document_verifier; not admin by that role alone (an administrator manages
 * office users and reads the audit log, not applicants' data: an admin who needs the inbox is
 * granted one of the two roles, and that grant is itself in the audit log). A grant limited to some
 * courses sees only those courses: the list simply holds no other course's rows (a filter for
 * another course answers an empty list), and another course's application, or its documents,
 * answer the same 404 as an unknown number, so a limited officer does not learn it exists.
 * Every answer is no-store. Reads are not audited (the audit log would drown in them) except the
 * CSV export ('applications.export') and the opening of a document ('document.view'): one row each,
 * for the two ways applicants' personal data leaves the office's screens.
 */
import { auditContext, type FileKind, HttpError, officeNoStore, requireRole, validateQuery } from '@college/service-kit';
import type { OfficeIdentity, OfficeRole } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  APPLICANT_FILES,
  type ApplicantFileField,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_NUMBER,
  DOCUMENT_NOT_FOUND_MESSAGE,
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
} from '../contract';
import { DOCUMENT_NAME, DOCUMENT_UNREADABLE_MESSAGE, SealedFileError } from '../document-vault';
import { exportSheet } from '../export-sheet';
import type { ApplicationRow, InboxFilter } from '../plugins/applications-repository';
import { applicationDetails } from './application-details';

/** The roles that open the inbox; both may be limited to some courses (kit office-roles.ts). */
export const INBOX_ROLES = ['admission_officer', 'document_verifier'] as const satisfies readonly OfficeRole[];

export const MIME: Record<FileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
export const EXTENSION: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };
/** What the kit names a stored upload: `<uuid>.<ext>`, nothing that leaves the folder. */
export const STORED_NAME = /^[\w-]{1,64}\.(?:jpg|png|pdf)$/;
const STORED_FILE_MISSING_MESSAGE = 'The file of this document is missing on the server; please ask the applicant for it again.';

/** The courses the caller may see through the inbox roles: null for every course. */
export function visibleCourses(identity: OfficeIdentity): number[] | null {
  const grants = identity.roles.filter((grant) => (INBOX_ROLES as readonly string[]).includes(grant.role));
  if (grants.some((grant) => grant.courses === undefined)) return null;
  return [...new Set(grants.flatMap((grant) => grant.courses ?? []))];
}

/** The inbox role the caller acts in (for the audit log): the first one held. */
export const inboxRoleOf = (identity: OfficeIdentity) => identity.roles.find((grant) => (INBOX_ROLES as readonly string[]).includes(grant.role))?.role;

/** YYYY-MM-DD of today (UTC), for the CSV's file name. */
const today = () => new Date().toISOString().slice(0, 10);

/** The filter without its unset fields, as the audit row keeps it. */
const filterOf = (query: OfficeApplicationsQuery) =>
  Object.fromEntries(Object.entries(query).filter(([key, value]) => key !== 'page' && value !== undefined && value !== ''));

export type NumberParams = { applicationNo: string };
type DocumentParams = NumberParams & { field: string };

/** The application by its number, if the caller may see its course; else the not-found answer. */
export function visibleApplication(request: FastifyRequest<{ Params: NumberParams }>): ApplicationRow {
  const number = request.params.applicationNo.toUpperCase();
  const row = APPLICATION_NUMBER.test(number) ? request.server.applications.byNumber(number) : undefined;
  const courses = visibleCourses(request.identity!);
  if (!row || (courses !== null && !courses.includes(row.course_id))) throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return row;
}

export const officeApplicationRoutes: FastifyPluginAsync = async (fastify) => {
  const { applications } = fastify;
  // The role first: a caller without it learns nothing, not even what the query takes.
  const guard = requireRole(...INBOX_ROLES);

  const inboxFilter = (request: FastifyRequest<{ Querystring: OfficeApplicationsQuery }>): InboxFilter => {
    const { page: _page, ...filter } = request.query;
    return { ...filter, courses: visibleCourses(request.identity!) };
  };

  fastify.get<{ Querystring: OfficeApplicationsQuery }>(
    OFFICE_APPLICATIONS_PATH,
    { onRequest: officeNoStore, preHandler: [guard, validateQuery(officeApplicationsQuerySchema)] },
    async (request): Promise<InboxAnswer> => {
      const page = request.query.page ?? 1;
      const { rows, total } = applications.inbox(inboxFilter(request), { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE });
      return {
        result: 'success',
        data: {
          rows: rows.map((row) => ({
            ...row,
            category: row.category as InboxAnswer['data']['rows'][number]['category'],
            payment: paymentFilterOf(row.payment_state),
            voided: row.voided === 1,
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
    { onRequest: officeNoStore, preHandler: [guard, validateQuery(officeApplicationsQuerySchema)] },
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
        .header('content-disposition', `attachment; filename="applications-${today()}.csv"`)
        .send(exportSheet(rows));
    },
  );

  fastify.get<{ Params: NumberParams }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo`,
    { onRequest: officeNoStore, preHandler: guard },
    async (request): Promise<{ result: 'success'; data: OfficeApplication }> => {
      const row = visibleApplication(request);
      const details = applicationDetails(fastify, row);
      const documents = applications
        .filesOf(row.id)
        .filter((file): file is typeof file & { field: ApplicantFileField } => Object.hasOwn(APPLICANT_FILES, file.field))
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
          voided: row.voided_at ? { at: row.voided_at, by: row.voided_by ?? '', reason: row.void_reason ?? '' } : null,
        },
      };
    },
  );

  fastify.get<{ Params: DocumentParams }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo/documents/:field`,
    { onRequest: officeNoStore, preHandler: guard },
    async (request, reply) => {
      const row = visibleApplication(request);
      const { field } = request.params;
      const file = Object.hasOwn(APPLICANT_FILES, field) ? applications.filesOf(row.id).find((entry) => entry.field === field) : undefined;
      return sendDocument(request, reply, row, file, { field });
    },
  );
};

/**
 * Streams a stored document (a current one, or an older version for the scrutiny's history) with
 * one 'document.view' audit row; 404 for a missing row or file. A sealed one is opened in memory
 * (document-vault.ts), never written in clear; one that does not open answers 500 with a message
 * that says so, and is logged.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  row: ApplicationRow,
  file: { stored_file: string; detected_kind: FileKind } | undefined,
  viewed: { field: string; version?: number },
) {
  if (!file || !DOCUMENT_NAME.test(file.stored_file) || !(file.detected_kind in MIME)) throw new HttpError(404, DOCUMENT_NOT_FOUND_MESSAGE);
  let bytes: Buffer;
  try {
    bytes = await request.server.documents.read(file.stored_file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, STORED_FILE_MISSING_MESSAGE);
    if (!(error instanceof SealedFileError)) throw error;
    request.log.error({ record: row.application_no, field: viewed.field, version: viewed.version, reason: error.message }, 'a sealed document did not open');
    throw new HttpError(500, DOCUMENT_UNREADABLE_MESSAGE);
  }
  const identity = request.identity!;
  request.server.audit.record({
    ...auditContext(request, inboxRoleOf(identity)),
    action: 'document.view',
    recordType: 'application',
    recordId: row.application_no,
    after: viewed,
  });
  const name = `${row.application_no}-${viewed.field}${viewed.version ? `-v${viewed.version}` : ''}`;
  return reply
    .type(MIME[file.detected_kind])
    .header('content-disposition', `inline; filename="${name}.${EXTENSION[file.detected_kind]}"`)
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
