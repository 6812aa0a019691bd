import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.resolve(shellDir, '..');

const serviceNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'service names are lower-case words'));
const urlSchema = v.pipe(v.string(), v.url('must be an absolute URL such as http://127.0.0.1:4101'));

/** The path → service table: which service answers which public path (spec §7 paths under /api/v1/). */
export const servicesFileSchema = v.object({
  services: v.record(
    serviceNameSchema,
    v.object({
      url: urlSchema,
      /** Folder of the service package, for the launcher; absent for a service on another host. */
      package: v.optional(v.string()),
    }),
  ),
  routes: v.array(v.object({ prefix: v.pipe(v.string(), v.startsWith('/')), service: serviceNameSchema })),
});
export type ServicesFile = v.InferOutput<typeof servicesFileSchema>;

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  SHELL_DIST: v.optional(v.string(), path.join(shellDir, 'dist')),
  REMOTES_DIR: v.optional(v.string(), path.join(REPO_DIR, 'remotes')),
  REMOTES_CONFIG: v.optional(v.string(), path.join(shellDir, 'server/config/remotes.json')),
  SERVICES_CONFIG: v.optional(v.string(), path.join(shellDir, 'server/config/services.json')),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
});

export type GatewayConfig = {
  port: number;
  host: string;
  shellDist: string;
  remotesDir: string;
  remotesConfig: string;
  services: ServicesFile;
  logLevel: string;
};

function formatIssues(issues: v.BaseIssue<unknown>[]) {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'value'}: ${issue.message}`).join('; ');
}

export function readServicesFile(file: string, env: NodeJS.ProcessEnv = process.env): ServicesFile {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parsed = v.safeParse(servicesFileSchema, raw);
  if (!parsed.success) throw new Error(`${file}: ${formatIssues(parsed.issues)}`);
  const services = parsed.output;
  // SERVICE_INFO_URL=http://host:port moves one service elsewhere without editing the file.
  for (const [name, service] of Object.entries(services.services)) {
    const override = env[`SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`];
    if (override) service.url = v.parse(urlSchema, override);
  }
  for (const route of services.routes) {
    if (!services.services[route.service]) throw new Error(`${file}: route ${route.prefix} names unknown service ${route.service}`);
  }
  return services;
}

/** Validated once at start: a wrong setting stops the gateway with a clear message. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) throw new Error(`Invalid gateway settings: ${formatIssues(parsed.issues)}`);
  const e = parsed.output;
  return {
    port: e.PORT as number,
    host: e.HOST,
    shellDist: path.resolve(e.SHELL_DIST),
    remotesDir: path.resolve(e.REMOTES_DIR),
    remotesConfig: path.resolve(e.REMOTES_CONFIG),
    services: readServicesFile(path.resolve(e.SERVICES_CONFIG), env),
    logLevel: e.LOG_LEVEL,
  };
}
