import { normalizeIP } from '@fastify/rate-limit';

/**
 * The key one client is counted under: its address, an IPv6 client's whole /64 (one home or
 * phone gets a /64 and may use any address in it; counting each alone would let it start afresh
 * at will). The same key the kit's and the gateway's rate limits use.
 */
export const clientKey = (ip: string): string => normalizeIP(ip, 64);
