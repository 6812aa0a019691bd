import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAadhaarVault } from '../services/admissions/src/aadhaar-vault';
import { EXIT_OK, runExportApplications } from '../services/admissions/src/cli/export-command';
import { SAVE_APPLICANT_PATH } from '../services/admissions/src/contract';
import { aadhaar, startAdmissions, toForm, validApplicant } from '../services/admissions/test/helpers';
import { openDatabase } from '../services/kit/src/sqlite';
import { removeBundles, type ServiceProcess, startServiceProcess } from '../gateway/src/test-processes';
import { createBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

/**
 * Security review 18 (files at rest): a data folder made by the real admissions service under the
 * shell's usual umask 022, an export, and a restore are closed to other users; a backup archive
 * holds no key, so the archive alone opens no Aadhaar number, and a restore needs the keys kept apart.
 */
const AADHAAR = aadhaar('34567890123');

let tmp: string;
let previousUmask: number;
let live: ServiceProcess | undefined;
let dataDir: string;
let archive: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'files-at-rest-'));
  // What `pnpm start` runs under; every process must narrow it itself.
  previousUmask = process.umask(0o022);
});

afterAll(async () => {
  await live?.stop();
  process.umask(previousUmask);
  fs.rmSync(tmp, { recursive: true, force: true });
  removeBundles();
});

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Every file and folder under `dir` (the folder itself first), with its mode. */
function tree(dir: string): { path: string; mode: number; isDirectory: boolean }[] {
  return [dir, ...fs.readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry)))].map(
    (file) => {
      const stat = fs.lstatSync(file);
      return { path: file, mode: stat.mode & 0o777, isDirectory: stat.isDirectory() };
    },
  );
}

/** A data folder no one but its owner reads: the folder and its keys private, nothing at all for others. */
function expectPrivate(root: string) {
  expect(modeOf(root).toString(8), root).toBe('700');
  const keys = path.join(root, 'keys');
  expect(modeOf(keys) & 0o077, keys).toBe(0);
  for (const name of ['identifier-hash.key', 'aadhaar-encryption.key', 'document-encryption.key'])
    expect(modeOf(path.join(keys, name)).toString(8), name).toBe('600');
  for (const entry of tree(root)) {
    expect(entry.mode & 0o007, `${entry.path} ${entry.mode.toString(8)}`).toBe(0);
    // Never writable by the group; files never executable.
    expect(entry.mode & 0o020, entry.path).toBe(0);
    if (!entry.isDirectory) expect(entry.mode & 0o111, entry.path).toBe(0);
  }
}

function sealedNumber(root: string): { encrypted: string; hash: string } {
  const db = openDatabase(path.join(root, 'admissions', 'db.sqlite'));
  try {
    return db.prepare('select adhar_encrypted as encrypted, adhar_hash as hash from applications').get() as {
      encrypted: string;
      hash: string;
    };
  } finally {
    db.close();
  }
}

describe('files at rest', () => {
  it('a fresh data folder made by the service is closed to other users', async () => {
    dataDir = path.join(tmp, 'data');
    // The form's ids come from a catalogue like the service's own (an app in another folder).
    const reference = await startAdmissions(path.join(tmp, 'reference'));
    const entries = validApplicant(reference, { adhar_num: AADHAAR });
    await reference.close();

    live = await startServiceProcess(dataDir, 'admissions');
    const response = await fetch(`${live.url}${SAVE_APPLICANT_PATH}`, { method: 'POST', body: toForm(entries) });
    expect(response.status, await response.clone().text()).toBe(200);
    // While it runs: the WAL files, uploads and keys are all there.
    expect(fs.existsSync(path.join(dataDir, 'admissions', 'db.sqlite-wal'))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'admissions', 'uploads'), { recursive: true }).length).toBeGreaterThan(0);
    expectPrivate(dataDir);
    await live.stop();
    live = undefined;
  }, 60_000);

  it('an export with --out is readable by its owner only, also over an existing file', () => {
    const run = (out: string) => {
      let err = '';
      const code = runExportApplications(['--out', out], {
        env: { DATA_DIR: dataDir },
        cwd: tmp,
        stdout: () => {},
        stderr: (text) => (err += text),
      });
      expect(code, err).toBe(EXIT_OK);
      return path.join(tmp, out);
    };
    const fresh = run('applications.csv');
    expect(modeOf(fresh).toString(8)).toBe('600');
    expect(fs.readFileSync(fresh, 'utf8')).toContain(AADHAAR.slice(-4));

    const old = path.join(tmp, 'old.csv');
    fs.writeFileSync(old, 'left from before', { mode: 0o644 });
    expect(modeOf(run('old.csv')).toString(8)).toBe('600');
  });

  it('a backup archive alone holds no key and opens no Aadhaar number', async () => {
    const result = await createBackup({ dataDir, outDir: path.join(tmp, 'backups'), keep: 2, env: {} });
    archive = result.archive;
    expect(modeOf(archive).toString(8)).toBe('600');

    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const files = tree(unpacked)
      .filter((entry) => !entry.isDirectory)
      .map((entry) => entry.path);
    expect(files.filter((file) => file.endsWith('.key') || file.split(path.sep).includes('keys'))).toEqual([]);
    // Not a byte of either key anywhere (as text or raw), the manifest included.
    const keyTexts = ['identifier-hash.key', 'aadhaar-encryption.key', 'document-encryption.key'].map((name) =>
      fs.readFileSync(path.join(dataDir, 'keys', name), 'utf8').trim(),
    );
    const needles = [
      ...keyTexts.map((text) => Buffer.from(text)),
      Buffer.from(keyTexts[1], 'hex'),
      Buffer.from(keyTexts[2], 'hex'),
    ];
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      for (const needle of needles) expect(bytes.includes(needle), file).toBe(false);
    }
    // The manifest names the keys by fingerprint only.
    expect(Object.keys(result.manifest.keys ?? {}).sort()).toEqual([
      'aadhaar-encryption',
      'document-encryption',
      'identifier-hash',
    ]);

    const sealed = sealedNumber(unpacked);
    expect(sealed.encrypted.length).toBeGreaterThan(0);
    // The ciphertext is sound: the college's own keys open it ...
    expect(createAadhaarVault({ dataDir, env: {} }).open(sealed.encrypted)).toBe(AADHAAR);
    // ... but whoever holds only the archive has no key: a vault on the unpacked folder makes a
    // fresh one, which neither opens the number nor confirms a guess against its hash.
    const stranger = createAadhaarVault({ dataDir: unpacked, env: {} });
    expect(() => stranger.open(sealed.encrypted)).toThrow();
    expect(stranger.hash(AADHAAR)).not.toBe(sealed.hash);
  });

  it('a restore needs the keys kept apart, and is closed to other users', async () => {
    // Without the keys: refused, nothing written.
    const target = path.join(tmp, 'restored');
    await expect(restoreBackup(archive, target, { env: {} })).rejects.toThrow(
      /sealed with keys that archives never hold/,
    );
    expect(fs.existsSync(target)).toBe(false);

    // Other keys (another installation's): refused.
    const strangers = path.join(tmp, 'stranger-keys');
    fs.mkdirSync(strangers);
    fs.writeFileSync(path.join(strangers, 'identifier-hash.key'), randomBytes(32).toString('hex'));
    fs.writeFileSync(path.join(strangers, 'aadhaar-encryption.key'), randomBytes(32).toString('hex'));
    fs.writeFileSync(path.join(strangers, 'document-encryption.key'), randomBytes(32).toString('hex'));
    await expect(restoreBackup(archive, target, { keysFrom: strangers, env: {} })).rejects.toBeInstanceOf(
      RestoreRefused,
    );
    expect(fs.existsSync(target)).toBe(false);

    // The college's copy of its keys, made once with `pnpm backup --keys-to`.
    const { copyKeys } = await import('./backup');
    const usb = path.join(tmp, 'usb', 'college-keys');
    copyKeys({ dataDir, to: usb, env: {} });
    expect(modeOf(usb).toString(8)).toBe('700');
    for (const name of fs.readdirSync(usb)) expect(modeOf(path.join(usb, name)).toString(8), name).toBe('600');

    const result = await restoreBackup(archive, target, { keysFrom: usb, env: {} });
    expect(result.keys.map((key) => key.state)).toEqual(['copied', 'copied', 'copied']);
    expectPrivate(target);
    for (const entry of tree(target)) if (!entry.isDirectory) expect(entry.mode & ~0o640, entry.path).toBe(0);

    // The service runs on it with the same keys: the number opens again.
    live = await startServiceProcess(target, 'admissions');
    await live.stop();
    live = undefined;
    expect(createAadhaarVault({ dataDir: target, env: {} }).open(sealedNumber(target).encrypted)).toBe(AADHAAR);
    expectPrivate(target);
  }, 60_000);
});
