/**
 * The accountant's reads: the queue of payments to act on (claims, cash due, returned claims; or
 * one state), searched and paged, and the counter's look-up of any application, paid or not.
 */
import type { SqliteDatabase } from '@college/service-kit';
import type { PaymentQueue } from '../office-contract/payments';
import { DESK_COLUMNS, DESK_FROM, type DeskApplication, type DeskPaymentRow, type DeskStatements } from './rows';

export interface PaymentQueueReads {
  list(
    filter: { state?: PaymentQueue; q?: string },
    page: { limit: number; offset: number },
  ): { rows: DeskPaymentRow[]; total: number };
  application(applicationNo: string): DeskApplication | undefined;
}

export function createPaymentQueue(
  db: SqliteDatabase,
  { applicationByNumber, paymentOf }: DeskStatements,
): PaymentQueueReads {
  // One prepared statement per filter combination (at most four).
  const listStatements = new Map<
    string,
    { count: ReturnType<SqliteDatabase['prepare']>; page: ReturnType<SqliteDatabase['prepare']> }
  >();
  const listStatement = (state: boolean, q: boolean) => {
    const key = `${state}:${q}`;
    let found = listStatements.get(key);
    if (!found) {
      const where = [
        state ? 'p.state = @state' : "p.state in ('claimed', 'due_at_counter', 'returned')",
        q
          ? '(instr(a.application_no, upper(@q)) > 0 or instr(lower(a.fname), lower(@q)) > 0 or p.trans_no = @q or p.receipt_no = @q)'
          : null,
      ]
        .filter(Boolean)
        .join(' and ');
      found = {
        count: db.prepare(`select count(*) ${DESK_FROM} where ${where}`).pluck(),
        // Oldest first: the longest waiting are done first.
        page: db.prepare(
          `select ${DESK_COLUMNS} ${DESK_FROM} where ${where} order by p.created_at, p.id limit @limit offset @offset`,
        ),
      };
      listStatements.set(key, found);
    }
    return found;
  };

  return {
    list({ state, q }, { limit, offset }) {
      const statements = listStatement(Boolean(state), Boolean(q));
      const params = { ...(state ? { state } : {}), ...(q ? { q } : {}) };
      const total = statements.count.get(params) as number;
      const rows = statements.page.all({ ...params, limit, offset }) as DeskPaymentRow[];
      return { rows, total };
    },
    application(applicationNo) {
      const application = applicationByNumber.get(applicationNo);
      return application && { ...application, payment: paymentOf.get(application.id) ?? null };
    },
  };
}
