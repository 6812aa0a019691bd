/**
 * The applicant's ways back to an application: the status look-up (through which a "pay later"
 * applicant comes back to pay) and "Forgot your application number?". Both slow down wrong answers
 * per client (lookup-backoff.ts), with one answer for every miss.
 */
import { clientKey, HttpError, refuseWhileWaiting, requestLanguage, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { createAcknowledgements } from '../../acknowledgements';
import { newPaymentToken, paymentTokenHash } from '../../application-secrets';
import {
  type Acknowledgement,
  APPLICATION_STATUS_PATH,
  canPayOnline,
  FIND_APPLICATION_NUMBER_PATH,
  FORGOT_MAX_MATCHES,
  FORGOT_NOT_FOUND_MESSAGE,
  type ForgotNumberQuery,
  forgotNumberQuerySchema,
  type ForgotNumberResponse,
  maskApplicationNumber,
  type StatusQuery,
  statusQuerySchema,
} from '../../contract';
import { standingOf } from '../../document-scrutiny';
import { feeDeadlinePassed } from '../../fee-deadline';
import { noStore } from '../../no-store';
import { type ApplicationRow, summaryOf } from '../../plugins/applications-repository';
import { type PaymentRouteOptions, proofCheck, subjectsOf } from '../../proofs';

export const statusRoutes =
  ({ secrets, backoff }: PaymentRouteOptions): FastifyPluginAsync =>
  async (fastify) => {
    const { catalogue, applications } = fastify;
    const acknowledgements = createAcknowledgements(fastify);

    // Unpaid: a new token for /payment (the first one's value is not kept, so cannot be handed back).
    const tokenFor = (row: ApplicationRow) => {
      const token = newPaymentToken();
      applications.addPaymentToken(row.id, paymentTokenHash(token));
      return token;
    };
    const acknowledgement = (row: ApplicationRow): Acknowledgement => {
      const payment = applications.paymentOf(row.id);
      return {
        ...summaryOf(row, catalogue.course(row.course_id)!),
        // No token after the fee deadline: the status page then offers no payment the service would refuse.
        payment_token: canPayOnline(payment) && !feeDeadlinePassed(fastify) ? tokenFor(row) : null,
        submitted_at: row.created_at,
        dob: row.dob,
        subjects: subjectsOf(fastify, row),
        payment,
      };
    };

    // All three values must match (proofs.ts). A POST, so the date of birth and the code never sit
    // in a URL or a log line.
    const proven = proofCheck(fastify, { secrets, backoff });
    fastify.post(
      APPLICATION_STATUS_PATH,
      { onRequest: noStore, preValidation: validateBody(statusQuerySchema) },
      async (request, reply) => {
        const row = proven(request, reply, request.body as StatusQuery);
        return {
          result: 'success' as const,
          data: {
            ...acknowledgement(row),
            ...standingOf(fastify, row, requestLanguage(request)),
            // While the office has not started: what the applicant may still correct, and what was.
            correctable: applications.correctableOf(row.id),
            corrections: applications.correctionsOf(row.id),
          },
        };
      },
    );

    // "Forgot your application number?": mobile number and date of birth must both match. Several
    // standing applications may (the mobile is no key: twins on a parent's phone): each gets its own
    // number at its own e-mail address, and the answer lists them all masked. The same slowing down
    // of wrong answers as the look-up above (the same counts per client), and one answer for every
    // miss: which of the two was wrong is never told.
    fastify.post(
      FIND_APPLICATION_NUMBER_PATH,
      { onRequest: noStore, preValidation: validateBody(forgotNumberQuerySchema) },
      async (request, reply): Promise<ForgotNumberResponse> => {
        const query = request.body as ForgotNumberQuery;
        const client = clientKey(request.ip);
        refuseWhileWaiting(backoff, client, reply);
        const numbers = applications.numbersByMobileAndDob(query.mobile, query.dob, FORGOT_MAX_MATCHES);
        if (numbers.length === 0) {
          backoff.fail(client);
          throw new HttpError(404, FORGOT_NOT_FOUND_MESSAGE);
        }
        // The masked numbers here; each full one only to its own application's e-mail (queued).
        const emailed = numbers.map((number) => acknowledgements.applicationNumber(number)).some(Boolean);
        const masked = numbers.map(maskApplicationNumber);
        return {
          result: 'success',
          data: { masked_application_no: masked[0], masked_application_nos: masked, emailed },
        };
      },
    );
  };
