import { clientKey, HttpError, type LookupBackoff, refuseWhileWaiting } from '@college/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicationSecrets } from './application-secrets';
import {
  type Acknowledgement,
  APPLICATION_VOID_MESSAGE,
  NOT_APPLICABLE,
  STATUS_NOT_FOUND_MESSAGE,
  type StatusQuery,
} from './contract';
import type { ApplicationRow } from './plugins/applications-repository';

/**
 * What the routes behind the three proofs take: the status look-up (which hands /payment its token),
 * the printable application and the re-upload.
 */
export interface PaymentRouteOptions {
  secrets: ApplicationSecrets;
  backoff: LookupBackoff;
}

/**
 * The application that all three proofs (number, date of birth, access code) point to, for the
 * status look-up and the printable application alike. A wrong one of any gets the same 404, so
 * guessing one of them learns nothing; wrong answers slow down the client that gave them
 * (the kit's lookup-backoff.ts), never the application.
 */
export function proofCheck(
  fastify: FastifyInstance,
  { secrets, backoff }: { secrets: ApplicationSecrets; backoff: LookupBackoff },
) {
  return (request: FastifyRequest, reply: FastifyReply, query: StatusQuery): ApplicationRow => {
    const client = clientKey(request.ip);
    refuseWhileWaiting(backoff, client, reply);
    const row = fastify.applications.byNumber(query.application_no);
    const codeMatches = secrets.accessCodeMatches(query.access_code, row?.access_code_hash ?? null);
    if (!row || row.dob !== query.dob || !codeMatches) {
      backoff.fail(client);
      throw new HttpError(404, STATUS_NOT_FOUND_MESSAGE);
    }
    // Voided by the office: said only to whoever proved all three, and nothing more of it is shown.
    if (row.voided_at) throw new HttpError(410, APPLICATION_VOID_MESSAGE);
    return row;
  };
}

/** The chosen subjects by name, without the N/A majors. */
export function subjectsOf(fastify: FastifyInstance, row: ApplicationRow): Acknowledgement['subjects'] {
  const subjectName = (id: number) =>
    String(id) === NOT_APPLICABLE ? 'N/A' : (fastify.catalogue.subjectName(id) ?? 'N/A');
  return {
    major: [row.major_subfirst, row.major_secund, row.major_theard]
      .filter((id) => String(id) !== NOT_APPLICABLE)
      .map(subjectName),
    minor: subjectName(row.minor_sub),
    cocurricular: subjectName(row.cocurricular_sub),
    vocational: subjectName(row.vocational_sub),
  };
}
