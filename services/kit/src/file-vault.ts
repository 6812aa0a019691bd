/**
 * Files sealed at rest (an Aadhaar card, a caste certificate): AES-256-GCM from node:crypto, each
 * file under a random key of its own, and that key sealed under one of the portal's keys (the keys
 * folder, never in a database or a backup archive). A copied file, a database or a whole archive
 * therefore opens no document; a file's key changes nothing else, and one sealing key opens all.
 *
 * Both layers carry the file's id (its stored name, which the database row names) as associated
 * data: a sealed file moved under another row's name, or altered by a single bit, does not open.
 *
 * Layout: `CPSEAL01` | key iv (12) | sealed file key (32) | its tag (16) | data iv (12) |
 * ciphertext | data tag (16).
 *
 * Sealing streams (the clear file is read in chunks, never whole). Opening reads the ciphertext in
 * chunks too but hands back the clear bytes only once the tag at the end has checked them: GCM
 * vouches for nothing before then, so streaming them out earlier would serve the start of an altered
 * file. That holds a file in memory while it is sent: fine for documents of a megabyte or two
 * (`maxBytes` refuses anything bigger than a service ever stores).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { sealingKey, type SealingKeyName } from './sealing';
import { DATA_FILE_MODE } from './sqlite';
import type { FileStore } from './uploads';

/** What a sealed file's stored name ends with, after the kind's extension: `<uuid>.pdf.sealed`. */
export const SEALED_SUFFIX = '.sealed';

const MAGIC = Buffer.from('CPSEAL01', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + IV_BYTES + KEY_BYTES + TAG_BYTES + IV_BYTES;
/** A sealed file holds at most this much by default: more than any service stores (1 MB documents). */
export const SEALED_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** A sealed file that does not open: altered, moved under another name, cut short, or another key. */
export class SealedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedFileError';
  }
}

export interface FileVault {
  /** Writes `from` sealed to `to` (a new file; never over one) bound to `id`, and syncs it to the disk. */
  seal(from: string, to: string, id: string): Promise<void>;
  /** The clear bytes of the sealed file `file` with id `id`; SealedFileError if they do not check out. */
  open(file: string, id: string): Promise<Buffer>;
  /** For a form's commit: seals the file under `<uuid><ext>.sealed`, bound to that name. */
  store: FileStore;
}

// Two labels, so a sealed file key can never pass for sealed data or the other way round.
const associated = (layer: 'key' | 'data', id: string) => Buffer.from(`CPSEAL01 ${layer}\0${id}`, 'utf8');

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new SealedFileError('the sealed file was cut short');
  return buffer;
}

/**
 * A vault sealing under the portal key `name` (64 hex characters in its environment variable, or
 * its file in the keys folder, created at first use; `eager`: at once, so a service with a bad key
 * fails at start rather than at its first upload).
 */
export function createFileVault(
  name: SealingKeyName,
  options: { dataDir: string; env?: Record<string, string | undefined>; eager?: boolean; maxBytes?: number },
): FileVault {
  const maxBytes = options.maxBytes ?? SEALED_FILE_MAX_BYTES;
  let key: Buffer | undefined;
  const theKey = () => (key ??= sealingKey(name, options));
  if (options.eager) theKey();

  const seal: FileVault['seal'] = async (from, to, id) => {
    const fileKey = randomBytes(KEY_BYTES);
    const keyIv = randomBytes(IV_BYTES);
    const wrap = createCipheriv('aes-256-gcm', theKey(), keyIv).setAAD(associated('key', id));
    const sealedKey = Buffer.concat([wrap.update(fileKey), wrap.final()]);
    const dataIv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', fileKey, dataIv).setAAD(associated('data', id));
    const header = Buffer.concat([MAGIC, keyIv, sealedKey, wrap.getAuthTag(), dataIv]);
    await pipeline(
      createReadStream(from),
      async function* (source: AsyncIterable<Buffer>) {
        yield header;
        for await (const chunk of source) yield cipher.update(chunk);
        yield cipher.final();
        yield cipher.getAuthTag();
      },
      // flush: on the disk before the caller records it (or removes the clear copy).
      createWriteStream(to, { flags: 'wx', mode: DATA_FILE_MODE, flush: true }),
    );
  };

  const openSealed: FileVault['open'] = async (file, id) => {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      if (size < HEADER_BYTES + TAG_BYTES) throw new SealedFileError('the sealed file was cut short');
      if (size - HEADER_BYTES - TAG_BYTES > maxBytes)
        throw new SealedFileError(`the sealed file holds more than ${maxBytes} bytes`);
      const header = await readAt(handle, 0, HEADER_BYTES);
      if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new SealedFileError('not a sealed file');
      let at = MAGIC.length;
      const take = (length: number) => header.subarray(at, (at += length));
      const [keyIv, sealedKey, keyTag, dataIv] = [take(IV_BYTES), take(KEY_BYTES), take(TAG_BYTES), take(IV_BYTES)];

      let fileKey: Buffer;
      try {
        const unwrap = createDecipheriv('aes-256-gcm', theKey(), keyIv).setAAD(associated('key', id));
        unwrap.setAuthTag(keyTag);
        fileKey = Buffer.concat([unwrap.update(sealedKey), unwrap.final()]);
      } catch {
        throw new SealedFileError('the file key does not open: another sealing key, another name, or altered');
      }
      const decipher = createDecipheriv('aes-256-gcm', fileKey, dataIv).setAAD(associated('data', id));
      decipher.setAuthTag(await readAt(handle, size - TAG_BYTES, TAG_BYTES));
      const parts: Buffer[] = [];
      if (size > HEADER_BYTES + TAG_BYTES) {
        const body = handle.createReadStream({ start: HEADER_BYTES, end: size - TAG_BYTES - 1, autoClose: false });
        for await (const chunk of body) parts.push(decipher.update(chunk as Buffer));
      }
      try {
        parts.push(decipher.final());
      } catch {
        throw new SealedFileError('the contents do not check out: altered or cut');
      }
      return Buffer.concat(parts);
    } finally {
      await handle.close();
    }
  };

  return { seal, open: openSealed, store: { suffix: SEALED_SUFFIX, write: seal } };
}
