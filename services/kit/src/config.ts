import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';

/** At most `max` requests per client address and route in `timeWindow` milliseconds. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** `form`: submissions (every POST by default); `read`: look-ups sent as POST (config.rateLimitKind 'read'). */
export interface RateLimits {
  form: RateLimit;
  read: RateLimit;
}

const MINUTE = 60_000;

/**
 * Many visitors share one address (a cyber café, carrier NAT), so the form limit is generous:
 * 60 submissions of one form in 10 minutes from one address is a café of 20 people each sending
 * a form and correcting it twice, yet a script flooding a form is stopped after 60. Look-ups are
 * cheap reads that a page may fire several at a time (cascading lists), hence more of them.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  form: { max: 60, timeWindow: 10 * MINUTE },
  read: { max: 300, timeWindow: MINUTE },
};

export interface ServiceConfig {
  name: string;
  port: number;
  host: string;
  /** Absolute root data folder; the service uses `<dataDir>/<name>/`. */
  dataDir: string;
  corsOrigins: string[];
  rateLimit: RateLimits;
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or `loopback`). */
  trustProxy: string;
  /** Set by the portal's launcher (SERVICE_INSTANCE_ID): /healthz names it, see answerAsInstance. */
  instanceId?: string;
  /** SMTP_URL and MAIL_FROM (mail.ts); neither set: messages are written as .eml files. */
  mail: MailConfig;
}

/** Where the kit's mail outbox sends (mail.ts): SMTP when smtpUrl is set, else .eml files. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; unset: .eml files in `<dataDir>/outbox/<service>/`. */
  smtpUrl?: string;
  /** The From of every message, `Name <address>` or an address; needed with smtpUrl. */
  from?: string;
}

export interface ServiceConfigDefaults {
  port: number;
  host?: string;
  dataDir?: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
};

const WINDOW_UNITS = { s: 1000, m: MINUTE, h: 60 * MINUTE } as const;

const maxSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number of requests'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(1_000_000, 'must be at most 1000000'),
);

const windowSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+\s*[smh]$/, 'must be a duration such as 90s, 10m or 1h'),
  v.transform((text) => Number.parseInt(text, 10) * WINDOW_UNITS[text.at(-1) as keyof typeof WINDOW_UNITS]),
  v.minValue(1000, 'must be at least 1s'),
  v.maxValue(24 * 60 * MINUTE, 'must be at most 24h'),
);

// proxy-addr's names and plain addresses or ranges; `true` (believe anyone) is refused on
// purpose: a client could then pick its own address and escape the rate limits.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

const SMTP_URL_MESSAGE = 'must be a mail server address like smtp://user:password@mail.example.org:587 (or smtps://)';
const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'smtp:' || url.protocol === 'smtps:') &&
      url.hostname !== '' &&
      url.pathname.replace(/\/$/, '') === ''
    );
  } catch {
    return false;
  }
};
const MAIL_FROM_MESSAGE =
  'must be an e-mail address, or a name and address like College Office <office@college.example.in>';
const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const isMailFrom = (value: string) => {
  const named = /^([^<>"]*)<([^<>]+)>$/.exec(value);
  return MAIL_ADDRESS.test(named ? named[2].trim() : value);
};
const mailEntries = {
  SMTP_URL: v.optional(v.pipe(v.string(), v.trim(), v.check(isSmtpUrl, SMTP_URL_MESSAGE))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.check(isMailFrom, MAIL_FROM_MESSAGE))),
};
const mailSchema = v.pipe(
  v.object(mailEntries),
  v.forward(
    v.check(
      (mail) => !mail.SMTP_URL || Boolean(mail.MAIL_FROM),
      'must be set when SMTP_URL is set (the address messages come from)',
    ),
    ['MAIL_FROM'],
  ),
);

const issueLines = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`).join('\n');

/**
 * SMTP_URL and MAIL_FROM from the environment (empty counts as unset); throws ConfigError naming
 * a bad one. The password in SMTP_URL is never part of the message.
 */
export function parseMailConfig(name: string, env: Record<string, string | undefined> = process.env): MailConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in mailEntries && value !== undefined && value !== ''),
  );
  const result = v.safeParse(mailSchema, present);
  if (!result.success)
    throw new ConfigError(`Invalid mail configuration for the ${name} service:\n${issueLines(result.issues)}`);
  return { smtpUrl: result.output.SMTP_URL, from: result.output.MAIL_FROM };
}

const envSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 65535'),
      v.maxValue(65535, 'must be between 1 and 65535'),
    ),
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.check(
        (origins) => origins.every(isOrigin),
        'must be a comma-separated list of origins like https://college.example (no path, no trailing slash)',
      ),
    ),
  ),
  RATE_LIMIT_FORM_MAX: v.optional(maxSchema),
  RATE_LIMIT_FORM_WINDOW: v.optional(windowSchema),
  RATE_LIMIT_READ_MAX: v.optional(maxSchema),
  RATE_LIMIT_READ_WINDOW: v.optional(windowSchema),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.check(
        (entries) => entries.length > 0 && entries.every(isProxyEntry),
        'must be a comma-separated list of addresses or ranges (10.0.0.5, 10.0.0.0/24) or loopback',
      ),
      v.transform((entries) => entries.join(',')),
    ),
  ),
  SERVICE_INSTANCE_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'must be up to 100 letters, digits, - or _ (the launcher sets it)')),
  ),
});

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function parseServiceConfig(
  name: string,
  defaults: ServiceConfigDefaults,
  env: Record<string, string | undefined> = process.env,
): ServiceConfig {
  // Empty variables count as unset, as in most shells' `PORT= cmd` usage.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.entries && value !== undefined && value !== ''),
  );
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration for the ${name} service:\n${lines.join('\n')}`);
  }
  const parsed = result.output;
  return {
    name,
    port: parsed.PORT ?? defaults.port,
    host: parsed.HOST ?? defaults.host ?? '127.0.0.1',
    dataDir: path.resolve(parsed.DATA_DIR ?? defaults.dataDir ?? './data'),
    corsOrigins: parsed.CORS_ORIGINS ?? [],
    rateLimit: {
      form: {
        max: parsed.RATE_LIMIT_FORM_MAX ?? DEFAULT_RATE_LIMITS.form.max,
        timeWindow: parsed.RATE_LIMIT_FORM_WINDOW ?? DEFAULT_RATE_LIMITS.form.timeWindow,
      },
      read: {
        max: parsed.RATE_LIMIT_READ_MAX ?? DEFAULT_RATE_LIMITS.read.max,
        timeWindow: parsed.RATE_LIMIT_READ_WINDOW ?? DEFAULT_RATE_LIMITS.read.timeWindow,
      },
    },
    // The gateway runs on the same machine by default; a remote gateway must be named here.
    trustProxy: parsed.TRUST_PROXY ?? 'loopback',
    instanceId: parsed.SERVICE_INSTANCE_ID,
    mail: parseMailConfig(name, env),
  };
}

/** For server.ts: a bad environment stops the process with a readable message and exit code 1. */
export function loadServiceConfig(name: string, defaults: ServiceConfigDefaults): ServiceConfig {
  try {
    return parseServiceConfig(name, defaults);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
