/**
 * The office's scrutiny of an application's documents (decision 013): reviews
 * per document (one at a time, or the page's decisions on several at once, all or none), the query
 * sent to the applicant, the verdict. Same roles and course limits as the inbox. Every write names
 * the version it saw, of the application or of each document reviewed: a newer one answers 409,
 * never a silent overwrite. Every write is audited with its before and after, and answers the new
 * scrutiny.
 */
import { auditContext, HttpError, validateBody, ValidationError } from '@college/service-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { createAcknowledgements } from '../../acknowledgements';
import { APPLICANT_FILES, type ApplicationState, OFFICE_APPLICATIONS_PATH } from '../../contract';
import { currentFiles, documentVersions, queriedDocuments, scrutinyOf } from '../../document-scrutiny';
import {
  type DocumentDecision,
  documentReviewSchema,
  documentReviewsSchema,
  MESSAGES,
  OPEN_STATES,
  REASON_TEXT,
  type ScrutinyAnswer,
  sendQuerySchema,
  reopenSchema,
  verdictSchema,
} from '../../office-contract/scrutiny';
import type { ApplicationRow } from '../../plugins/applications-repository';
import type { DocumentFileRow } from '../../plugins/reviews-repository';
import { INBOX_ROLES, inboxRoleOf, type NumberParams, sendDocument, visibleApplication } from '../../office-access';

const SCRUTINY_PATH = `${OFFICE_APPLICATIONS_PATH}/:applicationNo/scrutiny`;

type FieldParams = NumberParams & { field: string };
type VersionParams = FieldParams & { n: string };

const isOpen = (state: ApplicationState) => (OPEN_STATES as readonly string[]).includes(state);

/** The application the caller may see, still open to `allowed` states, at the version it saw. */
function openApplication(
  request: FastifyRequest<{ Params: NumberParams }>,
  seenVersion: number,
  allowed: (state: ApplicationState) => boolean,
) {
  const row = visibleApplication(request);
  if (row.version !== seenVersion) throw new HttpError(409, MESSAGES.stale);
  if (row.voided_at) throw new HttpError(409, MESSAGES.voided);
  if (!allowed(row.state))
    throw new HttpError(409, row.state === 'query_raised' ? MESSAGES.awaitingApplicant : MESSAGES.closed(row.state));
  return row;
}

/**
 * One change in one transaction: the version check and the state first (a concurrent change makes
 * it throw 409 and nothing of this one stays), then the change, its audit row and any mail.
 */
function change(
  fastify: FastifyInstance,
  row: ApplicationRow,
  seenVersion: number,
  state: ApplicationState,
  apply: () => void,
): ScrutinyAnswer {
  fastify.db.transaction(() => {
    if (!fastify.reviews.advance(row.id, seenVersion, state)) throw new HttpError(409, MESSAGES.stale);
    apply();
  })();
  return { result: 'success', data: scrutinyOf(fastify, fastify.applications.byId(row.id)!) };
}

/** The audit row of a scrutiny change, in the inbox role the caller acts in. */
const audit = (
  request: FastifyRequest,
  row: ApplicationRow,
  entry: { action: string; before?: unknown; after?: unknown; reason?: string | null },
) =>
  request.server.audit.record({
    ...auditContext(request, inboxRoleOf(request.identity!)),
    recordType: 'application',
    recordId: row.application_no,
    ...entry,
  });

type ReviewBody = Pick<DocumentDecision, 'decision' | 'reason_code' | 'note'>;

/** One document's review written and audited (inside the caller's transaction): the same alone or in a batch. */
function recordReview(request: FastifyRequest, row: ApplicationRow, current: DocumentFileRow, body: ReviewBody) {
  const reasonCode = body.decision === 'approved' || body.reason_code === '' ? null : body.reason_code;
  const note = body.decision === 'approved' || body.note === '' ? null : body.note;
  request.server.reviews.review(current.id, {
    decision: body.decision,
    reasonCode,
    note,
    by: request.identity!.username,
  });
  audit(request, row, {
    action: 'document.review',
    before: {
      state: row.state,
      field: current.field,
      decision: current.decision,
      reason_code: current.reason_code,
      note: current.note,
    },
    after: { state: 'under_scrutiny', field: current.field, decision: body.decision, reason_code: reasonCode, note },
    reason: note ?? (reasonCode ? REASON_TEXT[reasonCode] : null),
  });
}

/** The document as the reviewer saw it is still the current one, with the same review (or none). */
const unchangedSince = (
  versions: readonly DocumentFileRow[],
  seen: { n: number; reviewed_at: string | null },
): boolean => seen.n === versions.length && seen.reviewed_at === (versions.at(-1)!.reviewed_at ?? null);

export const officeScrutinyRoutes: FastifyPluginAsync = async (fastify) => {
  const acknowledgements = createAcknowledgements(fastify);

  fastify.get<{ Params: NumberParams }>(
    SCRUTINY_PATH,
    { config: { roles: INBOX_ROLES } },
    async (request): Promise<ScrutinyAnswer> => {
      return { result: 'success', data: scrutinyOf(fastify, visibleApplication(request)) };
    },
  );

  fastify.post<{ Params: FieldParams; Body: v.InferOutput<typeof documentReviewSchema> }>(
    `${SCRUTINY_PATH}/documents/:field`,
    { config: { roles: INBOX_ROLES }, preHandler: validateBody(documentReviewSchema) },
    async (request) => {
      const body = request.body;
      // With the document as seen, only this document must be unchanged (and the application open);
      // another document's review meanwhile does not matter. Without it, the application's version.
      const row = openApplication(request, body.seen ? visibleApplication(request).version : body.version, isOpen);
      const documentNow = documentVersions(fastify, row.id).find(({ field }) => field === request.params.field);
      const current = documentNow?.versions.at(-1);
      if (!current) throw new HttpError(404, MESSAGES.noSuchDocument);
      if (body.seen && !unchangedSince(documentNow!.versions, body.seen))
        throw new HttpError(409, MESSAGES.documentStale);
      return change(fastify, row, row.version, 'under_scrutiny', () => recordReview(request, row, current, body));
    },
  );

  // The page's one save: every document is checked as the single review checks it (each against
  // the document as seen, so another verifier's review of another document does not stand in the
  // way), all before anything is written; then all are written in one transaction, or none.
  fastify.post<{ Params: NumberParams; Body: v.InferOutput<typeof documentReviewsSchema> }>(
    `${SCRUTINY_PATH}/reviews`,
    { config: { roles: INBOX_ROLES }, preHandler: validateBody(documentReviewsSchema) },
    async (request) => {
      const { reviews } = request.body;
      const row = openApplication(request, visibleApplication(request).version, isOpen);
      const documents = documentVersions(fastify, row.id);
      const planned = reviews.map((review, index) => {
        const versions = documents.find(({ field }) => field === review.field)?.versions;
        if (!versions) throw new ValidationError({ [`reviews.${index}.field`]: MESSAGES.noSuchDocument });
        if (!unchangedSince(versions, review.seen))
          // Named by its place in the list too, so the page shows it at that document.
          throw new HttpError(409, MESSAGES.documentStaleNamed(APPLICANT_FILES[review.field].label), {
            [`reviews.${index}.decision`]: MESSAGES.documentStale,
          });
        return { review, current: versions.at(-1)! };
      });
      return change(fastify, row, row.version, 'under_scrutiny', () => {
        for (const { review, current } of planned) recordReview(request, row, current, review);
      });
    },
  );

  fastify.post<{ Params: NumberParams; Body: v.InferOutput<typeof sendQuerySchema> }>(
    `${SCRUTINY_PATH}/query`,
    { config: { roles: INBOX_ROLES }, preHandler: validateBody(sendQuerySchema) },
    async (request) => {
      const row = openApplication(request, request.body.version, isOpen);
      // The applicant learns every queried document at once: what the mail and the status page list.
      const documents = queriedDocuments(fastify, { ...row, state: 'query_raised' });
      if (documents.length === 0) throw new HttpError(409, MESSAGES.nothingQueried);
      return change(fastify, row, request.body.version, 'query_raised', () => {
        fastify.reviews.querySent(row.id);
        audit(request, row, {
          action: 'application.query',
          before: { state: row.state },
          after: {
            state: 'query_raised',
            documents: documents.map(({ field, reason, note }) => ({ field, reason, note })),
          },
        });
        acknowledgements.queryRaised(row, documents);
      });
    },
  );

  fastify.post<{ Params: NumberParams; Body: v.InferOutput<typeof verdictSchema> }>(
    `${SCRUTINY_PATH}/verdict`,
    { config: { roles: INBOX_ROLES }, preHandler: validateBody(verdictSchema) },
    async (request) => {
      const { version, verdict, reason } = request.body;
      // A rejection may also end a query the applicant never answers.
      const row = openApplication(
        request,
        version,
        (state) => isOpen(state) || (verdict === 'rejected' && state === 'query_raised'),
      );
      if (verdict === 'verified' && !currentFiles(fastify, row.id).every(({ file }) => file.decision === 'approved')) {
        throw new HttpError(409, MESSAGES.notAllApproved);
      }
      const kept = verdict === 'rejected' ? reason : null;
      return change(fastify, row, version, verdict, () => {
        fastify.reviews.decide(row.id, verdict, kept, request.identity!.username);
        audit(request, row, {
          action: 'application.verdict',
          before: { state: row.state },
          after: { state: verdict },
          reason: kept,
        });
        acknowledgements.verdict(row, verdict, kept);
      });
    },
  );

  // A rejection taken back: the admission officer only, with a reason the applicant is told; the
  // application is under scrutiny again, its documents' reviews as they were.
  fastify.post<{ Params: NumberParams; Body: v.InferOutput<typeof reopenSchema> }>(
    `${SCRUTINY_PATH}/reopen`,
    { config: { roles: ['admission_officer'] }, preHandler: validateBody(reopenSchema) },
    async (request) => {
      const { version, reason } = request.body;
      const row = visibleApplication(request);
      if (row.version !== version) throw new HttpError(409, MESSAGES.stale);
      if (row.voided_at) throw new HttpError(409, MESSAGES.voided);
      if (row.state !== 'rejected') throw new HttpError(409, MESSAGES.notRejected);
      const before = fastify.reviews.outcomeOf(row.id);
      return change(fastify, row, version, 'under_scrutiny', () => {
        fastify.reviews.undecide(row.id);
        audit(request, row, {
          action: 'application.reopen',
          before: { state: row.state, verdict_reason: before?.verdict_reason ?? null },
          after: { state: 'under_scrutiny' },
          reason,
        });
        acknowledgements.reopened(row, reason);
      });
    },
  );

  // An older version of a document, for the history: the office only, like the current one.
  fastify.get<{ Params: VersionParams }>(
    `${OFFICE_APPLICATIONS_PATH}/:applicationNo/documents/:field/versions/:n`,
    { config: { roles: INBOX_ROLES } },
    async (request, reply) => {
      const row = visibleApplication(request);
      const { field, n } = request.params;
      const versions = Object.hasOwn(APPLICANT_FILES, field)
        ? documentVersions(fastify, row.id).find((entry) => entry.field === field)?.versions
        : undefined;
      const file = /^\d{1,3}$/.test(n) ? versions?.[Number(n) - 1] : undefined;
      return sendDocument(request, reply, row, file, { field, version: Number(n) });
    },
  );
};
