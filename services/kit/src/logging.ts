import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Logs a college can use: one JSON line per event with the time, the service's name and the
 * request's id (the gateway's X-Request-Id, so one id follows a request from gateway to service),
 * and never the visitor's personal data, at any level: values under keys that name a person,
 * a phone, an e-mail or an address are replaced, and Aadhaar numbers, mobile numbers and e-mail
 * addresses are masked wherever else they appear (messages, errors, URLs).
 */

export const REQUEST_ID_HEADER = 'x-request-id';
export const REDACTED = '[redacted]';

/** A caller's id is kept only if it is short and plain, so it can never forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The id a request carries in, if usable; else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

// Numbers glued to letters, digits or hyphens (ids, UUIDs, hashes) are not masked.
const AADHAAR = /(?<![\w-]|\d\.)\d{4}[ -]?\d{4}[ -]?\d{4}(?![\w-])/g;
const MOBILE = /(?<![\w+-]|\d\.)(?:(?:\+|00)91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?![\w-])/g;
const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Masks Aadhaar numbers, Indian mobile numbers and e-mail addresses in free text. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(AADHAAR, '[aadhaar]').replace(MOBILE, '[mobile]');
}

// Words in a key (stu_name, fatherName, mobile-no, Authorization) that say its value is personal or secret.
const SENSITIVE_WORDS = new Set([
  'name', 'names', 'surname', 'fname', 'lname', 'fullname', 'firstname', 'lastname', 'father', 'mother',
  'guardian', 'spouse', 'husband', 'wife', 'aadhaar', 'aadhar', 'adhaar', 'mobile', 'phone', 'whatsapp',
  'email', 'mail', 'dob', 'birth', 'address', 'password', 'passwd', 'secret', 'token', 'otp',
  'authorization', 'cookie',
]);

// What such a key may still hold without being personal: a socket's address, an error's class name.
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)$/i;
const NOT_PERSONAL = (value: unknown) =>
  typeof value === 'string' && (IP_ADDRESS.test(value) || /^https?:\/\/[\w.:[\]-]+\/?$/.test(value) || /^[A-Z]\w*Error$/.test(value));

export function isSensitiveKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SENSITIVE_WORDS.has(word));
}

const MAX_DEPTH = 8;
/** Personal values masked per request; a form has far fewer. */
const MAX_REMEMBERED = 64;

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type Scrub = (text: string) => string;

interface Walk {
  scrub: Scrub;
  seen: WeakSet<object>;
}

function serializeError(error: Error, depth: number, walk: Walk): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.constructor?.name ?? 'Error', message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (!(key in out)) out[key] = value;
  if (error.cause !== undefined) out.cause = error.cause;
  return walkValue(out, depth, walk) as Record<string, unknown>;
}

function walkValue(value: unknown, depth: number, walk: Walk): unknown {
  if (typeof value === 'string') return walk.scrub(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || walk.seen.has(value)) return '[…]';
  walk.seen.add(value);
  if (value instanceof Error) return serializeError(value, depth + 1, walk);
  if (Array.isArray(value)) return value.map((item) => walkValue(item, depth + 1, walk));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const personal = isSensitiveKey(key) && item !== undefined && item !== null && item !== '' && !NOT_PERSONAL(item);
    out[key] = personal ? REDACTED : walkValue(item, depth + 1, walk);
  }
  return out;
}

/**
 * A copy of `value` safe to log. Plain objects, arrays and errors are copied with personal keys
 * replaced and text masked; other objects (Fastify's request and reply) are left to the serializers.
 * `known`: personal values of the request at hand (see rememberPersonalValues), masked wherever they appear.
 */
export function redactValue(value: unknown, known: readonly string[] = []): unknown {
  const pattern = known.length > 0 ? new RegExp(known.map(escapeRegExp).join('|'), 'gi') : undefined;
  const scrub: Scrub = pattern ? (text) => scrubText(text.replace(pattern, REDACTED)) : scrubText;
  return walkValue(value, 0, { scrub, seen: new WeakSet() });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const kPersonal = Symbol.for('college.kit.personal-values');
type WithPersonal = { [kPersonal]?: string[] };

/**
 * Remembers the values a request sent under personal keys (a name, a father's name) on its
 * logger, so they are masked in every later line of that request, even inside an error's
 * message where no key says what they are.
 */
export function rememberPersonalValues(log: object, body: unknown): void {
  // Only on a real (per-request pino child) logger: with logging off, Fastify hands every request
  // one shared stand-in, which must not collect values.
  if (typeof (log as { bindings?: unknown }).bindings !== 'function') return;
  const found: string[] = [];
  const visit = (value: unknown, personal: boolean, depth: number) => {
    if (depth > MAX_DEPTH || value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (personal && text.length >= 3) found.push(text);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, personal, depth + 1);
    } else if (typeof value === 'object' && isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, personal || isSensitiveKey(key), depth + 1);
    }
  };
  visit(body, false, 0);
  if (found.length === 0) return;
  const target = log as WithPersonal;
  // Longest first, so a full name is masked whole rather than around a shorter value inside it.
  target[kPersonal] = [...new Set([...(target[kPersonal] ?? []), ...found])].sort((a, b) => b.length - a.length).slice(0, MAX_REMEMBERED);
}

/** A URL for the log: personal query values replaced, the rest masked like any text. */
export function scrubUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return scrubText(url);
  const params = new URLSearchParams(url.slice(question + 1));
  for (const [key] of params) if (isSensitiveKey(key)) params.set(key, REDACTED);
  return scrubText(`${url.slice(0, question)}?${params.toString()}`);
}

type LoggerOption = FastifyServerOptions['logger'];
type LoggerObject = Exclude<LoggerOption, boolean | undefined>;

/**
 * The Fastify logger options of a kit service: `false` stays off; `true`, unset or an options
 * object (a test's `stream`, a `level`) get the service name, ISO time and redaction on top.
 */
export function serviceLogger(name: string, logger: LoggerOption): LoggerOption {
  if (logger === false) return false;
  const given: LoggerObject = typeof logger === 'object' && logger !== null ? logger : {};
  const options = given as Record<string, unknown> & { base?: Record<string, unknown>; serializers?: Record<string, unknown> };
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...options,
    base: { service: name, pid: process.pid, ...options.base },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest | IncomingMessage) => ({
        method: request.method,
        url: scrubUrl(request.url ?? ''),
        remoteAddress: 'ip' in request ? request.ip : request.socket?.remoteAddress,
      }),
      err: (error: unknown) => redactValue(error),
    },
    hooks: {
      // Every call at every level passes here before it is written.
      logMethod(this: WithPersonal, args: unknown[], method: (...args: unknown[]) => void) {
        const known = this[kPersonal] ?? [];
        const [first, ...rest] = args;
        // log.error(error) or log.error(error, 'message'): an error logs under `err`, as pino does.
        if (first instanceof Error) {
          const message = rest.length > 0 ? rest : [first.message];
          return method.apply(this, [{ err: redactValue(first, known) }, ...message.map((arg) => redactValue(arg, known))]);
        }
        return method.apply(this, args.map((arg) => redactValue(arg, known)));
      },
    },
  } as LoggerObject;
}
