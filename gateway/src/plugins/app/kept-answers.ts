import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheRuleFor } from '../../cache-rules';
import { COMPRESS_THRESHOLD_BYTES } from '../external/compress';

/**
 * Public read answers a service marks for the gateway with `Surrogate-Control: max-age=N` (the
 * header a service gives its own front cache; it never reaches the client) are kept here for N
 * seconds, per request: method, path and query, accept-encoding (the services answer by it) and,
 * for a POST look-up, its small JSON body. A kept answer costs the gateway a map look-up instead of
 * a round trip to its service: records' class lists, asked by every parent of a class, are the
 * case (measured with `pnpm bench`, records). Nothing personal is marked, so nothing personal is
 * kept; a service that marks nothing is asked every time.
 */

/** A POST look-up's body is part of its key only when it is this small (a filter, not a form). */
const MAX_KEYED_BODY_BYTES = 2048;
/** An answer larger than this is passed through, not kept. */
const MAX_KEPT_ANSWER_BYTES = 1024 * 1024;
/** Whatever a service asks, an answer is kept at most this long. */
const MAX_AGE_CAP_SECONDS = 60;
/** What all kept answers may take together; the oldest go first. */
export const KEPT_ANSWERS_BYTES = 8 * 1024 * 1024;
/** How often answers past their time are let go of, read or not. */
const SWEEP_EVERY_MS = 15_000;
/** The service's headers that belong to the answer (and are given again with it); not its request id. */
const ANSWER_HEADERS = [
  'content-type',
  'content-encoding',
  'content-language',
  'vary',
  'cache-control',
  'etag',
  'last-modified',
];

export interface KeptAnswer {
  headers: Record<string, string>;
  body: Buffer;
}
interface Entry extends KeptAnswer {
  expires: number;
}

/** The seconds in `Surrogate-Control: max-age=N` (capped), or 0 when the service did not ask. */
export function surrogateMaxAge(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(',') : header;
  const match = value ? /(?:^|[,\s])max-age=(\d{1,6})(?:$|[,\s;])/i.exec(value) : null;
  return match ? Math.min(Number(match[1]), MAX_AGE_CAP_SECONDS) : 0;
}

export function createKeptAnswers(maxBytes = KEPT_ANSWERS_BYTES, now = Date.now) {
  const answers = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string, entry: Entry) => {
    answers.delete(key);
    bytes -= entry.body.length;
  };
  return {
    get(key: string): KeptAnswer | undefined {
      const entry = answers.get(key);
      if (entry && entry.expires <= now()) drop(key, entry);
      else return entry;
    },
    keep(key: string, answer: KeptAnswer, maxAgeSeconds: number) {
      const old = answers.get(key);
      if (old) drop(key, old);
      if (answer.body.length > maxBytes) return;
      // Oldest first out: a Map keeps insertion order.
      for (const [oldKey, entry] of answers) {
        if (bytes + answer.body.length <= maxBytes) break;
        drop(oldKey, entry);
      }
      answers.set(key, { ...answer, expires: now() + maxAgeSeconds * 1000 });
      bytes += answer.body.length;
    },
    /** Lets go of every answer past its time (so an idle gateway holds none). */
    sweep() {
      const at = now();
      for (const [key, entry] of answers) if (entry.expires <= at) drop(key, entry);
    },
    get bytes() {
      return bytes;
    },
  };
}

type KeptAnswers = ReturnType<typeof createKeptAnswers>;

declare module 'fastify' {
  interface FastifyInstance {
    keptAnswers: KeptAnswers;
  }
}

const keyOfRequest = new WeakMap<object, string>();

function isSmallJsonPost(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return (
    request.method === 'POST' &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= MAX_KEYED_BODY_BYTES &&
    request.headers['transfer-encoding'] === undefined &&
    /^application\/json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')
  );
}

/**
 * The proxy's preHandler: answers from a kept answer when there is one; otherwise notes the
 * request's key for `keepOrPass`. A POST look-up's body is read here (it is small) and handed on
 * to the proxy unchanged, as a stream of the same bytes.
 */
export async function answerFromKept(app: { keptAnswers: KeptAnswers }, request: FastifyRequest, reply: FastifyReply) {
  let key: string;
  const encoding = request.headers['accept-encoding'] ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') {
    key = `GET ${request.url} ${encoding}`;
  } else if (isSmallJsonPost(request)) {
    const chunks: Buffer[] = [];
    for await (const chunk of request.body as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    request.body = Readable.from([body], { objectMode: false });
    key = `POST ${request.url} ${encoding} ${body.toString('latin1')}`;
  } else {
    return;
  }
  const kept = app.keptAnswers.get(key);
  if (kept)
    return reply
      .code(200)
      .headers(kept.headers)
      .send(request.method === 'HEAD' ? undefined : kept.body);
  keyOfRequest.set(request, key);
}

/**
 * The proxy's onResponse: an answer its service marked is read whole, kept and sent; any other is
 * streamed through as it comes.
 */
export function keepOrPass(
  app: { keptAnswers: KeptAnswers },
  // The proxy's own request and reply types (any server kind): only these members are used.
  request: { method: string; url: string },
  reply: { send(payload: unknown): unknown },
  response: { statusCode: number; stream: Readable },
) {
  const key = keyOfRequest.get(request);
  // Typed by the proxy as a server response; at run time it is its HTTP client's answer, which has
  // the service's headers as they came (Surrogate-Control included: rewriteHeaders only shapes
  // what the client gets).
  const upstream = (response as { headers?: Record<string, string | string[] | undefined> }).headers ?? {};
  const maxAge = surrogateMaxAge(upstream['surrogate-control']);
  const length = Number(upstream['content-length']);
  const small = response.statusCode === 200 && length <= MAX_KEPT_ANSWER_BYTES;
  const keep = key !== undefined && (request.method === 'GET' || request.method === 'POST') && small && maxAge > 0;
  // A public list is read whole too (it is small), so the cache table can give it an ETag from
  // its bytes; unless its service gave a strong one.
  const tagged = typeof upstream.etag === 'string' && !upstream.etag.startsWith('W/');
  const forTag =
    small &&
    request.method === 'GET' &&
    !tagged &&
    cacheRuleFor({ method: 'GET', path: request.url.split('?', 1)[0]!, status: 200, setsCookie: false }).validator ===
      'content';
  // A tiny answer (a result, a refusal) is read whole too: the compressor applies its threshold to
  // whole answers only, and would start a compression stream for every streamed one, however small.
  const tiny = length < COMPRESS_THRESHOLD_BYTES;
  if (!keep && !forTag && !tiny) return reply.send(response.stream);
  const chunks: Buffer[] = [];
  response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.stream.once('error', (error) => reply.send(error));
  response.stream.once('end', () => {
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = upstream[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (keep && body.length === length) app.keptAnswers.keep(key!, { headers, body }, maxAge);
    reply.send(body);
  });
}

export default fp(
  async (app) => {
    const kept = createKeptAnswers();
    app.decorate('keptAnswers', kept);
    const sweeper = setInterval(() => kept.sweep(), SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'kept-answers' },
);
