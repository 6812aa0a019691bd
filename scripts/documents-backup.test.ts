import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateSigningKey } from '../services/kit/src/assertion';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeDocumentPath } from '../services/admissions/src/contract';
import { file, officeInject, PDF, startAdmissions, submitApplicant } from '../services/admissions/test/helpers';
import { copyKeys, createBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

/**
 * The applicants' identity documents in a backup: the archive holds the Aadhaar card only sealed
 * (no byte of it in clear, anywhere), never the document key (its fingerprint only); a restore
 * needs that key, and with the college's copy of the keys the office opens the card again.
 */
let tmp: string;
let dataDir: string;
let archive: string;
let applicationNo: string;
// A real PDF of its own (the fixture with a line after its end: PDFs are kept as sent).
const MARK = `aadhaar card ${randomBytes(12).toString('hex')}`;
const CARD = Buffer.concat([PDF, Buffer.from(`\n% ${MARK}\n`, 'latin1')]);

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-backup-'));
  dataDir = path.join(tmp, 'data');
  const app = await startAdmissions(dataDir);
  try {
    applicationNo = (await submitApplicant(app, 1, { adhar: file(CARD, 'aadhaar.pdf', 'application/pdf') }))
      .application_no;
  } finally {
    await app.close();
  }
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The card as the office route serves it from the data folder `root`. */
async function cardServedFrom(root: string): Promise<Buffer> {
  const app = await startAdmissions(root);
  try {
    const key = await readOrCreateSigningKey({ dataDir: root, env: {} });
    const response = await officeInject(app, key, {
      url: officeDocumentPath(applicationNo, 'adhar'),
      roles: [{ role: 'admission_officer' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  } finally {
    await app.close();
  }
}

describe('identity documents and backups', () => {
  it('an archive holds the Aadhaar card sealed only, and not the document key', async () => {
    const result = await createBackup({ dataDir, outDir: path.join(tmp, 'backups'), keep: 2, env: {} });
    archive = result.archive;
    expect(Object.keys(result.manifest.keys ?? {})).toContain('document-encryption');

    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const files = fs
      .readdirSync(unpacked, { recursive: true })
      .map((entry) => path.join(unpacked, String(entry)))
      .filter((name) => fs.statSync(name).isFile());
    const uploads = files.filter((name) => name.includes(path.join('admissions', 'uploads', 'applications')));
    expect(uploads.filter((name) => name.endsWith('.sealed')).length).toBe(2); // the card and the domicile certificate
    expect(files.filter((name) => name.endsWith('.key') || name.split(path.sep).includes('keys'))).toEqual([]);
    const keyText = fs.readFileSync(path.join(dataDir, 'keys', 'document-encryption.key'), 'utf8').trim();
    for (const name of files) {
      const bytes = fs.readFileSync(name);
      for (const needle of [CARD, Buffer.from(MARK), Buffer.from(keyText), Buffer.from(keyText, 'hex')])
        expect(bytes.includes(needle), name).toBe(false);
    }
  });

  it("a restore needs the document key; with the college's copy of the keys the office opens the card", async () => {
    const kept = path.join(tmp, 'college-keys');
    const { copied } = copyKeys({ dataDir, to: kept, env: {} });
    expect(copied.map((key) => key.name)).toContain('document-encryption');
    expect(fs.statSync(path.join(kept, 'document-encryption.key')).mode & 0o777).toBe(0o600);

    // Every other key, but another installation's document key: refused, nothing written.
    const wrong = path.join(tmp, 'wrong-keys');
    fs.cpSync(kept, wrong, { recursive: true });
    fs.writeFileSync(path.join(wrong, 'document-encryption.key'), randomBytes(32).toString('hex'));
    await expect(restoreBackup(archive, path.join(tmp, 'wrong'), { keysFrom: wrong, env: {} })).rejects.toBeInstanceOf(
      RestoreRefused,
    );
    expect(fs.existsSync(path.join(tmp, 'wrong'))).toBe(false);

    const target = path.join(tmp, 'restored');
    const result = await restoreBackup(archive, target, { keysFrom: kept, env: {} });
    expect(result.keys.find((key) => key.name === 'document-encryption')?.state).toBe('copied');
    expect((await cardServedFrom(target)).equals(CARD)).toBe(true);
  });
});
