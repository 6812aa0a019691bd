/**
 * The scrutiny of an application's documents as each side sees it (decision 013): the office's
 * view (every version, every review) and the applicant's (where it stands, what to send again).
 */
import type { FastifyInstance } from 'fastify';
import { inLanguage } from '@college/service-kit/bilingual';
import {
  APPLICANT_FILE_FIELDS,
  APPLICANT_FILES,
  type ApplicantFileField,
  type ApplicationStanding,
  officeDocumentPath,
  type QueriedDocument,
} from './contract';
import { documentVersionPath, REASON_TEXT, type Review, type Scrutiny } from './office-contract/scrutiny';
import type { ApplicationRow } from './plugins/applications-repository';
import type { OfficeNames } from './plugins/office-names';
import type { DocumentFileRow } from './plugins/reviews-repository';

const isApplicantFile = (row: DocumentFileRow): row is DocumentFileRow & { field: ApplicantFileField } =>
  Object.hasOwn(APPLICANT_FILES, row.field);
const formOrder = (field: string) => APPLICANT_FILE_FIELDS.indexOf(field as ApplicantFileField);

const reviewOf = (row: DocumentFileRow, names: OfficeNames): Review | null =>
  row.decision
    ? {
        decision: row.decision,
        reason_code: row.reason_code,
        note: row.note,
        by: row.reviewed_by ?? '',
        by_name: names.of(row.reviewed_by),
        at: row.reviewed_at ?? '',
      }
    : null;

/** Each document's versions, oldest first, in the form's order of fields. */
export function documentVersions(fastify: FastifyInstance, applicationId: number) {
  const byField = new Map<ApplicantFileField, DocumentFileRow[]>();
  for (const row of fastify.reviews.filesOf(applicationId).filter(isApplicantFile)) {
    byField.set(row.field, [...(byField.get(row.field) ?? []), row]);
  }
  return [...byField.entries()]
    .sort(([a], [b]) => formOrder(a) - formOrder(b))
    .map(([field, versions]) => ({ field, versions }));
}

/** The current version of each document (the last; the partial unique index keeps it single). */
export const currentFiles = (fastify: FastifyInstance, applicationId: number) =>
  documentVersions(fastify, applicationId).map(({ field, versions }) => ({
    field,
    file: versions[versions.length - 1],
  }));

/**
 * The documents the applicant must send again: current ones under a query, while one is raised.
 * The reason from the list in the applicant's language; the officer's note as written.
 */
export function queriedDocuments(
  fastify: FastifyInstance,
  row: ApplicationRow,
  lang: 'en' | 'hi' = 'en',
): QueriedDocument[] {
  if (row.state !== 'query_raised') return [];
  return currentFiles(fastify, row.id)
    .filter(({ file }) => file.decision === 'queried')
    .map(({ field, file }) => ({
      field,
      label: APPLICANT_FILES[field].label,
      reason: file.reason_code ? inLanguage(REASON_TEXT[file.reason_code], lang) : '',
      note: file.note || null,
    }));
}

/** The office's view: every current document with its review and its older versions. */
export function scrutinyOf(fastify: FastifyInstance, row: ApplicationRow): Scrutiny {
  const outcome = fastify.reviews.outcomeOf(row.id);
  return {
    application_no: row.application_no,
    state: row.state,
    version: row.version,
    documents: documentVersions(fastify, row.id).map(({ field, versions }) => {
      const current = versions[versions.length - 1];
      return {
        field,
        label: APPLICANT_FILES[field].label,
        kind: current.detected_kind,
        size: current.size,
        uploaded_at: current.uploaded_at,
        n: versions.length,
        url: officeDocumentPath(row.application_no, field),
        review: reviewOf(current, fastify.officeNames),
        history: versions
          .slice(0, -1)
          .map((old, index) => ({
            n: index + 1,
            kind: old.detected_kind,
            size: old.size,
            uploaded_at: old.uploaded_at,
            superseded_at: old.superseded_at ?? '',
            review: reviewOf(old, fastify.officeNames),
            url: documentVersionPath(row.application_no, field, index + 1),
          }))
          .reverse(),
      };
    }),
    query_sent_at: outcome?.query_sent_at ?? null,
    verdict:
      outcome?.verdict && outcome.decided_at
        ? {
            verdict: outcome.verdict,
            reason: outcome.verdict_reason,
            by: outcome.decided_by ?? '',
            by_name: fastify.officeNames.of(outcome.decided_by),
            at: outcome.decided_at,
          }
        : null,
  };
}

/** The applicant's view, added to the status look-up's answer. */
export function standingOf(
  fastify: FastifyInstance,
  row: ApplicationRow,
  lang: 'en' | 'hi' = 'en',
): Pick<ApplicationStanding, 'state' | 'rejection_reason' | 'queried'> {
  const outcome = row.state === 'rejected' ? fastify.reviews.outcomeOf(row.id) : undefined;
  return {
    state: row.state,
    rejection_reason: outcome?.verdict_reason ?? null,
    queried: queriedDocuments(fastify, row, lang),
  };
}
