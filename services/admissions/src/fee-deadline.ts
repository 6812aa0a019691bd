/**
 * The admission session's fee deadline (decision 014), set from the office, by the service's clock
 * (fastify.now()): after it no payment is taken (routes/public/payment.ts) and the status look-up
 * offers none (routes/public/status.ts).
 */
import { isoDay } from '@college/settings/dates';
import type { FastifyInstance } from 'fastify';

/** The session's fee deadline when it has passed; null while a fee is still taken. */
export function feeDeadlinePassed(fastify: FastifyInstance): { year: string; deadline: string } | null {
  const session = fastify.admissionSession.current();
  return session.fee_deadline !== null && isoDay(fastify.now()) > session.fee_deadline
    ? { year: session.year, deadline: session.fee_deadline }
    : null;
}
