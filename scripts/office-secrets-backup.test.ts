import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../services/office/src/demo-accounts';
import { cookieOf, demo, post, signIn, startOffice, totpAt } from '../services/office/test/helpers';
import { SECOND_FACTOR_PATH, SIGN_IN_PATH } from '../services/office/src/contract';
import { copyKeys, createBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

/**
 * The office's TOTP secrets in a backup: sealed in the archived database, the office-secrets key
 * never in the archive (only its fingerprint in the manifest); a restore with the college's copy
 * of the keys signs in with codes again, one without them is refused.
 */
let tmp: string;
let dataDir: string;
let archive: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'office-backup-'));
  dataDir = path.join(tmp, 'data');
  const app = await startOffice(dataDir, { env: {} });
  try {
    await signIn(app, 'admin', Date.now());
  } finally {
    await app.close();
  }
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('office secrets and backups', () => {
  it('an archive holds the sealed secrets but not the office-secrets key', async () => {
    const result = await createBackup({ dataDir, outDir: path.join(tmp, 'backups'), keep: 2, env: {} });
    archive = result.archive;
    expect(Object.keys(result.manifest.keys ?? {})).toContain('office-secrets');

    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const files = fs
      .readdirSync(unpacked, { recursive: true })
      .map((entry) => path.join(unpacked, String(entry)))
      .filter((file) => fs.statSync(file).isFile());
    expect(files.some((file) => file.endsWith(path.join('office', 'db.sqlite')))).toBe(true);
    expect(files.filter((file) => file.endsWith('.key') || file.split(path.sep).includes('keys'))).toEqual([]);
    const keyText = fs.readFileSync(path.join(dataDir, 'keys', 'office-secrets.key'), 'utf8').trim();
    const needles = [
      Buffer.from(keyText),
      Buffer.from(keyText, 'hex'),
      ...DEMO_ACCOUNTS.map((account) => Buffer.from(account.totpSecret)),
    ];
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      for (const needle of needles) expect(bytes.includes(needle), file).toBe(false);
    }
  });

  it("a restore needs the key; with the college's copy, codes sign in again", async () => {
    await expect(restoreBackup(archive, path.join(tmp, 'without'), { env: {} })).rejects.toBeInstanceOf(RestoreRefused);

    const kept = path.join(tmp, 'college-keys');
    const { copied } = copyKeys({ dataDir, to: kept, env: {} });
    expect(copied.map((key) => key.name)).toContain('office-secrets');
    const target = path.join(tmp, 'restored');
    await restoreBackup(archive, target, { keysFrom: kept, env: {} });

    const app = await startOffice(target, { env: {} });
    try {
      const account = demo('accountant');
      const first = await post(app, SIGN_IN_PATH, { username: account.username, password: account.password });
      const second = await post(
        app,
        SECOND_FACTOR_PATH,
        { code: await totpAt(account.totpSecret, Date.now()) },
        { cookie: cookieOf(first), csrf: first.json().csrfToken },
      );
      expect(second.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
