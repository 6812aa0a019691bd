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
// A match may only start where a run of address characters starts: otherwise every position of a
// long run (a×16,000 in a URL) would rescan the rest of it, quadratic in the run's length.
const EMAIL = /(?<![\w.%+-])[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Masks Aadhaar numbers, Indian mobile numbers and e-mail addresses in free text. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(AADHAAR, '[aadhaar]').replace(MOBILE, '[mobile]');
}

// Words in a key (stu_name, fatherName, mobile-no, Authorization) that say its value is personal or secret.
const SENSITIVE_WORDS = new Set([
  'name',
  'names',
  'surname',
  'fname',
  'lname',
  'fullname',
  'firstname',
  'lastname',
  'father',
  'mother',
  'guardian',
  'spouse',
  'husband',
  'wife',
  'aadhaar',
  'aadhar',
  'adhaar',
  'mobile',
  'phone',
  'whatsapp',
  'email',
  'mail',
  'dob',
  'birth',
  'address',
  'password',
  'passwd',
  'secret',
  'token',
  'otp',
  'authorization',
  'cookie',
]);
// Secrets named by two words whose parts alone are harmless ("code" is also an error's code).
const SENSITIVE_PAIRS = new Set(['access code', 'accesscode', 'payment token']);

// What such a key may still hold without being personal: a socket's address, an error's class name.
// Only short values are tested: the address pattern backtracks on long runs of colons.
const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)$/i;
const NOT_PERSONAL = (value: unknown) =>
  typeof value === 'string' &&
  value.length <= 100 &&
  (IP_ADDRESS.test(value) || /^https?:\/\/[\w.:[\]-]+\/?$/.test(value) || /^[A-Z]\w*Error$/.test(value));

export function isSensitiveKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some(
    (word, i) =>
      SENSITIVE_WORDS.has(word) || SENSITIVE_PAIRS.has(word) || SENSITIVE_PAIRS.has(`${word} ${words[i + 1]}`),
  );
}

const MAX_DEPTH = 8;
/** Personal values masked per request; a form has far fewer. */
const MAX_REMEMBERED = 64;
/**
 * Longer values are not remembered: no name, number or address a form takes is longer (the kit's
 * field guard refuses far longer ones first), and the masking cost stays small.
 */
const MAX_REMEMBERED_LENGTH = 300;
/** Values looked at per body before giving up; a form has a few dozen. */
const MAX_CANDIDATES = 512;
/** A logged text is cut here, after masking: a log line is for reading, not for keeping bodies. */
export const MAX_LOGGED_TEXT = 8192;
/** Keys, items of an array or object: more than any log line needs. */
const MAX_LOGGED_KEY = 100;
const MAX_LOGGED_ITEMS = 100;
/** A URL is cut here before it is scrubbed, so a long one costs no more than a short one. */
export const MAX_LOGGED_URL = 512;

/**
 * A text that is a URL with a query and nothing else (the proxy's `source`, a `url` field): logged
 * as scrubUrl writes it. Linear: no part of the pattern can match what the next part matches.
 */
const WHOLE_URL_WITH_QUERY = /^(?:https?:\/\/[^\s/?#]*)?\/[^\s?]*\?\S*$/;

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…[${text.length - max} more characters]` : text;

/** A remembered value, ready for a case-blind search. */
interface Known {
  exact: string;
  lower: string;
}

/**
 * `text` with every occurrence of the known values replaced, case-blind. Plain string search: no
 * pattern is ever built from what a visitor sent, so no value can make it fail or run long.
 */
function maskKnown(text: string, known: readonly Known[]): string {
  if (known.length === 0 || text.length < 3) return text;
  const lower = text.toLowerCase();
  // Lower-casing can change a text's length (İ → i̇): then positions differ, and only exact matches count.
  const folded = lower.length === text.length;
  const haystack = folded ? lower : text;
  const ranges: [number, number][] = [];
  for (const value of known) {
    const needle = folded ? value.lower : value.exact;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push([at, at + needle.length]);
    }
  }
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping finds (a surname inside a full name) become one mask.
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  let out = '';
  let from = 0;
  for (const [start, end] of merged) {
    out += text.slice(from, start) + REDACTED;
    from = end;
  }
  return out + text.slice(from);
}

type Scrub = (text: string) => string;

interface Walk {
  scrub: Scrub;
  seen: WeakSet<object>;
}

function serializeError(error: Error, depth: number, walk: Walk): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) if (!(key in out)) out[key] = value;
  if (error.cause !== undefined) out.cause = error.cause;
  return walkValue(out, depth, walk) as Record<string, unknown>;
}

function walkValue(value: unknown, depth: number, walk: Walk): unknown {
  if (typeof value === 'string')
    return cut(walk.scrub(WHOLE_URL_WITH_QUERY.test(value) ? scrubUrl(value) : value), MAX_LOGGED_TEXT);
  // JSON has no BigInt; as text it is written like any other number would be read.
  if (typeof value === 'bigint') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || walk.seen.has(value)) return '[…]';
  walk.seen.add(value);
  if (value instanceof Error) return serializeError(value, depth + 1, walk);
  // A buffer would be written byte by byte as a JSON array.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_LOGGED_ITEMS).map((item) => walkValue(item, depth + 1, walk));
    return value.length > MAX_LOGGED_ITEMS ? [...items, `[${value.length - MAX_LOGGED_ITEMS} more items]`] : items;
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries.slice(0, MAX_LOGGED_ITEMS)) {
    const personal = isSensitiveKey(key) && item !== undefined && item !== null && item !== '' && !NOT_PERSONAL(item);
    // Keys come from visitors too (a body's unknown field): masked and cut like values.
    out[cut(walk.scrub(key), MAX_LOGGED_KEY)] = personal ? REDACTED : walkValue(item, depth + 1, walk);
  }
  if (entries.length > MAX_LOGGED_ITEMS) out['[more]'] = `${entries.length - MAX_LOGGED_ITEMS} more keys`;
  return out;
}

/**
 * A copy of `value` safe to log. Plain objects, arrays and errors are copied with personal keys
 * replaced and text masked (and long texts cut); other objects (Fastify's request and reply) are
 * left to the serializers. `known`: personal values of the request at hand (see
 * rememberPersonalValues), masked wherever they appear.
 */
export function redactValue(value: unknown, known: readonly string[] = []): unknown {
  const needles = known
    .filter((text) => typeof text === 'string' && text.length >= 3 && text.length <= MAX_REMEMBERED_LENGTH)
    .slice(0, MAX_REMEMBERED)
    .map((text) => ({ exact: text, lower: text.toLowerCase() }));
  const scrub: Scrub = needles.length > 0 ? (text) => scrubText(maskKnown(text, needles)) : scrubText;
  return walkValue(value, 0, { scrub, seen: new WeakSet() });
}

const kPersonal = Symbol.for('college.kit.personal-values');
type WithPersonal = { [kPersonal]?: string[] };

/**
 * Remembers the values a request sent under personal keys (a name, a father's name) on its
 * logger, so they are masked in every later line of that request, even inside an error's
 * message where no key says what they are. Only short values, and only so many: see the limits above.
 */
export function rememberPersonalValues(log: object, body: unknown): void {
  // Only on a real (per-request pino child) logger: with logging off, Fastify hands every request
  // one shared stand-in, which must not collect values.
  if (typeof (log as { bindings?: unknown }).bindings !== 'function') return;
  const found: string[] = [];
  let looked = 0;
  const visit = (value: unknown, personal: boolean, depth: number) => {
    if (depth > MAX_DEPTH || value === null || value === undefined || looked >= MAX_CANDIDATES) return;
    looked++;
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (personal && text.length >= 3 && text.length <= MAX_REMEMBERED_LENGTH) found.push(text);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, personal, depth + 1);
    } else if (typeof value === 'object' && isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) visit(item, personal || isSensitiveKey(key), depth + 1);
    }
  };
  visit(body, false, 0);
  if (found.length === 0) return;
  const target = log as WithPersonal;
  // Longest first, so the longest values are the ones kept when there are too many.
  target[kPersonal] = [...new Set([...(target[kPersonal] ?? []), ...found])]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_REMEMBERED);
}

/**
 * A URL for the log: its path (masked like any text) and the NAMES of its query's parameters,
 * never their values. A search (`?q=` of an office list) carries names and e-mails, spelled in
 * ways no mask recognises (`%40`, a bare name); the names are enough to tell which query ran.
 * Cut to MAX_LOGGED_URL first, back to the last separator, so a long URL costs no more than a short one.
 */
export function scrubUrl(url: string): string {
  let text = url;
  let rest = '';
  if (text.length > MAX_LOGGED_URL) {
    const head = text.slice(0, MAX_LOGGED_URL);
    const boundary = Math.max(...['/', '?', '&', '=', ';', '#'].map((separator) => head.lastIndexOf(separator)));
    text = head.slice(0, boundary + 1);
    rest = '…';
  }
  const question = text.indexOf('?');
  if (question === -1) return scrubText(text) + rest;
  const names = new Set(new URLSearchParams(text.slice(question + 1)).keys());
  const listed = [...names].map((name) => cut(scrubText(name), MAX_LOGGED_KEY));
  return `${scrubText(text.slice(0, question))}?${listed.join('&')}${rest}`;
}

/** Written instead of a line whose values could not be made safe. */
export const UNLOGGABLE_MESSAGE = 'log line left out: its values could not be made safe to write';

type LoggerOption = FastifyServerOptions['logger'];
type LoggerObject = Exclude<LoggerOption, boolean | undefined>;

/**
 * The Fastify logger options of a kit service: `false` stays off; `true`, unset or an options
 * object (a test's `stream`, a `level`) get the service name, ISO time and redaction on top.
 */
export function serviceLogger(name: string, logger: LoggerOption): LoggerOption {
  if (logger === false) return false;
  const given: LoggerObject = typeof logger === 'object' && logger !== null ? logger : {};
  const options = given as Record<string, unknown> & {
    base?: Record<string, unknown>;
    serializers?: Record<string, unknown>;
  };
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
      // Logging never throws: a value that cannot be copied (a throwing getter, a revoked proxy)
      // costs its line, never the request or the process, and what was not made safe is never
      // written (the exception's text could quote it).
      logMethod(this: WithPersonal, args: unknown[], method: (...args: unknown[]) => void) {
        try {
          const known = this[kPersonal] ?? [];
          const [first, ...rest] = args;
          // log.error(error) or log.error(error, 'message'): an error logs under `err`, as pino does.
          if (first instanceof Error) {
            const message = rest.length > 0 ? rest : [first.message];
            return method.apply(this, [
              { err: redactValue(first, known) },
              ...message.map((arg) => redactValue(arg, known)),
            ]);
          }
          return method.apply(
            this,
            args.map((arg) => redactValue(arg, known)),
          );
        } catch {
          try {
            method.call(this, { logFailure: true }, UNLOGGABLE_MESSAGE);
          } catch {
            // Nothing more can be done without risking the process.
          }
        }
      },
    },
  } as LoggerObject;
}
