import path from 'node:path';
import * as v from 'valibot';

export interface ServiceConfig {
  name: string;
  port: number;
  host: string;
  /** Absolute root data folder; the service uses `<dataDir>/<name>/`. */
  dataDir: string;
  corsOrigins: string[];
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
      v.transform((list) => list.split(',').map((item) => item.trim()).filter(Boolean)),
      v.check(
        (origins) => origins.every(isOrigin),
        'must be a comma-separated list of origins like https://college.example (no path, no trailing slash)',
      ),
    ),
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
