/**
 * `fastify.paymentVerification`: the accounts office's word on payments, one module per part
 * (src/payment-desk/): the queue and the counter's look-up (queue.ts); verify or return an online
 * claim, record a cash receipt at the counter (decisions.ts); the statement import's reads and
 * writes, hand matches too (statement-imports.ts); the collection report, the history and the
 * search for an application to pay (collection.ts). Each change names the payment version it saw (migration 010),
 * bumps it, and writes its audit row in the same transaction. The office routes and the staff
 * command (cli/payment-command.ts) both use this.
 */
import type { AuditLog, SqliteDatabase } from '@college/service-kit';
import fp from 'fastify-plugin';
import { createPaymentCollection, type PaymentCollection } from '../payment-desk/collection';
import { createPaymentDecisions, type PaymentDecisions } from '../payment-desk/decisions';
import { createPaymentQueue, type PaymentQueueReads } from '../payment-desk/queue';
import { deskStatements } from '../payment-desk/rows';
import { createStatementImports, type StatementImports } from '../payment-desk/statement-imports';

export type { Actor, DeskApplication, DeskPaymentRow, Outcome } from '../payment-desk/rows';
export type {
  HandMatchOutcome,
  MatchedPayment,
  OnlinePayment,
  StatementCredit,
} from '../payment-desk/statement-imports';
export type { CollectionRow, HistoryDbRow, PayableDbRow } from '../payment-desk/collection';

export type PaymentVerification = PaymentQueueReads & PaymentDecisions & StatementImports & PaymentCollection;

declare module 'fastify' {
  interface FastifyInstance {
    paymentVerification: PaymentVerification;
  }
}

export function createPaymentVerification(db: SqliteDatabase, audit: AuditLog): PaymentVerification {
  const statements = deskStatements(db);
  return {
    ...createPaymentQueue(db, statements),
    ...createPaymentDecisions(db, audit, statements),
    ...createStatementImports(db, audit, statements),
    ...createPaymentCollection(db),
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('paymentVerification', createPaymentVerification(fastify.db, fastify.audit));
  },
  { name: 'payment-verification', dependencies: ['college-sqlite'], fastify: '5.x' },
);
