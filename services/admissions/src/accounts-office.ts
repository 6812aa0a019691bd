/**
 * What the accounts office's routes share (routes/office/payments.ts, routes/office/statements.ts):
 * the one role that may call them, their pace, and the accountant as the audit row names them.
 */
import { auditContext, type OfficeRole } from '@college/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './plugins/payment-verification';

/** The accounts office's routes are the accountant's only. */
export const ACCOUNTS_ROLE = 'accountant' satisfies OfficeRole;

/**
 * The accountant's writes count against the services' 'read' limit (300 a minute per address), not
 * the public forms' 60 in 10 minutes: a signed-in counter clerk records more receipts than that.
 */
export const STAFF_PACE = { rateLimitKind: 'read' } as const;

/**
 * Who acts, for the audit row and `confirmed_by`: the signed-in accountant, with their name from
 * the assertion (stored beside the username, migration 018; an older gateway sends none).
 */
export const accountantOf = (request: FastifyRequest): Actor => ({
  ...auditContext(request, ACCOUNTS_ROLE),
  displayName: request.identity?.displayName ?? null,
});
