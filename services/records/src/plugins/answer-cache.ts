import type { SqliteDatabase } from '@college/service-kit';

/** Enough for every class of a large college's lists (20,000 students are ~3.6 MB of JSON). */
export const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The listings' JSON answers, kept until the data changes. The records change only when staff run
 * an import, in another process: SQLite's data_version moves when another connection commits, and
 * this process's own writes call `clear()`. A parent paging through a class costs a map look-up
 * instead of a query and a serialization (see `pnpm bench`, records).
 */
export function createAnswerCache(db: SqliteDatabase, maxBytes = ANSWER_CACHE_BYTES) {
  const dataVersion = db.prepare<[], number>('pragma data_version').pluck();
  let version = dataVersion.get();
  const answers = new Map<string, string>();
  let bytes = 0;

  const clear = () => {
    answers.clear();
    bytes = 0;
  };

  return {
    clear,
    /** The answer for `key` as JSON text, built (and kept) when missing or out of date. */
    json(key: string, build: () => unknown): string {
      const now = dataVersion.get();
      if (now !== version) {
        version = now;
        clear();
      }
      let json = answers.get(key);
      if (json === undefined) {
        json = JSON.stringify(build());
        // Oldest first out: Map keeps insertion order.
        for (const [oldKey, oldJson] of answers) {
          if (bytes + json.length <= maxBytes) break;
          answers.delete(oldKey);
          bytes -= oldJson.length;
        }
        if (json.length <= maxBytes) {
          answers.set(key, json);
          bytes += json.length;
        }
      }
      return json;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
