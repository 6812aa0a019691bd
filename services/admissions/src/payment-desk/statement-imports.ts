/**
 * The statement import's reads and writes: the column mapping remembered per statement layout, the
 * online payments a statement is matched against, and its preview, stored and then confirmed once
 * (the matched claims verified, each still at the version the preview saw), all audited.
 */
import type { AuditLog, SqliteDatabase } from '@college/service-kit';
import type { PaymentState } from '../contract';
import type { StatementMapping } from '../office-contract/payments';
import { type Actor, actorName, audited, type DeskStatements, NOW } from './rows';

/** An online payment as the statement matching needs it. */
export interface OnlinePayment {
  application_id: number;
  application_no: string;
  name: string;
  trans_no: string;
  amount: number;
  state: PaymentState;
  version: number;
  paid_at: string;
}

/** A matched line as the preview keeps it: the payment and the version the preview saw. */
export interface MatchedPayment {
  application_id: number;
  application_no: string;
  reference: string;
  version: number;
}

export interface StatementImports {
  mappingOf(signature: string): StatementMapping | undefined;
  /** Every online payment by its UPI reference (claims and those already decided). */
  onlinePayments(): Map<string, OnlinePayment>;
  /** Stores a preview (and the mapping it used); nothing about a payment changes. */
  savePreview(
    input: { id: string; signature: string; mapping: StatementMapping; lines: number; matched: MatchedPayment[] },
    actor: Actor,
  ): void;
  /** Verifies the preview's matches still as they were; undefined for an unknown preview, 'committed' for one already confirmed. */
  commitPreview(
    id: string,
    actor: Actor,
  ): { verified: MatchedPayment[]; skipped: MatchedPayment[] } | 'committed' | undefined;
}

export function createStatementImports(
  db: SqliteDatabase,
  audit: AuditLog,
  { paymentOf, decide }: DeskStatements,
): StatementImports {
  const mapping = db.prepare<[string], StatementMapping>(
    'select reference_column as reference, amount_column as amount, date_column as date from statement_mappings where signature = ?',
  );
  const saveMapping = db.prepare(
    `insert into statement_mappings (signature, reference_column, amount_column, date_column, saved_by)
     values (@signature, @reference, @amount, @date, @by)
     on conflict (signature) do update set reference_column = excluded.reference_column, amount_column = excluded.amount_column,
       date_column = excluded.date_column, saved_by = excluded.saved_by, saved_at = ${NOW}`,
  );
  const online = db.prepare<[], OnlinePayment>(
    `select a.id as application_id, a.application_no, a.fname as name, p.trans_no, p.amount, p.state, p.version, p.created_at as paid_at
     from payments p join applications a on a.id = p.application_id where p.mode = 'online'`,
  );
  const insertImport = db.prepare(
    'insert into statement_imports (id, created_by, lines, matched_json) values (?, ?, ?, ?)',
  );
  // A preview not confirmed within a day is dropped when the next one is stored: its matches have
  // gone stale (claims verified, returned or paid since), and cancelled ones must not pile up.
  const dropStalePreviews = db.prepare(
    "delete from statement_imports where committed_at is null and created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')",
  );
  const importById = db.prepare<[string], { matched_json: string; committed_at: string | null }>(
    'select matched_json, committed_at from statement_imports where id = ?',
  );
  const markCommitted = db.prepare(
    `update statement_imports set committed_at = ${NOW}, committed_by = ? where id = ? and committed_at is null`,
  );

  /** The mapping remembered for the layout, replaced (and audited) when this one differs. */
  const rememberMapping = (signature: string, chosen: StatementMapping, actor: Actor) => {
    const remembered = mapping.get(signature);
    const changed =
      !remembered ||
      remembered.reference !== chosen.reference ||
      remembered.amount !== chosen.amount ||
      remembered.date !== chosen.date;
    if (!changed) return;
    saveMapping.run({ signature, ...chosen, by: actorName(actor) });
    audit.record({
      ...actor,
      action: 'statement.mapping',
      recordType: 'statement_mapping',
      recordId: signature.slice(0, 16),
      before: remembered ?? null,
      after: chosen,
    });
  };

  /** Verifies one match if its claim is still at the version the preview saw; false if it changed meanwhile. */
  const verifyMatch = (match: MatchedPayment, importId: string, actor: Actor) => {
    const before = paymentOf.get(match.application_id);
    const done =
      decide.run({
        application_id: match.application_id,
        version: match.version,
        state: 'verified',
        by: actorName(actor),
        reason: null,
      }).changes === 1;
    if (!done) return false;
    audit.record({
      ...actor,
      action: 'payment.verify',
      recordType: 'payment',
      recordId: match.application_no,
      before: audited(before ?? null),
      after: audited(paymentOf.get(match.application_id)!),
      reason: `statement import ${importId}`,
    });
    return true;
  };

  return {
    mappingOf: (signature) => mapping.get(signature),
    onlinePayments: () => new Map(online.all().map((row) => [row.trans_no, row])),
    savePreview: db.transaction(
      (
        input: { id: string; signature: string; mapping: StatementMapping; lines: number; matched: MatchedPayment[] },
        actor: Actor,
      ) => {
        rememberMapping(input.signature, input.mapping, actor);
        dropStalePreviews.run();
        insertImport.run(input.id, actorName(actor), input.lines, JSON.stringify(input.matched));
      },
    ),
    commitPreview: db.transaction((id: string, actor: Actor) => {
      const stored = importById.get(id);
      if (!stored) return undefined;
      if (stored.committed_at || markCommitted.run(actorName(actor), id).changes !== 1) return 'committed' as const;
      const matched = JSON.parse(stored.matched_json) as MatchedPayment[];
      const verified: MatchedPayment[] = [];
      const skipped: MatchedPayment[] = [];
      for (const match of matched) (verifyMatch(match, id, actor) ? verified : skipped).push(match);
      audit.record({
        ...actor,
        action: 'statement.commit',
        recordType: 'statement_import',
        recordId: id,
        after: { verified: verified.length, skipped: skipped.length },
      });
      return { verified, skipped };
    }),
  };
}
