import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileVault, SealedFileError } from '../src/file-vault';
import { makeTempDir, removeDir } from './helpers';

let dir: string;
const env = {};
const vaultIn = (dataDir: string, extra: Record<string, string> = {}) =>
  createFileVault('document-encryption', { dataDir, env: { ...env, ...extra }, eager: true });

beforeEach(async () => {
  dir = await makeTempDir('file-vault-');
});
afterEach(() => removeDir(dir));

describe('sealed files', () => {
  it('round-trips a file of several megabytes, bound to its id; the sealed file holds none of it and is 0640', async () => {
    const vault = vaultIn(dir);
    const clear = path.join(dir, 'clear.bin');
    const bytes = randomBytes(5 * 1024 * 1024 + 7);
    writeFileSync(clear, bytes);
    const sealed = path.join(dir, 'a.pdf.sealed');
    await vault.seal(clear, sealed, 'a.pdf.sealed');
    const onDisk = readFileSync(sealed);
    expect(onDisk.length).toBe(bytes.length + 96);
    expect(onDisk.includes(bytes.subarray(1000, 1064))).toBe(false);
    expect(statSync(sealed).mode & 0o777 & ~0o640).toBe(0);
    expect((await vault.open(sealed, 'a.pdf.sealed')).equals(bytes)).toBe(true);
    // Its key: made at once (eager), the owner's only.
    expect(statSync(path.join(dir, 'keys', 'document-encryption.key')).mode & 0o777).toBe(0o600);
  });

  it('never writes over an existing file', async () => {
    const vault = vaultIn(dir);
    const clear = path.join(dir, 'clear.bin');
    writeFileSync(clear, 'x');
    writeFileSync(path.join(dir, 'taken'), 'kept');
    await expect(vault.seal(clear, path.join(dir, 'taken'), 'taken')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(dir, 'taken'), 'utf8')).toBe('kept');
  });

  it('refuses, as SealedFileError, a file altered anywhere, cut short, under another id, or opened with another key', async () => {
    const vault = vaultIn(dir);
    const clear = path.join(dir, 'clear.bin');
    writeFileSync(clear, randomBytes(4000));
    const sealed = path.join(dir, 'doc.sealed');
    await vault.seal(clear, sealed, 'doc.sealed');
    const good = readFileSync(sealed);
    const variant = (name: string, bytes: Buffer) => {
      writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    const flipped = (at: number) => {
      const copy = Buffer.from(good);
      copy[at] ^= 0x80;
      return copy;
    };
    // magic, key iv, sealed key, key tag, data iv, ciphertext, data tag
    for (const at of [0, 10, 30, 60, 75, 500, good.length - 1]) {
      await expect(vault.open(variant(`flip-${at}`, flipped(at)), `flip-${at}`), `byte ${at}`).rejects.toBeInstanceOf(
        SealedFileError,
      );
    }
    for (const [name, length] of [
      ['short-tag', good.length - 1],
      ['header-only', 80],
      ['tiny', 20],
    ] as const) {
      await expect(vault.open(variant(name, good.subarray(0, length)), 'doc.sealed'), name).rejects.toBeInstanceOf(
        SealedFileError,
      );
    }
    await expect(vault.open(sealed, 'other.sealed')).rejects.toBeInstanceOf(SealedFileError);
    const stranger = vaultIn(dir, { DOCUMENT_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    await expect(stranger.open(sealed, 'doc.sealed')).rejects.toBeInstanceOf(SealedFileError);
    // The sound file still opens, and a missing one is the file system's ENOENT.
    expect((await vault.open(sealed, 'doc.sealed')).length).toBe(4000);
    await expect(vault.open(path.join(dir, 'gone'), 'gone')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses to hold more than maxBytes in memory', async () => {
    const vault = createFileVault('document-encryption', { dataDir: dir, env, maxBytes: 1024 });
    const clear = path.join(dir, 'clear.bin');
    writeFileSync(clear, randomBytes(2048));
    await vault.seal(clear, path.join(dir, 'big.sealed'), 'big.sealed');
    await expect(vault.open(path.join(dir, 'big.sealed'), 'big.sealed')).rejects.toBeInstanceOf(SealedFileError);
  });

  it('takes DOCUMENT_ENCRYPTION_KEY instead of the file, and refuses a malformed one', () => {
    vaultIn(dir, { DOCUMENT_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(existsSync(path.join(dir, 'keys', 'document-encryption.key'))).toBe(false);
    expect(() => vaultIn(dir, { DOCUMENT_ENCRYPTION_KEY: 'abc' })).toThrow(
      /DOCUMENT_ENCRYPTION_KEY must hold 64 hexadecimal/,
    );
  });
});
