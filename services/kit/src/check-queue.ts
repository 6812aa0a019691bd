/**
 * Who waits for the upload checks (file-check.ts). Decoding runs one step at a time in the process
 * (memory), so the order of the waiting steps decides who waits for whom. A plain first-come queue
 * let one client with a few crafted images hold every other applicant for tens of seconds; here
 * the next step goes to the client that has held the checks least lately, first come first served
 * among equals. A client is charged a step's time only when another client was waiting for it (its
 * own forms on a quiet server cost it nothing), and the charge fades by half every HALF_LIFE_MS.
 * A client sending a normal form then waits for about the one step already running, however much
 * others have queued; clients that all keep the checks busy share them evenly.
 */

/** How fast a client's past use of the checks is forgiven. */
const HALF_LIFE_MS = 30_000;
/** Clients remembered at most; the least recently seen idle ones are forgotten first. */
const MAX_REMEMBERED = 10_000;

interface Waiting {
  client: string;
  order: number;
  start: () => void;
}

interface Use {
  /** Milliseconds of checking, as of `at`. */
  ms: number;
  at: number;
}

export interface CheckQueue {
  /** Runs `task` when its turn comes (one task at a time); its time counts against `client`. */
  run<T>(client: string, task: () => Promise<T>): Promise<T>;
}

export function createCheckQueue(now: () => number = performance.now.bind(performance)): CheckQueue {
  const waiting: Waiting[] = [];
  const use = new Map<string, Use>();
  let running = false;
  let order = 0;

  const usedBy = (client: string, at: number) => {
    const known = use.get(client);
    return known ? known.ms * 0.5 ** ((at - known.at) / HALF_LIFE_MS) : 0;
  };

  const charge = (client: string, ms: number) => {
    const at = now();
    const total = usedBy(client, at) + ms;
    use.delete(client); // re-insert: the map stays ordered by last use
    use.set(client, { ms: total, at });
    for (const [known] of use) {
      if (use.size <= MAX_REMEMBERED) break;
      use.delete(known);
    }
  };

  const next = () => {
    if (running || waiting.length === 0) return;
    const at = now();
    let best = 0;
    let bestUse = usedBy(waiting[0].client, at);
    for (let i = 1; i < waiting.length; i++) {
      const used = usedBy(waiting[i].client, at);
      if (used < bestUse || (used === bestUse && waiting[i].order < waiting[best].order)) {
        best = i;
        bestUse = used;
      }
    }
    const [chosen] = waiting.splice(best, 1);
    running = true;
    chosen.start();
  };

  return {
    run<T>(client: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          const began = now();
          task()
            .then(resolve, reject)
            .finally(() => {
              if (waiting.some((other) => other.client !== client)) charge(client, now() - began);
              running = false;
              // The next pick waits a turn of the event loop: the client whose step just ended has
              // then queued its next one (its code goes on right away), so it is judged with the others.
              setImmediate(next);
            });
        };
        waiting.push({ client, order: order++, start });
        next();
      });
    },
  };
}
