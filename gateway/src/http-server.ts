/**
 * The gateway's HTTP server (Fastify's serverFactory): timeouts, connection caps and the URL
 * length limit are enforced here, before Fastify routes, parses or logs anything, where refusing
 * costs next to nothing. The values and their reasons: config.ts (DEFAULT_LIMITS) and the README.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { inLanguage, said } from '@college/service-kit/bilingual';
import { normalizeIP } from '@fastify/rate-limit';
import type { GatewayLimits } from './config';
import { UNREADABLE_REQUEST_MESSAGE } from './plugins/app/error-handler';

export const BODY_TOO_SLOW_MESSAGE = said(
  'The form or file arrived too slowly and was stopped. Please try again on a steadier connection.',
  'फ़ॉर्म या फ़ाइल बहुत धीरे पहुँच रही थी, इसलिए रोक दी गई। कृपया स्थिर कनेक्शन पर फिर से भेजें।',
);

/**
 * Longer request targets get 414. No page or API address comes near it, and a long one would
 * cost every later step (routing, logging: the log's masking is not linear in the URL).
 */
export const MAX_URL_LENGTH = 2048;

/** A response written straight to the socket, in the portal's error shape; the connection closes. */
export function rawResponse(status: number, message: string): string {
  const body = JSON.stringify({ result: 'failure', message, errors: {} });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

const TOO_LONG = JSON.stringify({ result: 'failure', message: 'This address is too long.', errors: {} });

/**
 * For Fastify's clientErrorHandler: a request that did not arrive in time (408) or whose headers
 * are too large (431) gets the portal's error shape instead of Fastify's, unless its answer has
 * started already. Nothing of the request is logged (the error carries its raw bytes).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive. Please try again on a steadier connection.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, UNREADABLE_REQUEST_MESSAGE];
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) socket.write(rawResponse(status, message));
  socket.destroy();
}

/** Whether a request says it carries a body. */
export function hasBody(request: Pick<http.IncomingMessage, 'headers'>): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cuts a body that trickles: after `graceMs`, its bytes must keep up with `minBytesPerSecond` on
 * average since it started, else the client gets 408 and the connection closes, which also ends
 * the request to the service and frees that connection. Time the gateway holds the body back (a
 * slow or busy service, or the loop's share of bytes spent: bytes wait unread) is not counted
 * against the client. Counted from the
 * socket, so nothing here reads the body or changes how it flows.
 */
function watchBodyRate(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  { minBytesPerSecond, graceMs }: GatewayLimits['bodyRate'],
) {
  const socket = request.socket;
  const from = socket.bytesRead;
  const tick = Math.min(1000, graceMs);
  let counted = 0;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return stop();
    if (request.readableLength > 0) return;
    counted += tick;
    if (counted < graceMs || socket.bytesRead - from >= (minBytesPerSecond * counted) / 1000) return;
    stop();
    if (socket.writable && !response.headersSent) {
      socket.write(
        rawResponse(
          408,
          inLanguage(BODY_TOO_SLOW_MESSAGE, /^\s*hi\b/i.test(request.headers['accept-language'] ?? '') ? 'hi' : 'en'),
        ),
      );
    }
    socket.destroy();
  }, tick);
  timer.unref();
  // Several requests follow one another on a kept-alive connection: each removes its listeners.
  function stop() {
    clearInterval(timer);
    request.off('end', stop);
    socket.off('close', stop);
  }
  request.once('end', stop);
  socket.once('close', stop);
}

export interface GatewayServerOptions {
  limits: GatewayLimits;
  /** A trusted reverse proxy carries many clients on its connections: it has no per-address cap. */
  isTrustedProxy: (address: string | undefined) => boolean;
  /** Called at most once a minute while connections are refused, with how many since last time. */
  onRefused?: (refused: number, reason: string) => void;
}

export function createGatewayServer(
  handler: http.RequestListener,
  { limits, isTrustedProxy, onRefused }: GatewayServerOptions,
): http.Server {
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often those timeouts are checked: Node's 30 s would let a connection outlive them by as much.
      connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))),
    },
    (request, response) => {
      if ((request.url?.length ?? 0) > MAX_URL_LENGTH) {
        response.writeHead(414, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(TOO_LONG),
          connection: 'close',
        });
        response.end(TOO_LONG);
        return;
      }
      if (hasBody(request)) watchBodyRate(request, response, limits.bodyRate);
      handler(request, response);
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  // No byte either way for this long: the socket is destroyed (no 'timeout' listener is added).
  server.setTimeout(limits.idleTimeoutMs);
  // Over this, Node closes new connections before they reach anything ('drop').
  server.maxConnections = limits.maxConnections;

  let refused = 0;
  let reportedAt = 0;
  const refuse = (reason: string) => {
    refused += 1;
    const now = Date.now();
    if (now - reportedAt < 60_000) return;
    reportedAt = now;
    onRefused?.(refused, reason);
    refused = 0;
  };
  server.on('drop', () => refuse(`over ${limits.maxConnections} connections in all`));

  // Open connections per client address (an IPv6 client's whole /64, as the rate limit counts).
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const key = normalizeIP(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      refuse(`over ${limits.maxConnectionsPerAddress} connections from one address`);
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return server;
}
