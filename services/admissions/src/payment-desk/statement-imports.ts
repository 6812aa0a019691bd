/**
 * The statement import's reads and writes: the column mapping remembered per statement layout, the
 * online payments a statement is matched against, and its preview, stored and then confirmed once
 * (the matched claims verified, each still at the version the preview saw), all audited. A credit
 * with no application may be matched to one by hand before the confirm (migration 017): it is
 * verified with the others, as the payment of that application, if nothing changed it meanwhile.
 */
import { type AuditLog, isUniqueViolation, type SqliteDatabase } from '@college/service-kit';
import { APPLICATION_NOT_FOUND_MESSAGE, type PaymentState } from '../contract';
import {
  ALREADY_MATCHED_IN_PREVIEW_MESSAGE,
  HAND_MATCH_AMOUNT_MESSAGE,
  IMPORT_COMMITTED_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  NOT_A_STRAY_CREDIT_MESSAGE,
  NOT_PAYABLE_BY_STATEMENT_MESSAGE,
  REFERENCE_USED_MESSAGE,
  type StatementLine,
  type StatementMapping,
} from '../office-contract/payments';
import { type Actor, actingAs, actorName, audited, type DeskStatements, NOW } from './rows';

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
  /** The statement's line (previews stored before migration 017 lack it). */
  line?: number;
}

/** A credit no application claims, as the preview keeps it for a match by hand. */
export interface StatementCredit {
  line: number;
  reference: string;
  amount: number;
  /** The amount as the statement wrote it, and the date. */
  text: string;
  date: string;
}

/** A hand match or its undoing: the credit's line as the preview now shows it, or the refusal. */
export type HandMatchOutcome =
  { line: StatementLine } | { status: 404 | 409; message: string; field?: 'application_no' | 'line' };

export interface StatementImports {
  mappingOf(signature: string): StatementMapping | undefined;
  /** Every online payment by its UPI reference (claims and those already decided). */
  onlinePayments(): Map<string, OnlinePayment>;
  /** Stores a preview (and the mapping it used); nothing about a payment changes. */
  savePreview(input: PreviewToSave, actor: Actor): void;
  /** Matches a credit of the preview to an application by hand (again: to another), audited. */
  matchByHand(input: { importId: string; line: number; applicationNo: string }, actor: Actor): HandMatchOutcome;
  /** Takes a hand match back, audited. */
  unmatchByHand(input: { importId: string; line: number }, actor: Actor): HandMatchOutcome;
  /**
   * Verifies the preview's matches still as they were, those by reference and those by hand;
   * undefined for an unknown preview, 'committed' for one already confirmed.
   */
  commitPreview(
    id: string,
    actor: Actor,
  ): { verified: MatchedPayment[]; skipped: MatchedPayment[] } | 'committed' | undefined;
}

export interface PreviewToSave {
  id: string;
  signature: string;
  mapping: StatementMapping;
  lines: number;
  matched: MatchedPayment[];
  credits?: StatementCredit[];
}

/** A hand match as stored, with its application's number. */
interface HandMatchRow {
  line: number;
  reference: string;
  amount: number;
  application_id: number;
  application_no: string;
  version: number;
  matched_by: string;
}

/** Where a payment may stand for a statement credit to pay it: none yet, cash due, a claim (another reference), returned. */
const PAYABLE_STATES = "('due_at_counter', 'claimed', 'returned')";

export function createStatementImports(
  db: SqliteDatabase,
  audit: AuditLog,
  statements: DeskStatements,
): StatementImports {
  const { applicationByNumber, paymentOf, decide } = statements;
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
    'insert into statement_imports (id, created_by, lines, matched_json, credits_json) values (?, ?, ?, ?, ?)',
  );
  // A preview not confirmed within a day is dropped when the next one is stored: its matches have
  // gone stale (claims verified, returned or paid since), and cancelled ones must not pile up.
  const dropStalePreviews = db.prepare(
    "delete from statement_imports where committed_at is null and created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')",
  );
  const importById = db.prepare<[string], { matched_json: string; credits_json: string; committed_at: string | null }>(
    'select matched_json, credits_json, committed_at from statement_imports where id = ?',
  );
  const handMatchesOf = db.prepare<[string], HandMatchRow>(
    `select h.line, h.reference, h.amount, h.application_id, a.application_no, h.version, h.matched_by
     from statement_hand_matches h join applications a on a.id = h.application_id where h.import_id = ? order by h.line`,
  );
  const saveHandMatch = db.prepare(
    `insert into statement_hand_matches (import_id, line, reference, amount, application_id, version, matched_by, matched_by_name)
     values (@import_id, @line, @reference, @amount, @application_id, @version, @by, @by_name)
     on conflict (import_id, line) do update set application_id = excluded.application_id, version = excluded.version,
       matched_by = excluded.matched_by, matched_by_name = excluded.matched_by_name, matched_at = ${NOW}`,
  );
  const dropHandMatch = db.prepare('delete from statement_hand_matches where import_id = ? and line = ?');
  // Standing, with a fee, and not paid: a statement credit may pay it.
  const payableByStatement = db
    .prepare<[number], number>(
      `select 1 from applications a join courses c on c.id = a.course_id left join payments p on p.application_id = a.id
       where a.id = ? and a.voided_at is null and a.state <> 'rejected' and c.fee > 0
         and (p.id is null or p.state in ${PAYABLE_STATES})`,
    )
    .pluck();
  const referenceOwner = db
    .prepare<[string], number>("select application_id from payments where mode = 'online' and trans_no = ?")
    .pluck();
  // The credit pays the application: an online payment of the statement's reference, verified.
  const handFirstPayment = db.prepare(
    `insert into payments (application_id, mode, amount, trans_no, state, confirmed_by, confirmed_by_name, confirmed_at)
     values (@application_id, 'online', @amount, @reference, 'verified', @by, @by_name, ${NOW})
     on conflict (application_id) do nothing`,
  );
  const handPayment = db.prepare(
    `update payments set mode = 'online', amount = @amount, trans_no = @reference, state = 'verified',
       version = version + 1, confirmed_by = @by, confirmed_by_name = @by_name, confirmed_at = ${NOW},
       receipt_no = null, return_reason = null
     where application_id = @application_id and version = @version and state in ${PAYABLE_STATES}`,
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
        ...actingAs(statements, actor),
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

  /** Pays the application of a hand match if its payment is still as it was when matched; false if not. */
  const verifyHandMatch = (match: HandMatchRow, importId: string, actor: Actor) => {
    if (!payableByStatement.get(match.application_id)) return false;
    const before = paymentOf.get(match.application_id) ?? null;
    const values = {
      application_id: match.application_id,
      amount: match.amount,
      reference: match.reference,
      version: match.version,
      ...actingAs(statements, actor),
    };
    let done: boolean;
    try {
      done = (match.version === 0 ? handFirstPayment.run(values) : handPayment.run(values)).changes === 1;
    } catch (error) {
      // The reference was claimed for another application since the match.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    if (!done) return false;
    audit.record({
      ...actor,
      action: 'payment.verify',
      recordType: 'payment',
      recordId: match.application_no,
      before: audited(before),
      after: { ...audited(paymentOf.get(match.application_id)!), matched_by: match.matched_by },
      reason: `statement import ${importId}: line ${match.line} matched by hand by ${match.matched_by}`,
    });
    return true;
  };

  /** The preview, if it is there and not yet confirmed; or the refusal. */
  const openPreview = (importId: string) => {
    const stored = importById.get(importId);
    if (!stored) return { status: 404 as const, message: IMPORT_NOT_FOUND_MESSAGE };
    if (stored.committed_at) return { status: 409 as const, message: IMPORT_COMMITTED_MESSAGE };
    return stored;
  };
  const creditLine = (
    credit: StatementCredit,
    matched?: { application_no: string; name: string; by: string; by_name: string },
  ) => ({
    line: credit.line,
    reference: credit.reference,
    amount: credit.text,
    date: credit.date,
    application_no: matched?.application_no ?? null,
    name: matched?.name ?? null,
    claimed: null,
    matched_by: matched?.by ?? null,
    matched_by_name: matched?.by_name ?? null,
  });
  const creditOf = (stored: { credits_json: string }, line: number) =>
    (JSON.parse(stored.credits_json) as StatementCredit[]).find((credit) => credit.line === line);

  return {
    mappingOf: (signature) => mapping.get(signature),
    onlinePayments: () => new Map(online.all().map((row) => [row.trans_no, row])),
    savePreview: db.transaction((input: PreviewToSave, actor: Actor) => {
      rememberMapping(input.signature, input.mapping, actor);
      dropStalePreviews.run();
      insertImport.run(
        input.id,
        actorName(actor),
        input.lines,
        JSON.stringify(input.matched),
        JSON.stringify(input.credits ?? []),
      );
    }),
    matchByHand: db.transaction(
      ({ importId, line, applicationNo }: { importId: string; line: number; applicationNo: string }, actor: Actor) => {
        const stored = openPreview(importId);
        if ('status' in stored) return stored;
        const credit = creditOf(stored, line);
        if (!credit) return { status: 409, message: NOT_A_STRAY_CREDIT_MESSAGE, field: 'line' } as const;
        const application = applicationByNumber.get(applicationNo);
        if (!application)
          return { status: 404, message: APPLICATION_NOT_FOUND_MESSAGE, field: 'application_no' } as const;
        const refuse = (message: string) => ({ status: 409, message, field: 'application_no' }) as const;
        if (!payableByStatement.get(application.id)) return refuse(NOT_PAYABLE_BY_STATEMENT_MESSAGE);
        if (credit.amount !== application.fee)
          return refuse(HAND_MATCH_AMOUNT_MESSAGE(credit.amount, application.fee ?? 0));
        const byReference = (JSON.parse(stored.matched_json) as MatchedPayment[]).find(
          (match) => match.application_id === application.id,
        );
        if (byReference) return refuse(ALREADY_MATCHED_IN_PREVIEW_MESSAGE(byReference.line ?? null));
        const byHand = handMatchesOf.all(importId).find((match) => match.application_id === application.id);
        if (byHand && byHand.line !== line) return refuse(ALREADY_MATCHED_IN_PREVIEW_MESSAGE(byHand.line));
        const owner = referenceOwner.get(credit.reference);
        if (owner !== undefined && owner !== application.id) return refuse(REFERENCE_USED_MESSAGE);
        const version = paymentOf.get(application.id)?.version ?? 0;
        const who = actingAs(statements, actor);
        saveHandMatch.run({
          import_id: importId,
          line,
          reference: credit.reference,
          amount: credit.amount,
          application_id: application.id,
          version,
          ...who,
        });
        audit.record({
          ...actor,
          action: 'statement.match',
          recordType: 'statement_import',
          recordId: importId,
          after: { line, reference: credit.reference, amount: credit.amount, application_no: applicationNo, version },
        });
        return {
          line: creditLine(credit, {
            application_no: application.application_no,
            name: application.name,
            ...who,
          }),
        };
      },
    ),
    unmatchByHand: db.transaction(({ importId, line }: { importId: string; line: number }, actor: Actor) => {
      const stored = openPreview(importId);
      if ('status' in stored) return stored;
      const credit = creditOf(stored, line);
      if (!credit) return { status: 409, message: NOT_A_STRAY_CREDIT_MESSAGE, field: 'line' } as const;
      const before = handMatchesOf.all(importId).find((match) => match.line === line);
      if (before) {
        dropHandMatch.run(importId, line);
        audit.record({
          ...actor,
          action: 'statement.unmatch',
          recordType: 'statement_import',
          recordId: importId,
          before: {
            line,
            reference: before.reference,
            application_no: before.application_no,
            matched_by: before.matched_by,
          },
        });
      }
      return { line: creditLine(credit) };
    }),
    commitPreview: db.transaction((id: string, actor: Actor) => {
      const stored = importById.get(id);
      if (!stored) return undefined;
      if (stored.committed_at || markCommitted.run(actorName(actor), id).changes !== 1) return 'committed' as const;
      const matched = JSON.parse(stored.matched_json) as MatchedPayment[];
      const verified: MatchedPayment[] = [];
      const skipped: MatchedPayment[] = [];
      for (const match of matched) (verifyMatch(match, id, actor) ? verified : skipped).push(match);
      const byHand = handMatchesOf.all(id);
      for (const match of byHand) {
        const { application_id, application_no, reference, version, line } = match;
        (verifyHandMatch(match, id, actor) ? verified : skipped).push({
          application_id,
          application_no,
          reference,
          version,
          line,
        });
      }
      audit.record({
        ...actor,
        action: 'statement.commit',
        recordType: 'statement_import',
        recordId: id,
        after: { verified: verified.length, skipped: skipped.length, by_hand: byHand.length },
      });
      return { verified, skipped };
    }),
  };
}
