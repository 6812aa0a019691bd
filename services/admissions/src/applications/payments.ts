/**
 * The applicant's payment of an application (migrations 005 and 010): cash recorded as due at the
 * counter, a UPI payment as a claim; only the office makes either paid (plugins/payment-verification.ts).
 */
import type { FileKind, SqliteDatabase } from '@college/service-kit';
import type { Payment, PaymentRecord } from '../contract';
import type { ApplicationRow } from './rows';

export interface NewPayment {
  application: ApplicationRow;
  payment: Payment;
  screenshot?: { name: string; kind: FileKind };
}

export interface ApplicantPayments {
  paymentOf(applicationId: number): PaymentRecord | null;
  isTransactionUsed(transNo: string): boolean;
  /**
   * Records cash as due at the counter, a UPI payment as a claim; replaces only a payment still due
   * at the counter (the applicant pays online after all). False if the application has another.
   */
  insertPayment(input: NewPayment): boolean;
}

export function createApplicantPayments(db: SqliteDatabase): ApplicantPayments {
  const paymentOf = db.prepare<[number], PaymentRecord>(
    `select mode, amount, trans_no, created_at as paid_at, state, confirmed_at,
            case when state = 'returned' then return_reason end as return_reason
     from payments where application_id = ?`,
  );
  const transactionUsed = db
    .prepare<[string], number>("select 1 from payments where mode = 'online' and trans_no = ?")
    .pluck();
  // Only a payment still due at the counter gives way to a new one: any other stays as it is.
  const insertPayment = db.prepare(
    `insert into payments (application_id, mode, amount, trans_no, screenshot_file, screenshot_kind, state)
     values (@application_id, @mode, @amount, @trans_no, @screenshot_file, @screenshot_kind, @state)
     on conflict (application_id) do update set
       mode = excluded.mode, amount = excluded.amount, trans_no = excluded.trans_no,
       screenshot_file = excluded.screenshot_file, screenshot_kind = excluded.screenshot_kind,
       state = excluded.state, created_at = excluded.created_at
     where payments.state = 'due_at_counter'`,
  );

  return {
    paymentOf: (applicationId) => paymentOf.get(applicationId) ?? null,
    isTransactionUsed: (transNo) => Boolean(transactionUsed.get(transNo)),
    insertPayment({ application, payment, screenshot }) {
      return (
        insertPayment.run({
          application_id: application.id,
          mode: payment.mode,
          amount: payment.amount,
          trans_no: payment.trans_no,
          screenshot_file: screenshot?.name ?? null,
          screenshot_kind: screenshot?.kind ?? null,
          state: payment.mode === 'cash' ? 'due_at_counter' : 'claimed',
        }).changes > 0
      );
    },
  };
}
