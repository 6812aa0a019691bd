/**
 * What the results office's routes (routes/office/) share: the role that may call them, the pace of
 * staff writes, who calls.
 */
import type { FastifyRequest } from 'fastify';

export const ROLE = 'results_officer';
/** Staff writes count against the services' 'read' limit (300 a minute), not the public forms'. */
export const STAFF_PACE = { rateLimitKind: 'read' } as const;

/** The signed-in office user's name, as the imports record it. */
export const who = (request: FastifyRequest) => request.identity?.username ?? null;
