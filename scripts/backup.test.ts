import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../services/kit/src/sqlite';
import { FEEDBACK_PATH, SAMARTH_PATH } from '../services/info/src/contract';
import { removeBundles, type ServiceProcess, startServiceProcess } from '../gateway/src/test-processes';
import { createBackup, tableCounts } from './backup';
import { RestoreRefused, restoreBackup } from './restore';
import { randomPng } from '../services/kit/test/fixture-files';

/**
 * Backup while the real info service takes 50 concurrent writes (forms with files and without),
 * then a restore into an empty folder that a freshly started service accepts: its row and file
 * counts are the manifest's, and every row's file is there. Damaged archives and non-empty
 * targets are refused without writing anything.
 */

let tmp: string;
let live: ServiceProcess | undefined;
let archive: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});

afterAll(async () => {
  await live?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  removeBundles();
});

function samarth(i: number): FormData {
  const form = new FormData();
  form.append('uhi_number', `UHI-${i}`);
  form.append('admission', `ADM-${i}`);
  form.append('image', new Blob([randomPng()], { type: 'image/png' }), 'proof.png');
  return form;
}

function feedback(i: number) {
  return JSON.stringify({
    stu_name: `Student ${i}`,
    adm_no: `ADM-${i}`,
    phone: '9876543210',
    address: 'Village road',
    message: `Feedback ${i}`,
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('backup during writes, restore into an empty folder', () => {
  it('restores to a service whose rows and files match the manifest', async () => {
    const dataDir = path.join(tmp, 'data');
    live = await startServiceProcess(dataDir);
    // 50 writes, 5 at a time (forms with files and without); the backup starts once 10 are
    // answered, with the others still coming.
    const answeredBefore: string[] = [];
    let backupStarted = false;
    let next = 0;
    const write = async (i: number) => {
      const response =
        i % 2 === 0
          ? await fetch(`${live!.url}${SAMARTH_PATH}`, { method: 'POST', body: samarth(i) })
          : await fetch(`${live!.url}${FEEDBACK_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: feedback(i),
            });
      expect(response.status).toBe(200);
      if (!backupStarted) answeredBefore.push(`ADM-${i}`);
    };
    const writers = Array.from({ length: 5 }, async () => {
      while (next < 50) await write(next++);
    });
    while (answeredBefore.length < 10) await new Promise((resolve) => setTimeout(resolve, 2));
    backupStarted = true;
    const sentBeforeBackup = next;
    const result = await createBackup({ dataDir, outDir: path.join(tmp, 'backups'), keep: 3 });
    const sentDuringBackup = next - sentBeforeBackup;
    await Promise.all(writers);
    expect(sentDuringBackup).toBeGreaterThan(0);
    await live.stop();
    live = undefined;
    archive = result.archive;

    const { manifest } = result;
    expect(path.basename(archive)).toMatch(/^college-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(`${archive}.sha256`, 'utf8')).toMatch(
      new RegExp(`^[0-9a-f]{64}  ${path.basename(archive)}\\n$`),
    );
    const info = manifest.services.info;
    expect(info.tables.samarth_verifications).toBeLessThanOrEqual(25);
    expect(info.tables.feedback).toBeLessThanOrEqual(25);
    expect(manifest.files.some((file) => file.path === 'info/db.sqlite')).toBe(true);
    expect(manifest.files.some((file) => file.path.startsWith('info/public/'))).toBe(true);
    expect(manifest.files.some((file) => file.path.startsWith('info/tmp/'))).toBe(false);

    const restored = path.join(tmp, 'restored');
    await restoreBackup(archive, restored);
    // The restored folder runs: the service starts on it (and sweeps, migrates nothing new).
    const again = await startServiceProcess(restored);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    await again.stop();

    const db = openDatabase(path.join(restored, 'info/db.sqlite'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const counts = tableCounts(db);
      for (const [table, count] of Object.entries(info.tables))
        if (table !== 'kit_pending_uploads') expect(counts[table], table).toBe(count);
      // Everything answered before the backup began is in it.
      const admissions = new Set([
        ...(db.prepare('select admission from samarth_verifications').pluck().all() as string[]),
        ...(db.prepare('select adm_no from feedback').pluck().all() as string[]),
      ]);
      expect(answeredBefore.filter((adm) => !admissions.has(adm))).toEqual([]);
      const storedFiles = (
        db.prepare('select stored_file from samarth_verifications').pluck().all() as string[]
      ).sort();
      expect(storedFiles.length).toBeGreaterThan(0);
      expect(filesUnder(path.join(restored, 'info/uploads/samarth')).sort()).toEqual(storedFiles);
    } finally {
      db.close();
    }
    const restoredFiles = filesUnder(path.join(restored, 'info')).filter(
      (file) => !file.startsWith('db.sqlite') && !file.startsWith('tmp'),
    );
    expect(restoredFiles.length).toBe(info.files);
  }, 40_000);

  it('refuses a target that is not empty, and writes nothing to it', async () => {
    const target = path.join(tmp, 'busy');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'keep.txt'), 'live data');
    await expect(restoreBackup(archive, target)).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(target)).toEqual(['keep.txt']);
  });

  it('refuses a damaged archive', async () => {
    const damaged = path.join(tmp, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 64; i++) bytes[i] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = path.join(tmp, 'from-damaged');
    await expect(restoreBackup(damaged, target)).rejects.toBeInstanceOf(RestoreRefused);
    expect(fs.existsSync(target)).toBe(false);

    // The same bytes with its checksum file beside it: refused before unpacking.
    fs.copyFileSync(`${archive}.sha256`, `${damaged}.sha256`);
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/does not match/);

    // Cut short.
    const truncated = path.join(tmp, 'truncated.tar.gz');
    fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, 4096));
    await expect(restoreBackup(truncated, target)).rejects.toBeInstanceOf(RestoreRefused);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('refuses a well-formed archive whose contents were changed', async () => {
    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const upload = filesUnder(path.join(unpacked, 'info/uploads'))[0];
    fs.appendFileSync(path.join(unpacked, 'info/uploads', upload), 'tampered');
    const repacked = path.join(tmp, 'repacked.tar.gz');
    await tar.create({ gzip: true, cwd: unpacked, file: repacked }, fs.readdirSync(unpacked));
    await expect(restoreBackup(repacked, path.join(tmp, 'from-repacked'))).rejects.toThrow(
      /does not match its checksum/,
    );
  });

  it('keeps only the newest archives', async () => {
    const dataDir = path.join(tmp, 'restored');
    const outDir = path.join(tmp, 'rotating');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push((await createBackup({ dataDir, outDir, keep: 2 })).archive);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(fs.readdirSync(outDir).sort()).toEqual(
      made
        .slice(1)
        .flatMap((file) => [path.basename(file), `${path.basename(file)}.sha256`])
        .sort(),
    );
  });
});
