import fs from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { contractRoutes, type ServiceRoute } from './service-routes';

/** The gateway package's folder (its config/ beside src/ and dist/). */
export const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(GATEWAY_DIR, '..');

const serviceNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'service names are lower-case words'));
const urlSchema = v.pipe(v.string(), v.url('must be an absolute URL such as http://127.0.0.1:4101'));

/** Where each service runs. Which paths it answers comes from its contract (service-routes.ts). */
const servicesFileSchema = v.object({
  services: v.record(
    serviceNameSchema,
    v.object({
      url: urlSchema,
      /** Folder of the service package, for the launcher; absent for a service on another host. */
      package: v.optional(v.string()),
    }),
  ),
  // The old hand-kept table: refused rather than silently ignored.
  routes: v.optional(
    v.never(
      'the paths each service answers come from its contract (PUBLIC_PATHS in services/<name>/src/contract.ts): remove "routes"',
    ),
  ),
});
export type ServicesFile = {
  services: v.InferOutput<typeof servicesFileSchema>['services'];
  /** Path prefix → service, from the contracts of the services configured. */
  routes: ServiceRoute[];
};

const DURATION_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

const formatMs = (ms: number) =>
  ms % 3_600_000 === 0
    ? `${ms / 3_600_000}h`
    : ms % 60_000 === 0
      ? `${ms / 60_000}m`
      : ms % 1000 === 0
        ? `${ms / 1000}s`
        : `${ms}ms`;

/** `500ms`, `20s`, `10m`, `1h`, as the services write their windows. */
const duration = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+\s*(ms|s|m|h)$/, 'must be a duration such as 20s, 10m or 1h'),
    v.transform(
      (text) =>
        Number.parseInt(text, 10) * DURATION_UNITS[text.match(/(ms|s|m|h)$/)![1] as keyof typeof DURATION_UNITS],
    ),
    v.minValue(min, `must be at least ${formatMs(min)}`),
    v.maxValue(max, `must be at most ${formatMs(max)}`),
  );

const count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

// Addresses, CIDR ranges and proxy-addr's three names. `true`, `*` or a /0 (believe anyone) are
// refused: every client could then name its own address and escape the per-client limits.
const PROXY_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};
function proxyEntryProblem(entry: string): string | undefined {
  if (Object.hasOwn(PROXY_RANGES, entry)) return undefined;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0 || (bits !== undefined && !/^\d+$/.test(bits))) {
    return `"${entry}" is not an address, a range (10.0.0.0/24) or loopback/linklocal/uniquelocal`;
  }
  if (bits !== undefined && Number(bits) > (family === 4 ? 32 : 128))
    return `"${entry}": the range's prefix is too long`;
  if (bits === '0') return `"${entry}" would believe every address`;
  return undefined;
}
const trustProxySchema = v.pipe(
  v.string(),
  v.transform((list) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problems = dataset.value.map(proxyEntryProblem).filter(Boolean);
    if (problems.length > 0) {
      addIssue({
        message: `${problems.join('; ')}. Name the reverse proxy's address(es), e.g. 127.0.0.1 or 10.0.0.5,10.0.0.6`,
      });
    }
  }),
);

/** Whether an address is one of the trusted proxies (IPv4-mapped IPv6 addresses count as IPv4). */
export function proxyMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const ranges: [string, number | undefined][] = Object.hasOwn(PROXY_RANGES, entry)
      ? PROXY_RANGES[entry]
      : [[address, bits === undefined ? undefined : Number(bits)]];
    for (const [start, prefix] of ranges) {
      const type = isIP(start) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(start, type);
      else list.addSubnet(start, prefix, type);
    }
  }
  return (address) => {
    const family = address ? isIP(address) : 0;
    return family !== 0 && list.check(address!, family === 4 ? 'ipv4' : 'ipv6');
  };
}

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  SHELL_DIST: v.optional(v.string(), path.join(REPO_DIR, 'shell/dist')),
  REMOTES_DIR: v.optional(v.string(), path.join(REPO_DIR, 'remotes')),
  REMOTES_CONFIG: v.optional(v.string(), path.join(GATEWAY_DIR, 'config/remotes.json')),
  SERVICES_CONFIG: v.optional(v.string(), path.join(GATEWAY_DIR, 'config/services.json')),
  DATA_DIR: v.optional(v.string(), path.join(REPO_DIR, 'data')),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: v.optional(trustProxySchema),
  REQUEST_TIMEOUT: v.optional(duration(100, 3_600_000)),
  HEADERS_TIMEOUT: v.optional(duration(100, 600_000)),
  KEEP_ALIVE_TIMEOUT: v.optional(duration(100, 600_000)),
  IDLE_TIMEOUT: v.optional(duration(100, 3_600_000)),
  MAX_REQUESTS_PER_SOCKET: v.optional(count(1, 1_000_000)),
  MAX_CONNECTIONS: v.optional(count(1, 1_000_000)),
  MAX_CONNECTIONS_PER_ADDRESS: v.optional(count(1, 1_000_000)),
  RATE_LIMIT_GET_MAX: v.optional(count(1, 1_000_000)),
  RATE_LIMIT_GET_WINDOW: v.optional(duration(1000, 86_400_000)),
  BODY_MIN_RATE: v.optional(count(1, 100_000_000)),
  BODY_RATE_GRACE: v.optional(duration(100, 600_000)),
  MAX_BODIES_PER_CLIENT: v.optional(count(1, 10_000)),
  UPSTREAM_CONNECTIONS: v.optional(count(1, 10_000)),
  UPSTREAM_HEADERS_TIMEOUT: v.optional(duration(100, 3_600_000)),
  UPSTREAM_BODY_TIMEOUT: v.optional(duration(100, 3_600_000)),
});

/**
 * How long a client may take and how much of the gateway it may hold (the README's "Gateway
 * limits" gives the reasons for each default).
 */
export interface GatewayLimits {
  /** The whole request, headers and body, must have arrived by then (408). */
  requestTimeoutMs: number;
  /** The headers must have arrived by then: idle and slow-header connections are closed. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  idleTimeoutMs: number;
  maxRequestsPerSocket: number;
  /** Open client connections in all. */
  maxConnections: number;
  /** Open connections from one address (IPv6: one /64); not applied to a trusted proxy. */
  maxConnectionsPerAddress: number;
  /** GET and HEAD requests per client (pages, assets, API reads) per window. */
  getRateLimit: { max: number; timeWindow: number };
  /**
   * A request body must arrive at this many bytes a second on average, counted from its start
   * once `graceMs` have passed (time the gateway itself holds it back is not counted), else 408.
   */
  bodyRate: { minBytesPerSecond: number; graceMs: number };
  /** Request bodies one client (address; IPv6 /64) may have in flight to one service; more get 429. */
  maxBodiesPerClient: number;
  /** The gateway's connections to each service, and how long it waits for a service's answer. */
  upstream: { connections: number; headersTimeoutMs: number; bodyTimeoutMs: number };
}

export const DEFAULT_LIMITS: GatewayLimits = {
  // A 16 MB upload (the largest form) at 224 kbit/s; a real applicant on a poor 3G link gets through.
  requestTimeoutMs: 10 * 60_000,
  headersTimeoutMs: 20_000,
  // Node's default; the proxy's idle upstream connections must close first (nginx: 4s).
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 4000,
  // A cyber café of 40 computers, six connections each, behind one address.
  maxConnectionsPerAddress: 256,
  // A first visit is ~30 requests: 20 people at one address opening two pages a minute.
  getRateLimit: { max: 1200, timeWindow: 60_000 },
  // A poor 3G link (~200 kbit/s, 25 KB/s) sends 25 times this; a body sent a byte every few
  // seconds, which would hold a connection to its service for the whole REQUEST_TIMEOUT, is cut.
  // The grace covers a phone's radio waking and TCP's slow start.
  bodyRate: { minBytesPerSecond: 1024, graceMs: 10_000 },
  // Bodies still arriving: a cyber café's applicants behind one address upload at once over its
  // shared link (thirty on 1 Mbit/s still beat BODY_MIN_RATE). A quarter of the pool's 128, so no
  // one client can take a service's connections from everyone else.
  maxBodiesPerClient: 32,
  // undici's pool size (reply-from's default). A service answers in milliseconds; a minute covers
  // the slowest office export, then the connection is freed and the client gets 503.
  upstream: { connections: 128, headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000 },
};

export type GatewayConfig = {
  port: number;
  host: string;
  shellDist: string;
  remotesDir: string;
  remotesConfig: string;
  services: ServicesFile;
  /** The portal's data folder: the gateway keeps its office signing key in its keys folder (service kit keys.ts). */
  dataDir: string;
  logLevel: string;
  /** Reverse proxies whose X-Forwarded-For names the client (empty: none, the socket is the client). */
  trustProxy: string[];
  limits: GatewayLimits;
};

function formatIssues(issues: v.BaseIssue<unknown>[]) {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'value'}: ${issue.message}`).join('; ');
}

export function readServicesFile(file: string, env: NodeJS.ProcessEnv = process.env): ServicesFile {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parsed = v.safeParse(servicesFileSchema, raw);
  if (!parsed.success) throw new Error(`${file}: ${formatIssues(parsed.issues)}`);
  const { services } = parsed.output;
  // SERVICE_INFO_URL=http://host:port moves one service elsewhere without editing the file.
  for (const [name, service] of Object.entries(services)) {
    const override = env[`SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`];
    if (override) service.url = v.parse(urlSchema, override);
  }
  return { services, routes: contractRoutes(Object.keys(services)) };
}

/** Validated once at start: a wrong setting stops the gateway with a clear message. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) throw new Error(`Invalid gateway settings: ${formatIssues(parsed.issues)}`);
  const e = parsed.output;
  const limits: GatewayLimits = {
    requestTimeoutMs: e.REQUEST_TIMEOUT ?? DEFAULT_LIMITS.requestTimeoutMs,
    headersTimeoutMs: e.HEADERS_TIMEOUT ?? DEFAULT_LIMITS.headersTimeoutMs,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT ?? DEFAULT_LIMITS.keepAliveTimeoutMs,
    idleTimeoutMs: e.IDLE_TIMEOUT ?? DEFAULT_LIMITS.idleTimeoutMs,
    maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET ?? DEFAULT_LIMITS.maxRequestsPerSocket,
    maxConnections: e.MAX_CONNECTIONS ?? DEFAULT_LIMITS.maxConnections,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? DEFAULT_LIMITS.maxConnectionsPerAddress,
    getRateLimit: {
      max: e.RATE_LIMIT_GET_MAX ?? DEFAULT_LIMITS.getRateLimit.max,
      timeWindow: e.RATE_LIMIT_GET_WINDOW ?? DEFAULT_LIMITS.getRateLimit.timeWindow,
    },
    bodyRate: {
      minBytesPerSecond: e.BODY_MIN_RATE ?? DEFAULT_LIMITS.bodyRate.minBytesPerSecond,
      graceMs: e.BODY_RATE_GRACE ?? DEFAULT_LIMITS.bodyRate.graceMs,
    },
    maxBodiesPerClient: e.MAX_BODIES_PER_CLIENT ?? DEFAULT_LIMITS.maxBodiesPerClient,
    upstream: {
      connections: e.UPSTREAM_CONNECTIONS ?? DEFAULT_LIMITS.upstream.connections,
      headersTimeoutMs: e.UPSTREAM_HEADERS_TIMEOUT ?? DEFAULT_LIMITS.upstream.headersTimeoutMs,
      bodyTimeoutMs: e.UPSTREAM_BODY_TIMEOUT ?? DEFAULT_LIMITS.upstream.bodyTimeoutMs,
    },
  };
  // Node refuses a headers timeout longer than the request's.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('Invalid gateway settings: HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT');
  }
  return {
    port: e.PORT as number,
    host: e.HOST,
    shellDist: path.resolve(e.SHELL_DIST),
    remotesDir: path.resolve(e.REMOTES_DIR),
    remotesConfig: path.resolve(e.REMOTES_CONFIG),
    services: readServicesFile(path.resolve(e.SERVICES_CONFIG), env),
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? [],
    limits,
  };
}
