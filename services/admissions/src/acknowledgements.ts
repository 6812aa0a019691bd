/**
 * The acknowledgements by e-mail (decision 012): each one queued in the kit's outbox (never sent
 * during the applicant's request) and only when the application has an e-mail address.
 */
import { MailRefusedError } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PaymentState } from './contract';
import { applicationNumberMail, type MailText, paymentMail, submittedMail } from './mail-text';
import type { ApplicationRow } from './plugins/applications-repository';

export interface Acknowledgements {
  submitted(row: ApplicationRow): boolean;
  payment(row: ApplicationRow, payment: { amount: number; state: PaymentState; transactionNumber: string }): boolean;
  /** "Forgot your application number?": the full number, to the application's own address. */
  applicationNumber(applicationNo: string): boolean;
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

  return {
    submitted: (row) =>
      send(byId.get(row.id)?.email, 'admissions.submitted', row.id, submittedMail(college, {
        name: row.fname,
        applicationNo: row.application_no,
        course: catalogue.course(row.course_id)?.course ?? '',
      })),
    payment: (row, payment) =>
      send(byId.get(row.id)?.email, 'admissions.payment', row.id, paymentMail(college, { name: row.fname, applicationNo: row.application_no, ...payment })),
    applicationNumber(applicationNo) {
      const found = byNumber.get(applicationNo);
      if (!found) return false;
      return send(found.email, 'admissions.application-number', found.id, applicationNumberMail(college, { name: found.fname, applicationNo }));
    },
  };
}
