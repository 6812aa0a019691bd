/**
 * A tight limit on one person's form from one client: the same Aadhaar number (its hash) from the
 * same address (an IPv6 client's whole /64), a few times in a few minutes, on top of the kit's
 * generous limit per address (many applicants share one address: cyber cafés, carrier NAT). Keyed
 * by client and person together, never by the person alone and never by e-mail or mobile, which
 * anyone can type: a stranger's forms elsewhere never make an applicant's own form wait. Only forms
 * that passed validation are counted (the caller asks after it), and a form refused here is not
 * counted, so waiting is all it takes. (Not for the status look-up: see the kit's lookup-backoff.ts.)
 * In memory: a restart forgets the counts, which only ever lets people in.
 */
export interface IdentityLimiter {
  /** Counts one attempt under the key if it is within the limit; false (and nothing counted) if over. */
  attempt(key: string, now?: number): boolean;
}

/** The key of one person's form from one client: the client's key (the kit's clientKey) and the Aadhaar hash. */
export const identityKey = (client: string, aadhaarHash: string) => `${client} ${aadhaarHash}`;

export function createIdentityLimiter({
  max,
  windowMs,
  maxKeys = 50_000,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): IdentityLimiter {
  const hits = new Map<string, number[]>();
  return {
    attempt(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= max) return false;
      hits.delete(key); // re-insert: the Map stays ordered oldest first
      hits.set(key, [...recent, now]);
      // Bounded memory: forget the least recently seen keys first.
      for (const oldest of hits.keys()) {
        if (hits.size <= maxKeys) break;
        hits.delete(oldest);
      }
      return true;
    },
  };
}
