import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ensureServiceFolders,
  isKeyPath,
  keyFile,
  keyFingerprint,
  keyInEffect,
  openDatabase,
  readOrCreateKeyFile,
  servicePaths,
} from '../src/index';
import { makeTempDir, removeDir } from './helpers';

const mode = (file: string) => statSync(file).mode & 0o777;

let dir: string;
let umask: number;
beforeEach(async () => {
  dir = await makeTempDir('service-kit-keys-');
  // The shell's usual umask: the modes below must not depend on the process's own.
  umask = process.umask(0o022);
});
afterEach(async () => {
  process.umask(umask);
  await removeDir(dir);
});

describe('the keys folder', () => {
  it('creates keys 0600 in <data>/keys (0700), once', () => {
    const key = readOrCreateKeyFile('aadhaar-encryption', { dataDir: dir, env: {} });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'keys', 'aadhaar-encryption.key');
    expect(mode(file)).toBe(0o600);
    expect(mode(path.join(dir, 'keys'))).toBe(0o700);
    expect(readOrCreateKeyFile('aadhaar-encryption', { dataDir: dir, env: {} })).toBe(key);
    // No temporary file is left beside it.
    expect(readdirSync(path.join(dir, 'keys'))).toEqual(['aadhaar-encryption.key']);
    expect(readFileSync(file, 'utf8')).toBe(key);
  });

  it('moves the keys of an earlier version from the data folder into the keys folder, and tightens them', () => {
    const identifier = 'a'.repeat(64);
    const aadhaar = 'b'.repeat(64);
    writeFileSync(path.join(dir, 'identifier-hash.key'), identifier, { mode: 0o644 });
    mkdirSync(path.join(dir, 'admissions-keys'));
    writeFileSync(path.join(dir, 'admissions-keys', 'aadhaar-encryption.key'), `${aadhaar}\n`, { mode: 0o644 });

    expect(keyInEffect('identifier-hash', { dataDir: dir, env: {} })?.text).toBe(identifier);
    expect(readOrCreateKeyFile('identifier-hash', { dataDir: dir, env: {} })).toBe(identifier);
    expect(readOrCreateKeyFile('aadhaar-encryption', { dataDir: dir, env: {} })).toBe(aadhaar);
    expect(existsSync(path.join(dir, 'identifier-hash.key'))).toBe(false);
    expect(existsSync(path.join(dir, 'admissions-keys'))).toBe(false);
    expect(mode(path.join(dir, 'keys', 'identifier-hash.key'))).toBe(0o600);
    expect(mode(path.join(dir, 'keys', 'aadhaar-encryption.key'))).toBe(0o600);

    // A key file left readable by others (e.g. copied in by hand) is tightened when read.
    chmodSync(path.join(dir, 'keys', 'identifier-hash.key'), 0o644);
    readOrCreateKeyFile('identifier-hash', { dataDir: dir, env: {} });
    expect(mode(path.join(dir, 'keys', 'identifier-hash.key'))).toBe(0o600);
  });

  it('uses KEYS_DIR (absolute only), and the key given in the environment before any file', () => {
    const keys = path.join(dir, 'elsewhere');
    const env = { KEYS_DIR: keys };
    expect(keyFile('identifier-hash', dir, env)).toBe(path.join(keys, 'identifier-hash.key'));
    readOrCreateKeyFile('identifier-hash', { dataDir: dir, env });
    expect(mode(path.join(keys, 'identifier-hash.key'))).toBe(0o600);
    expect(existsSync(path.join(dir, 'keys'))).toBe(false);
    expect(() => keyFile('identifier-hash', dir, { KEYS_DIR: 'relative/keys' })).toThrow(/absolute/);
    expect(
      keyInEffect('aadhaar-encryption', { dataDir: dir, env: { ...env, AADHAAR_ENCRYPTION_KEY: 'C'.repeat(64) } })
        ?.from,
    ).toBe('AADHAAR_ENCRYPTION_KEY');
  });

  it('fingerprints a key without showing it', () => {
    const key = 'c'.repeat(64);
    const fingerprint = keyFingerprint('aadhaar-encryption', key);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(key).not.toContain(fingerprint);
    // The same AES key written in capitals is the same key.
    expect(keyFingerprint('aadhaar-encryption', key.toUpperCase())).toBe(fingerprint);
    expect(keyFingerprint('aadhaar-encryption', 'd'.repeat(64))).not.toBe(fingerprint);
    expect(keyFingerprint('identifier-hash', key)).not.toBe(fingerprint);
  });

  it('names the paths a backup leaves out', () => {
    for (const relative of [
      'keys',
      'keys/aadhaar-encryption.key',
      'identifier-hash.key',
      'admissions-keys/aadhaar-encryption.key',
      'admissions/x.key',
    ]) {
      expect(isKeyPath(relative, dir, {}), relative).toBe(true);
    }
    for (const relative of ['admissions/db.sqlite', 'info/uploads/samarth/a.png', 'keystone.txt']) {
      expect(isKeyPath(relative, dir, {}), relative).toBe(false);
    }
    expect(isKeyPath('secret/a', dir, { KEYS_DIR: path.join(dir, 'secret') })).toBe(true);
  });
});

describe('data folder modes', () => {
  it('makes a new data folder 0700, service folders 0750 and databases 0640 under umask 022', () => {
    const dataDir = path.join(dir, 'data');
    const paths = servicePaths(dataDir, 'info');
    ensureServiceFolders(paths);
    expect(mode(dataDir)).toBe(0o700);
    for (const folder of [paths.root, paths.uploads, paths.public]) expect(mode(folder), folder).toBe(0o750);
    expect(mode(paths.tmp)).toBe(0o700);
    const db = openDatabase(paths.db);
    try {
      db.exec('create table t (x)');
      expect(mode(paths.db)).toBe(0o640);
      expect(mode(`${paths.db}-wal`)).toBe(0o640);
    } finally {
      db.close();
    }
  });

  it('takes the bits for others off a data folder made before', () => {
    const dataDir = path.join(dir, 'old');
    mkdirSync(path.join(dataDir, 'info'), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'info'), 0o777);
    ensureServiceFolders(servicePaths(dataDir, 'info'));
    expect(mode(dataDir)).toBe(0o750);
    expect(mode(path.join(dataDir, 'info'))).toBe(0o750);
  });
});
