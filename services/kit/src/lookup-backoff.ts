import { lookupWaitMessage } from './access-code';
import { HttpError } from './errors';

/**
 * Wrong answers to a status look-up (an application's number, date of birth and access code), counted per client (its address, an IPv6 client's whole /64:
 * the callers pass the kit's clientKey), never per application number:
 * a stranger's failures then slow down only the stranger, and the applicant's right answer from
 * anywhere else always gets through (a limit per number let anyone lock every applicant out).
 *
 * The first few wrong answers are free (typos); after that each one makes the client wait, twice
 * as long as the time before, up to a cap. A right answer clears nothing (else a guesser could
 * mix in their own application to reset the count); failures are forgotten after a quiet spell.
 * Requests refused while waiting do not count, so waiting is all it takes. In memory: a restart
 * forgets the counts, which only ever lets people in.
 */
export interface LookupBackoffOptions {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** A client with no failure for this long starts afresh. */
  forgetAfterMs: number;
  maxClients?: number;
}

export interface LookupBackoff {
  /** Milliseconds this client must still wait before trying again; 0 when it may try now. */
  waitOf(client: string, now?: number): number;
  /** Counts one wrong answer of this client. */
  fail(client: string, now?: number): void;
}

/** 5 free, then 1, 2, 4 … minutes, at most an hour; forgotten after a day without failures. */
export const LOOKUP_BACKOFF: LookupBackoffOptions = {
  freeFailures: 5,
  firstWaitMs: 60_000,
  maxWaitMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

export function createLookupBackoff({
  freeFailures,
  firstWaitMs,
  maxWaitMs,
  forgetAfterMs,
  maxClients = 50_000,
}: LookupBackoffOptions): LookupBackoff {
  const clients = new Map<string, { failures: number; last: number; until: number }>();
  const current = (client: string, now: number) => {
    const entry = clients.get(client);
    if (entry && now - entry.last >= forgetAfterMs) {
      clients.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    waitOf(client, now = Date.now()) {
      return Math.max(0, (current(client, now)?.until ?? 0) - now);
    },
    fail(client, now = Date.now()) {
      const failures = (current(client, now)?.failures ?? 0) + 1;
      const wait = failures < freeFailures ? 0 : Math.min(firstWaitMs * 2 ** (failures - freeFailures), maxWaitMs);
      clients.delete(client); // re-insert: the Map stays ordered by last failure, oldest first
      clients.set(client, { failures, last: now, until: now + wait });
      // Bounded memory: forget the clients that failed longest ago first.
      for (const key of clients.keys()) {
        if (clients.size <= maxClients) break;
        clients.delete(key);
      }
    },
  };
}

/**
 * Refuses a client that must still wait (429, with Retry-After and how many minutes), before a
 * look-up reads anything; the caller counts its wrong answer with `backoff.fail(client)`.
 */
export function refuseWhileWaiting(
  backoff: LookupBackoff,
  client: string,
  reply: { header(name: string, value: string): unknown },
): void {
  const wait = backoff.waitOf(client);
  if (wait <= 0) return;
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  throw new HttpError(429, lookupWaitMessage(Math.ceil(wait / 60_000)));
}
