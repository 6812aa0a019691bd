import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  createIdentifierHasher,
  DEFAULT_RATE_LIMITS,
  IDENTIFIER_KEY_FILE,
  loadServiceConfig,
  parseServiceConfig,
} from '../src/index';
import { makeTempDir, removeDir } from './helpers';

describe('parseServiceConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(parseServiceConfig('info', { port: 4101 }, {})).toEqual({
      name: 'info',
      port: 4101,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      corsOrigins: [],
      rateLimit: DEFAULT_RATE_LIMITS,
      trustProxy: 'loopback',
      // No mail server: messages are written as .eml files (mail.ts).
      mail: { smtpUrl: undefined, from: undefined },
    });
  });

  it('reads the rate limits and the trusted proxies', () => {
    const config = parseServiceConfig(
      'info',
      { port: 4101 },
      {
        RATE_LIMIT_FORM_MAX: '5',
        RATE_LIMIT_FORM_WINDOW: '90s',
        RATE_LIMIT_READ_MAX: '1000',
        RATE_LIMIT_READ_WINDOW: '1h',
        TRUST_PROXY: 'loopback, 10.0.0.5, 192.168.0.0/24',
      },
    );
    expect(config.rateLimit).toEqual({
      form: { max: 5, timeWindow: 90_000 },
      read: { max: 1000, timeWindow: 3_600_000 },
    });
    expect(config.trustProxy).toBe('loopback,10.0.0.5,192.168.0.0/24');
    // One kind set, the other left at its default.
    expect(parseServiceConfig('info', { port: 1 }, { RATE_LIMIT_READ_WINDOW: '2m' }).rateLimit).toEqual({
      form: DEFAULT_RATE_LIMITS.form,
      read: { max: DEFAULT_RATE_LIMITS.read.max, timeWindow: 120_000 },
    });
  });

  it('names every bad rate-limit or proxy setting', () => {
    const attempt = () =>
      parseServiceConfig(
        'info',
        { port: 4101 },
        {
          RATE_LIMIT_FORM_MAX: '0',
          RATE_LIMIT_FORM_WINDOW: '10',
          RATE_LIMIT_READ_MAX: 'many',
          RATE_LIMIT_READ_WINDOW: '2d',
          TRUST_PROXY: 'true',
        },
      );
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /RATE_LIMIT_FORM_MAX: must be at least 1[\s\S]*RATE_LIMIT_FORM_WINDOW: must be a duration such as 90s, 10m or 1h[\s\S]*RATE_LIMIT_READ_MAX: must be a whole number[\s\S]*RATE_LIMIT_READ_WINDOW: must be a duration[\s\S]*TRUST_PROXY: must be a comma-separated list/,
    );
    expect(() => parseServiceConfig('info', { port: 1 }, { RATE_LIMIT_FORM_WINDOW: '0s' })).toThrow(/at least 1s/);
    expect(() => parseServiceConfig('info', { port: 1 }, { TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PORT, HOST, DATA_DIR (made absolute) and CORS_ORIGINS', () => {
    const config = parseServiceConfig(
      'info',
      { port: 4101 },
      {
        PORT: '5000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        CORS_ORIGINS: 'https://a.example, http://localhost:3000,',
      },
    );
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: path.resolve('var/data'),
      corsOrigins: ['https://a.example', 'http://localhost:3000'],
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('names every invalid variable', () => {
    const attempt = () =>
      parseServiceConfig('info', { port: 4101 }, { PORT: '80a', CORS_ORIGINS: 'https://a.example/path' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/info service[\s\S]*PORT: must be a whole number[\s\S]*CORS_ORIGINS: must be/);
    expect(() => parseServiceConfig('info', { port: 1 }, { PORT: '70000' })).toThrow(/PORT: must be between/);
  });

  it('exits with code 1 and a readable message when the environment is invalid', () => {
    const previous = process.env.PORT;
    process.env.PORT = 'not-a-port';
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit called');
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => loadServiceConfig('info', { port: 4101 })).toThrow('exit called');
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.mock.calls[0][0]).toMatch(/PORT: must be a whole number/);
    } finally {
      exit.mockRestore();
      error.mockRestore();
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });
});

describe('createIdentifierHasher', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('service-kit-id-');
  });
  afterEach(async () => {
    await removeDir(dir);
  });

  it('hashes with a key kept in the data folder, stably across restarts', () => {
    const hash = createIdentifierHasher({ dataDir: dir, env: {} });
    const digest = hash('1234 5678 9012');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('123456789012');
    expect(hash('1234-5678-9012')).toBe(digest);
    expect(hash('1234 5678 9013')).not.toBe(digest);

    const keyFile = path.join(dir, 'keys', IDENTIFIER_KEY_FILE);
    expect(existsSync(keyFile)).toBe(true);
    expect(readFileSync(keyFile, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(createIdentifierHasher({ dataDir: dir, env: {} })('123456789012')).toBe(digest);
  });

  it('prefers the secret from the environment and insists it is long enough', async () => {
    const secret = 'x'.repeat(40);
    const fromEnv = createIdentifierHasher({ dataDir: dir, env: { IDENTIFIER_HASH_SECRET: secret } });
    const fromFile = createIdentifierHasher({ dataDir: dir, env: {} });
    expect(fromEnv('123456789012')).not.toBe(fromFile('123456789012'));
    expect(() => createIdentifierHasher({ dataDir: dir, env: { IDENTIFIER_HASH_SECRET: 'short' } })).toThrow(
      /at least 32/,
    );
  });
});
