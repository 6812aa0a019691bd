import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { SqliteDatabase } from '@college/service-kit';

/** Enough for every class of a large college's lists (20,000 students are ~3.6 MB of JSON). */
export const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

/** Below this an answer goes as it is: compressing it saves less than the headers cost. */
const COMPRESS_FROM_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** An answer's bytes, and the content-encoding they are in. */
export interface KeptAnswer {
  body: Buffer;
  encoding: AnswerEncoding;
}

type Kept = { [E in AnswerEncoding]?: Buffer } & { identity: Buffer };

const COMPRESS: Record<Exclude<AnswerEncoding, 'identity'>, (bytes: Buffer) => Buffer> = {
  // Made once per answer and data version, so a stronger setting than per-request compression can
  // afford; 7 is near 11's size at a fraction of its time.
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 7,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
};

const MADE = ['br', 'gzip'] as const;
/** negotiator 1.x breaks a tie in the client's quality by our order (its types, of 0.6, do not say so yet). */
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** The client's best encoding we make (`accept-encoding`), brotli first at equal quality, or identity. */
export function encodingFor(acceptEncoding: string | undefined): AnswerEncoding {
  if (!acceptEncoding) return 'identity';
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding },
  }) as unknown as EncodingNegotiator;
  const best = negotiator.encoding(MADE, { preferred: MADE });
  return best === 'br' || best === 'gzip' ? best : 'identity';
}

/**
 * The listings' JSON answers, kept until the data changes, as bytes and, once a client asked for
 * them, as compressed bytes: a parent paging through a class costs a map look-up, not a query, a
 * serialization and a compression (see `pnpm bench`, records). The gateway passes an answer that
 * is already compressed through as it is.
 *
 * The records change only when staff run an import, in another process: SQLite's data_version
 * moves when another connection commits, and this process's own writes call `clear()`.
 */
export function createAnswerCache(db: SqliteDatabase, maxBytes = ANSWER_CACHE_BYTES) {
  const dataVersion = db.prepare<[], number>('pragma data_version').pluck();
  let version = dataVersion.get();
  const answers = new Map<string, Kept>();
  let bytes = 0;

  const clear = () => {
    answers.clear();
    bytes = 0;
  };
  const sizeOf = (kept: Kept) => kept.identity.length + (kept.br?.length ?? 0) + (kept.gzip?.length ?? 0);
  /** Oldest first out (a Map keeps insertion order) until `more` bytes fit. */
  const makeRoom = (more: number, keep?: string) => {
    for (const [oldKey, old] of answers) {
      if (bytes + more <= maxBytes) break;
      if (oldKey === keep) continue;
      answers.delete(oldKey);
      bytes -= sizeOf(old);
    }
  };

  return {
    clear,
    /** The answer for `key` in `encoding` (when worth it), built and kept when missing or out of date. */
    answer(key: string, build: () => unknown, encoding: AnswerEncoding = 'identity'): KeptAnswer {
      const now = dataVersion.get();
      if (now !== version) {
        version = now;
        clear();
      }
      let kept = answers.get(key);
      if (kept === undefined) {
        kept = { identity: Buffer.from(JSON.stringify(build())) };
        makeRoom(kept.identity.length);
        if (kept.identity.length <= maxBytes) {
          answers.set(key, kept);
          bytes += kept.identity.length;
        }
      }
      if (encoding === 'identity' || kept.identity.length < COMPRESS_FROM_BYTES)
        return { body: kept.identity, encoding: 'identity' };
      let compressed = kept[encoding];
      if (compressed === undefined) {
        compressed = COMPRESS[encoding](kept.identity);
        if (answers.get(key) === kept) {
          makeRoom(compressed.length, key);
          if (bytes + compressed.length <= maxBytes) {
            kept[encoding] = compressed;
            bytes += compressed.length;
          }
        }
      }
      return { body: compressed, encoding };
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
