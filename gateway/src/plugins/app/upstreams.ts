import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Transform } from 'node:stream';
import { said } from '@college/service-kit/bilingual';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool } from 'undici';
import { hasBody } from '../../http-server';
import { sendFailure } from './error-handler';

export const TOO_MANY_BODIES_MESSAGE = said(
  'You are already sending several forms or files. Please wait for them to finish, then try again.',
  'आप पहले से कई फ़ॉर्म या फ़ाइलें भेज रहे हैं। कृपया उनके पूरा होने की प्रतीक्षा करें, फिर से प्रयास करें।',
);
/** Seconds a refused client is asked to wait: a form's upload on a slow link takes about that. */
const RETRY_AFTER_SECONDS = 10;

/** How full one service's pool is, for /healthz. */
export interface PoolLoad {
  /** Connections busy with a request. */
  inUse: number;
  size: number;
  /** Requests waiting for a free connection. */
  waiting: number;
  saturated: boolean;
}

export interface Upstreams {
  /** The connections to a service, one pool shared by every path proxied to it and the office door. */
  pool(service: string): Pool;
  /**
   * Lets this request's body go on to the service unless its client already has as many bodies in
   * flight there as one client may (then 429 JSON with Retry-After, and false).
   */
  admitBody(service: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  load(): Record<string, PoolLoad>;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Upstreams;
  }
}

/** Lets a client finish sending (and the kernel drop) a body nobody reads, for at most 10 s. */
export function discardRest(socket: unknown) {
  // Real connections only (not Fastify's inject).
  if (!(socket instanceof Socket) || socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), 10_000);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Bytes of request bodies the gateway passes on to the services in one phase of its event loop,
 * all bodies together. Node (libuv) accepts one new connection per turn of the loop, so a long turn
 * keeps every new visitor waiting: unpaced, fifty uploads on fast links made each turn read up to
 * 2 MB from each of their sockets, and a page took seconds to begin. Paced, a turn stays short
 * however many uploads stream in.
 */
export const BODY_BYTES_PER_TURN = 256 * 1024;

/**
 * Shares the bytes of a turn among the bodies that have some to pass on, in the order they asked:
 * a chunk over this turn's share waits (its body unread meanwhile, which the body-rate watch does
 * not count against its client) for the next turn, when waiting chunks go first.
 */
export class TurnBudget {
  private spent = 0;
  private waiting: { bytes: number; go: () => void }[] = [];
  private scheduled = false;

  constructor(private readonly bytesPerTurn: number) {}

  /** Runs `go` now if this turn has bytes left and nothing waits, else in a later turn. */
  take(bytes: number, go: () => void): void {
    if (this.waiting.length === 0 && this.spent < this.bytesPerTurn) {
      this.spent += bytes;
      this.schedule();
      go();
      return;
    }
    this.waiting.push({ bytes, go });
    this.schedule();
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate runs once this turn's I/O has been handled: the next share begins there.
    setImmediate(this.nextTurn);
  }

  private readonly nextTurn = () => {
    this.scheduled = false;
    this.spent = 0;
    while (this.waiting.length > 0 && this.spent < this.bytesPerTurn) {
      const next = this.waiting.shift()!;
      this.spent += next.bytes;
      next.go();
    }
    if (this.waiting.length > 0 || this.spent > 0) this.schedule();
  };
}

/**
 * The request body as the service receives it: the same bytes, passed on as the turn's budget
 * allows. A client that leaves before its body is complete ends it with an error, so the request
 * to the service is cut off as it was without pacing.
 */
export function pacedBody(source: IncomingMessage, budget: TurnBudget): Transform {
  const paced = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.take(chunk.length, () => done(null, chunk));
    },
  });
  source.pipe(paced);
  source.once('error', (error) => paced.destroy(error));
  source.once('close', () => {
    if (!source.complete) paced.destroy(new Error('the client closed its connection before its body was complete'));
  });
  return paced;
}

/**
 * The gateway's connections to the services: one undici pool per service, with timeouts for the
 * service's answer (its headers, then each part of its body), and a cap on the bodies one client
 * has in flight to one service, so that no client, however many uploads it holds open, takes the
 * pool from the others. The client is the address the gateway believes (request.ip: behind a
 * trusted proxy, the visitor it names), an IPv6 client's whole /64 as the other limits count.
 */
export default fp(
  async (app) => {
    const { services } = app.config.services;
    const { upstream, maxBodiesPerClient } = app.config.limits;
    const pools = new Map<string, Pool>();
    for (const [name, service] of Object.entries(services)) {
      pools.set(
        name,
        new Pool(new URL(service.url).origin, {
          connections: upstream.connections,
          headersTimeout: upstream.headersTimeoutMs,
          bodyTimeout: upstream.bodyTimeoutMs,
        }),
      );
    }
    const inFlight = new Map<string, number>();

    // Every body still arriving is paced: both proxies pass on the payload this hook returns.
    const budget = new TurnBudget(BODY_BYTES_PER_TURN);
    app.addHook('preParsing', async (request, _reply, payload) =>
      hasBody(request.raw) && !request.raw.complete ? pacedBody(request.raw, budget) : payload,
    );

    app.decorate('upstreams', {
      pool(service: string) {
        const pool = pools.get(service);
        if (!pool) throw new Error(`no service named ${service}`);
        return pool;
      },
      async admitBody(service: string, request: FastifyRequest, reply: FastifyReply) {
        if (!hasBody(request.raw)) return true;
        const key = `${service} ${normalizeIP(request.ip)}`;
        const count = inFlight.get(key) ?? 0;
        if (count >= maxBodiesPerClient) {
          request.log.warn({ upstream: service, inFlight: count }, 'request body refused: too many from one client');
          // The refused body is not read: the connection closes after the answer.
          reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('connection', 'close');
          discardRest(request.raw.socket);
          await sendFailure(reply, 429, TOO_MANY_BODIES_MESSAGE);
          return false;
        }
        // Only a body still arriving holds a connection to the service for as long as the client
        // likes; once it is all here (a sign-in's few bytes at once) the service's own pace decides.
        if (request.raw.complete) return true;
        inFlight.set(key, count + 1);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          const left = (inFlight.get(key) ?? 1) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
        };
        request.raw.once('end', release);
        reply.raw.once('close', release);
        return true;
      },
      load() {
        return Object.fromEntries(
          [...pools].map(([name, pool]) => {
            const { connected, free, pending } = pool.stats;
            const inUse = connected - free;
            return [
              name,
              {
                inUse,
                size: upstream.connections,
                waiting: pending,
                saturated: inUse >= upstream.connections || pending > 0,
              },
            ];
          }),
        );
      },
    } satisfies Upstreams);

    app.addHook('onClose', async () => {
      await Promise.all([...pools.values()].map((pool) => pool.destroy()));
    });
  },
  { name: 'upstreams', dependencies: ['gateway-config', 'error-handler'] },
);
