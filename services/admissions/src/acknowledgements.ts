/**
 * The acknowledgements by e-mail (decision 012): each one queued in the kit's outbox (never sent
 * during the applicant's request) and only when the application has an e-mail address.
 */
import { MailRefusedError } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PaymentState } from './contract';
import {
  applicationNumberMail,
  mailLanguageOf,
  type MailText,
  paymentMail,
  type QueriedMailDocument,
  queryMail,
  reopenedMail,
  submittedMail,
  verdictMail,
} from './mail-text';
import type { ApplicationRow } from './plugins/applications-repository';

const NUMBER_KIND = 'admissions.application-number';
/** At most one "your application number" mail per application in this time. */
export const NUMBER_MAIL_EVERY_MS = 15 * 60_000;

export interface Acknowledgements {
  submitted(row: ApplicationRow): boolean;
  payment(row: ApplicationRow, payment: { amount: number; state: PaymentState; transactionNumber: string }): boolean;
  /** "Forgot your application number?": the full number, to the application's own address. */
  applicationNumber(applicationNo: string): boolean;
  /** The office's query: every document to send again, in one mail. */
  queryRaised(row: ApplicationRow, documents: QueriedMailDocument[]): boolean;
  verdict(row: ApplicationRow, verdict: 'verified' | 'rejected', reason: string | null): boolean;
  /** The rejection taken back: checked again, with the office's reason. */
  reopened(row: ApplicationRow, reason: string): boolean;
}

export function createAcknowledgements(fastify: FastifyInstance): Acknowledgements {
  const { db, mail, college, catalogue } = fastify;
  // Read here rather than through the repository: only the address and name a mail needs.
  const byId = db.prepare<[number], { email: string | null }>('select email from applications where id = ?');
  const byNumber = db.prepare<[string], { id: number; email: string | null; fname: string }>(
    'select id, email, fname from applications where application_no = ?',
  );

  const send = (to: string | null | undefined, kind: string, recordId: number, message: MailText) => {
    const address = to?.trim();
    if (!address) return false;
    try {
      return mail.queue({ to: address, kind, recordId, ...message }) !== undefined;
    } catch (error) {
      // An Aadhaar-like number in a text is a bug to see at once (thrown outside production);
      // anything else never fails the applicant's request.
      if (error instanceof MailRefusedError) throw error;
      fastify.log.error({ err: error, kind, recordId }, 'acknowledgement not queued');
      return false;
    }
  };

  // One application-number mail per application in a while, however often the form is sent: the
  // applicant's inbox is not for a stranger who knows the mobile number and date of birth to fill.
  const recentlyMailed = db.prepare<[string, string, string], { id: number }>(
    'select id from mail_outbox where kind = ? and record_id = ? and created_at > ? and failed_at is null limit 1',
  );

  return {
    submitted: (row) =>
      send(
        byId.get(row.id)?.email,
        'admissions.submitted',
        row.id,
        submittedMail(
          college,
          {
            name: row.fname,
            applicationNo: row.application_no,
            course: catalogue.course(row.course_id)?.course ?? '',
          },
          mailLanguageOf(row),
        ),
      ),
    payment: (row, payment) =>
      send(
        byId.get(row.id)?.email,
        'admissions.payment',
        row.id,
        paymentMail(college, { name: row.fname, applicationNo: row.application_no, ...payment }, mailLanguageOf(row)),
      ),
    queryRaised: (row, documents) =>
      send(
        byId.get(row.id)?.email,
        'admissions.query',
        row.id,
        queryMail(college, { name: row.fname, applicationNo: row.application_no, documents }, mailLanguageOf(row)),
      ),
    verdict: (row, verdict, reason) =>
      send(
        byId.get(row.id)?.email,
        'admissions.verdict',
        row.id,
        verdictMail(
          college,
          { name: row.fname, applicationNo: row.application_no, verdict, reason },
          mailLanguageOf(row),
        ),
      ),
    reopened: (row, reason) =>
      send(
        byId.get(row.id)?.email,
        'admissions.reopened',
        row.id,
        reopenedMail(college, { name: row.fname, applicationNo: row.application_no, reason }, mailLanguageOf(row)),
      ),
    applicationNumber(applicationNo) {
      const found = byNumber.get(applicationNo);
      if (!found?.email?.trim()) return false;
      const since = new Date(fastify.now().getTime() - NUMBER_MAIL_EVERY_MS).toISOString();
      if (recentlyMailed.get(NUMBER_KIND, String(found.id), since)) return true;
      return send(
        found.email,
        NUMBER_KIND,
        found.id,
        applicationNumberMail(college, { name: found.fname, applicationNo }),
      );
    },
  };
}
