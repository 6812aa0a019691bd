/**
 * An application's secrets as the applications table keeps them (migration 003): the access code's
 * keyed hash and the payment tokens' hashes (application-secrets.ts makes and hashes them).
 */
import type { SqliteDatabase } from '@college/service-kit';
import { type ApplicationRow, ROW_COLUMNS } from './rows';

/** Tokens kept per application: the form's and a few status look-ups' (see migration 003). */
export const TOKENS_KEPT = 5;

export interface ApplicationAccess {
  /** The application a payment token (its hash) was handed over for. */
  byPaymentToken(tokenHash: string): ApplicationRow | undefined;
  /** Keeps one more token (hash) of the application, and only its newest few. */
  addPaymentToken(applicationId: number, tokenHash: string): void;
  /** Replaces the application's access code (hash); false if there is no such application. */
  setAccessCode(applicationNo: string, accessCodeHash: string): boolean;
  /** A new access code and one more payment token (hashes), together. */
  renewSecrets(row: ApplicationRow, accessCodeHash: string, paymentTokenHash: string): void;
}

export function createApplicationAccess(db: SqliteDatabase): ApplicationAccess {
  const byToken = db.prepare<[string], ApplicationRow>(
    `select ${ROW_COLUMNS} from applications where id = (select application_id from payment_tokens where token_hash = ?)`,
  );
  const insertToken = db.prepare('insert into payment_tokens (token_hash, application_id) values (?, ?)');
  const pruneTokens = db.prepare(
    `delete from payment_tokens where application_id = @id and rowid not in
       (select rowid from payment_tokens where application_id = @id order by rowid desc limit ${TOKENS_KEPT})`,
  );
  const setCode = db.prepare('update applications set access_code_hash = ? where application_no = ?');

  const addPaymentToken = (applicationId: number, tokenHash: string) => {
    insertToken.run(tokenHash, applicationId);
    pruneTokens.run({ id: applicationId });
  };

  return {
    byPaymentToken: (tokenHash) => byToken.get(tokenHash),
    addPaymentToken,
    setAccessCode: (applicationNo, accessCodeHash) => setCode.run(accessCodeHash, applicationNo).changes > 0,
    renewSecrets: db.transaction((row: ApplicationRow, accessCodeHash: string, paymentTokenHash: string) => {
      setCode.run(accessCodeHash, row.application_no);
      addPaymentToken(row.id, paymentTokenHash);
    }),
  };
}
