import {
  collegeTime,
  type CommandStreams,
  createAuditLog,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  parseCommandArgs,
  usageError,
} from '@college/service-kit';
import { PAYMENT_STATE_TEXT } from '../contract';
import { type Actor, createPaymentVerification, type Outcome } from '../plugins/payment-verification';
import { applicationNumberArgument, openAdmissionsDatabase } from './admissions-command';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };

/** The reason a --not-received return keeps in the audit log. */
const NOT_RECEIVED_REASON = 'money not found in the college account (staff command)';

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/admissions-service confirm-payment ADM2025-000123 --by NAME [--receipt NUMBER | --not-received]

The college office's word on an application's fee, as the accounts office screen (/office/accounts) records it. What an
applicant sends from /payment is only a claim: cash chosen is "fee due at the college counter", a UPI
reference is "paid – being verified". Only this command makes an application "fee paid".

  --receipt NUMBER   the fee was paid in cash at the counter: records the receipt (the course's fee)
  (neither)          the UPI payment the applicant claimed is in the college's account: verified
  --not-received     the money of a UPI claim was not found: the claim is returned, and the status
                     page asks the applicant to come to the office
  --by NAME          who at the office records it (kept with the payment); required

Reads and writes <DATA_DIR>/admissions/db.sqlite.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runConfirmPayment(argv: readonly string[], io: CommandStreams): number {
  const parsed = parseCommandArgs(
    argv,
    USAGE,
    { by: { type: 'string' }, receipt: { type: 'string' }, 'not-received': { type: 'boolean' } },
    io,
  );
  if (typeof parsed === 'number') return parsed;
  const applicationNo = applicationNumberArgument(parsed.positionals, USAGE, io);
  if (typeof applicationNo === 'number') return applicationNo;
  const by = parsed.values.by?.trim() ?? '';
  if (by === '' || by.length > 100)
    return usageError('Say who records it: --by NAME (at most 100 characters).', USAGE, io);
  const receiptNo = parsed.values.receipt?.trim();
  const notReceived = parsed.values['not-received'] === true;
  if (receiptNo !== undefined && notReceived)
    return usageError('Give either --receipt or --not-received, not both.', USAGE, io);
  if (receiptNo !== undefined && !/^[\w/-]{1,30}$/.test(receiptNo)) {
    return usageError(`"${receiptNo}" is not a receipt number (letters, digits, / and -, at most 30).`, USAGE, io);
  }

  const opened = openAdmissionsDatabase(io);
  if (typeof opened === 'number') return opened;
  const { dataDir, db } = opened;
  try {
    // The office screen's own code (plugins/payment-verification.ts): the same checks, version and audit row.
    const desk = createPaymentVerification(db, createAuditLog(db));
    const found = desk.application(applicationNo);
    if (!found) {
      io.stderr(`No application ${applicationNo} in ${dataDir}.\n`);
      return EXIT_FAILED;
    }
    const payment = found.payment;
    const actor: Actor = { username: by, role: 'accountant', userId: null };
    const version = payment?.version ?? 0;
    let outcome: Outcome;
    if (receiptNo !== undefined) {
      if (payment?.state === 'verified') {
        io.stderr(
          `The fee of ${applicationNo} is already paid (${payment.mode}, confirmed ${payment.confirmed_at ? collegeTime(payment.confirmed_at, 'minute') : '–'}); nothing recorded.\n`,
        );
        return EXIT_FAILED;
      }
      outcome = desk.recordReceipt(applicationNo, version, receiptNo, actor);
    } else {
      if (payment?.state !== 'claimed') {
        const now = payment ? PAYMENT_STATE_TEXT[payment.state] : 'no payment';
        io.stderr(
          `${applicationNo} has no online payment being verified (${now}); nothing changed. A cash fee is recorded with --receipt.\n`,
        );
        return EXIT_FAILED;
      }
      outcome = notReceived
        ? desk.returnClaim(applicationNo, version, NOT_RECEIVED_REASON, actor)
        : desk.verify(applicationNo, version, actor);
    }
    if ('status' in outcome) {
      io.stderr(`${applicationNo}: ${outcome.message} Nothing recorded.\n`);
      return EXIT_FAILED;
    }
    const now = outcome.payment;
    io.stdout(
      `${applicationNo}: ${PAYMENT_STATE_TEXT[now.state]} (₹${now.amount}, ${now.mode}${receiptNo ? `, receipt ${receiptNo}` : ''}), recorded by ${by}.\n`,
    );
  } finally {
    db.close();
  }
  return EXIT_OK;
}
