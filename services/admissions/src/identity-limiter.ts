/**
 * A tight limit per person (Aadhaar hash, email, mobile), on top of the kit's generous limit per
 * address: many applicants share one address (cyber cafés, carrier NAT), but one person has no
 * reason to send the form more than a few times in a few minutes. (Not for the status look-up: a
 * limit per application number let strangers lock its applicant out; see lookup-backoff.ts.)
 * In memory: a restart forgets the counts, which only ever lets people in.
 */
export interface IdentityLimiter {
  /** Counts one attempt for every key; false if any of them is over its limit. */
  attempt(keys: string[], now?: number): boolean;
}

export function createIdentityLimiter({ max, windowMs, maxKeys = 50_000 }: { max: number; windowMs: number; maxKeys?: number }): IdentityLimiter {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((time) => now - time < windowMs);
  return {
    attempt(keys, now = Date.now()) {
      const counts = keys.map((key) => recent(key, now));
      const allowed = counts.every((times) => times.length < max);
      keys.forEach((key, i) => {
        hits.delete(key); // re-insert: the Map stays ordered oldest first
        hits.set(key, [...counts[i], now]);
      });
      // Bounded memory: forget the least recently seen people first.
      for (const key of hits.keys()) {
        if (hits.size <= maxKeys) break;
        hits.delete(key);
      }
      return allowed;
    },
  };
}
