import {
  auditContext,
  collegeDay,
  type FileKind,
  HttpError,
  type OfficeIdentity,
  type OfficeRole,
} from '@college/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPLICATION_NOT_FOUND_MESSAGE, APPLICATION_NUMBER, DOCUMENT_NOT_FOUND_MESSAGE } from './contract';
import { DOCUMENT_NAME, DOCUMENT_UNREADABLE_MESSAGE, SealedFileError } from './document-vault';
import type { ApplicationRow } from './plugins/applications-repository';

/** The roles that open the inbox; both may be limited to some courses (kit office-roles.ts). */
export const INBOX_ROLES = ['admission_officer', 'document_verifier'] as const satisfies readonly OfficeRole[];

export const MIME: Record<FileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
export const EXTENSION: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };
/** What the kit names a stored upload: `<uuid>.<ext>`, nothing that leaves the folder. */
export const STORED_NAME = /^[\w-]{1,64}\.(?:jpg|png|pdf)$/;
const STORED_FILE_MISSING_MESSAGE =
  'The file of this document is missing on the server; please ask the applicant for it again.';

/** The courses the caller may see through the inbox roles: null for every course. */
export function visibleCourses(identity: OfficeIdentity): number[] | null {
  const grants = identity.roles.filter((grant) => (INBOX_ROLES as readonly string[]).includes(grant.role));
  if (grants.some((grant) => grant.courses === undefined)) return null;
  return [...new Set(grants.flatMap((grant) => grant.courses ?? []))];
}

/** The inbox role the caller acts in (for the audit log): the first one held. */
export const inboxRoleOf = (identity: OfficeIdentity) =>
  identity.roles.find((grant) => (INBOX_ROLES as readonly string[]).includes(grant.role))?.role;

export type NumberParams = { applicationNo: string };

/** The college's day (YYYY-MM-DD, IST) of the service's clock, for an export's file name. */
export const exportDay = (fastify: FastifyInstance) => collegeDay(fastify.now());

/** The application by its number, if the caller may see its course; else the not-found answer. */
export function visibleApplication(request: FastifyRequest<{ Params: NumberParams }>): ApplicationRow {
  const number = request.params.applicationNo.toUpperCase();
  const row = APPLICATION_NUMBER.test(number) ? request.server.applications.byNumber(number) : undefined;
  const courses = visibleCourses(request.identity!);
  if (!row || (courses !== null && !courses.includes(row.course_id)))
    throw new HttpError(404, APPLICATION_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Streams a stored document (a current one, or an older version for the scrutiny's history) with
 * a 'document.view' audit row unless the same user's view of the application in the last minutes
 * covers it (the kit's recordView: the application page's own 'application.view', whose documents
 * the page shows at once); 404 for a missing row or file. A sealed one is opened in memory
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
  if (!file || !DOCUMENT_NAME.test(file.stored_file) || !(file.detected_kind in MIME))
    throw new HttpError(404, DOCUMENT_NOT_FOUND_MESSAGE);
  let bytes: Buffer;
  try {
    bytes = await request.server.documents.read(file.stored_file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, STORED_FILE_MISSING_MESSAGE);
    if (!(error instanceof SealedFileError)) throw error;
    request.log.error(
      { record: row.application_no, field: viewed.field, version: viewed.version, reason: error.message },
      'a sealed document did not open',
    );
    throw new HttpError(500, DOCUMENT_UNREADABLE_MESSAGE);
  }
  const identity = request.identity!;
  request.server.audit.recordView({
    ...auditContext(request, inboxRoleOf(identity)),
    at: request.server.now(),
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
