/**
 * The accountant's word on one payment: verify or return an online claim, or record cash taken at
 * the counter. Each names the payment version it saw, bumps it, and writes its audit row in the
 * same transaction; a change made meanwhile makes it a 409, never a silent overwrite.
 */
import { type AuditLog, isUniqueViolation, type SqliteDatabase } from '@college/service-kit';
import {
  ALREADY_PAID_AT_COUNTER_MESSAGE,
  CLAIM_PENDING_MESSAGE,
  NO_FEE_MESSAGE,
  NOT_A_CLAIM_MESSAGE,
  RECEIPT_USED_MESSAGE,
  STALE_PAYMENT_MESSAGE,
  VOID_NO_FEE_MESSAGE,
  REJECTED_NO_FEE_MESSAGE,
  NOT_PAID_MESSAGE,
} from '../office-contract/payments';
import {
  type Actor,
  actingAs,
  audited,
  type DeskApplication,
  type DeskPaymentRow,
  type DeskStatements,
  NOW,
  type Outcome,
} from './rows';

export interface PaymentDecisions {
  verify(applicationNo: string, version: number, actor: Actor): Outcome;
  returnClaim(applicationNo: string, version: number, reason: string, actor: Actor): Outcome;
  /** Cash paid at the counter: the course's fee, with its receipt number; version 0 when no payment was recorded. */
  recordReceipt(applicationNo: string, version: number, receiptNo: string, actor: Actor): Outcome;
  /**
   * A verification taken back, with a reason: an online claim waits for the office's word again,
   * cash is due at the counter again (its receipt number free; the audit log keeps it).
   */
  undoVerification(applicationNo: string, version: number, reason: string, actor: Actor): Outcome;
}

export function createPaymentDecisions(
  db: SqliteDatabase,
  audit: AuditLog,
  statements: DeskStatements,
): PaymentDecisions {
  const { applicationByNumber, paymentOf, decide } = statements;
  const receipt = db.prepare(
    `insert into payments (application_id, mode, amount, trans_no, state, confirmed_by, confirmed_by_name, confirmed_at, receipt_no)
     values (@application_id, 'cash', @amount, '0', 'verified', @by, @by_name, ${NOW}, @receipt_no)
     on conflict (application_id) do update set
       mode = 'cash', amount = excluded.amount, trans_no = '0', screenshot_file = null, screenshot_kind = null,
       state = 'verified', version = payments.version + 1, confirmed_by = excluded.confirmed_by,
       confirmed_by_name = excluded.confirmed_by_name, confirmed_at = excluded.confirmed_at,
       receipt_no = excluded.receipt_no, return_reason = null
     where payments.version = @version and payments.state in ('due_at_counter', 'returned')`,
  );
  const receiptUsed = db.prepare<[string], number>('select 1 from payments where receipt_no = ?').pluck();
  const undo = db.prepare(
    `update payments set
       state = case mode when 'cash' then 'due_at_counter' else 'claimed' end,
       receipt_no = null, confirmed_by = null, confirmed_by_name = null, confirmed_at = null, version = version + 1
     where application_id = @application_id and version = @version and state = 'verified'`,
  );
  // What the undo took back, for the collection report of the day it was taken and the history
  // (migration 017); `version`: the payment's after the undo. Who took it and who undid it, by name
  // too (migration 018).
  const keepUndone = db.prepare(
    `insert into payment_undos (application_id, mode, amount, trans_no, receipt_no, confirmed_by, confirmed_by_name,
       confirmed_at, version, undone_by, undone_by_name, undone_at, reason)
     values (@application_id, @mode, @amount, @trans_no, @receipt_no, @confirmed_by, @confirmed_by_name,
       @confirmed_at, @version, @by, @by_name, ${NOW}, @reason)`,
  );
  const isVoid = db
    .prepare<[number], number>('select 1 from applications where id = ? and voided_at is not null')
    .pluck();
  const isRejected = db
    .prepare<[number], number>("select 1 from applications where id = ? and state = 'rejected'")
    .pluck();

  /** Runs one change on the application's payment in a transaction, with its audit row. */
  const change = (
    applicationNo: string,
    version: number,
    actor: Actor,
    action: string,
    apply: (application: Omit<DeskApplication, 'payment'>, before: DeskPaymentRow | null) => Outcome | number,
    reason?: string,
  ): Outcome =>
    db.transaction((): Outcome => {
      const application = applicationByNumber.get(applicationNo);
      if (!application) return { status: 404, message: 'No application has this number.' };
      const before = paymentOf.get(application.id) ?? null;
      if ((before?.version ?? 0) !== version) return { status: 409, message: STALE_PAYMENT_MESSAGE };
      const applied = apply(application, before);
      if (typeof applied === 'object') return applied;
      if (applied !== 1) return { status: 409, message: STALE_PAYMENT_MESSAGE };
      const after = paymentOf.get(application.id)!;
      audit.record({
        ...actor,
        action,
        recordType: 'payment',
        recordId: applicationNo,
        before: audited(before),
        after: audited(after),
        reason: reason ?? null,
      });
      return { payment: after };
    })();

  const decideClaim =
    (state: 'verified' | 'returned', reason: string | null) => (applicationNo: string, version: number, actor: Actor) =>
      change(
        applicationNo,
        version,
        actor,
        state === 'verified' ? 'payment.verify' : 'payment.return',
        (application, before) => {
          if (before?.state !== 'claimed') return { status: 409, message: NOT_A_CLAIM_MESSAGE };
          return decide.run({ application_id: application.id, version, state, ...actingAs(statements, actor), reason })
            .changes;
        },
        reason ?? undefined,
      );

  return {
    verify: (applicationNo, version, actor) => decideClaim('verified', null)(applicationNo, version, actor),
    returnClaim: (applicationNo, version, reason, actor) =>
      decideClaim('returned', reason)(applicationNo, version, actor),
    recordReceipt(applicationNo, version, receiptNo, actor) {
      try {
        return change(applicationNo, version, actor, 'payment.receipt', (application, before) => {
          if (before?.state === 'verified') return { status: 409, message: ALREADY_PAID_AT_COUNTER_MESSAGE };
          if (before?.state === 'claimed') return { status: 409, message: CLAIM_PENDING_MESSAGE };
          if (!application.fee) return { status: 409, message: NO_FEE_MESSAGE };
          if (isVoid.get(application.id)) return { status: 409, message: VOID_NO_FEE_MESSAGE };
          // Cash for an application the office turned down would have to be paid back.
          if (isRejected.get(application.id)) return { status: 409, message: REJECTED_NO_FEE_MESSAGE };
          if (receiptUsed.get(receiptNo)) return { status: 409, message: RECEIPT_USED_MESSAGE, field: 'receipt_no' };
          return receipt.run({
            application_id: application.id,
            amount: application.fee,
            ...actingAs(statements, actor),
            receipt_no: receiptNo,
            version,
          }).changes;
        });
      } catch (error) {
        // Two counters recording the same receipt number at once: the unique index lets one through.
        if (isUniqueViolation(error)) return { status: 409, message: RECEIPT_USED_MESSAGE, field: 'receipt_no' };
        throw error;
      }
    },
    undoVerification: (applicationNo, version, reason, actor) =>
      change(
        applicationNo,
        version,
        actor,
        'payment.undo',
        (application, before) => {
          if (before?.state !== 'verified') return { status: 409, message: NOT_PAID_MESSAGE };
          const changes = undo.run({ application_id: application.id, version }).changes;
          if (changes === 1)
            keepUndone.run({
              application_id: application.id,
              mode: before.mode,
              amount: before.amount,
              trans_no: before.trans_no,
              receipt_no: before.receipt_no,
              confirmed_by: before.confirmed_by,
              confirmed_by_name: before.confirmed_by_name,
              confirmed_at: before.confirmed_at,
              version: version + 1,
              ...actingAs(statements, actor),
              reason,
            });
          return changes;
        },
        reason,
      ),
  };
}
