import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateSigningKey, type SigningKey } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageMetadata, randomJpeg } from '../../kit/test/fixture-files';
import { officeDocumentPath, REUPLOAD_DOCUMENTS_PATH } from '../src/contract';
import { DOCUMENT_UNREADABLE_MESSAGE, SEALED_DOCUMENTS } from '../src/document-vault';
import { documentReviewPath, documentVersionPath, sendQueryPath } from '../src/office-contract/scrutiny';
import {
  applyWithCasteCertificate,
  closeAndRemove,
  file,
  makeTempDir,
  officeInject,
  PDF,
  postMultipart,
  removeDir,
  startAdmissions,
  startInTempDirWithOfficeKey,
  submitApplicant,
  tableRows,
  toForm,
} from './helpers';

/**
 * Identity documents (the Aadhaar card first) are sealed on disk with a key of the keys folder and
 * opened only in memory for the office; files an earlier version left in clear are sealed at start.
 */
let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

/** A real PDF no other upload shares: the one-page fixture with a line of its own after its end (kept as sent). */
const uniquePdf = (label: string) =>
  Buffer.concat([PDF, Buffer.from(`\n% ${label} ${randomBytes(12).toString('hex')}\n`, 'latin1')]);
const pdfFile = (bytes: Buffer, name: string) => file(bytes, name, 'application/pdf');

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
// The vault's header (80 bytes) and the tag at the end (16).
const SEALING_OVERHEAD = 96;

const folder = () => path.join(dataDir, 'admissions', 'uploads', 'applications');
const office = (url: string) => officeInject(app, key, { url, roles: [{ role: 'document_verifier' }] });

function fileRow(applicationNo: string, field: string, a: FastifyInstance = app) {
  const application = tableRows(a, 'applications').find((row) => row.application_no === applicationNo)!;
  return tableRows(a, 'application_files').find(
    (row) => row.application_id === application.id && row.field === field && row.superseded_at === null,
  )!;
}

/** Every file under the service's folder (database and WAL too), with its bytes. */
function everyFile(root = path.join(dataDir, 'admissions')): { file: string; bytes: Buffer }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, bytes: readFileSync(file) }));
}

beforeEach(async () => {
  ({ dataDir, key, app } = await startInTempDirWithOfficeKey('admissions-vault-'));
});
afterEach(() => closeAndRemove(app, dataDir));

describe('identity documents at rest', () => {
  it('an Aadhaar card is on disk sealed (no byte of it, no PDF or JPEG start); the office gets exactly what was kept', async () => {
    const card = uniquePdf('aadhaar card');
    const pdfApplicant = await submitApplicant(app, 1, { adhar: pdfFile(card, 'aadhaar.pdf') });
    const scan = await randomJpeg(160, 160);
    const jpegApplicant = await submitApplicant(app, 2, { adhar: file(scan, 'aadhaar.jpg', 'image/jpeg') });

    for (const [applied, kind] of [
      [pdfApplicant, 'pdf'],
      [jpegApplicant, 'jpg'],
    ] as const) {
      const row = fileRow(applied.application_no, 'adhar');
      expect(String(row.stored_file)).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${kind}\\.sealed$`));
      const onDisk = readFileSync(path.join(folder(), String(row.stored_file)));
      expect(onDisk.length).toBe(Number(row.size) + SEALING_OVERHEAD);
      expect(onDisk.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
      expect(onDisk.subarray(0, 3).equals(JPEG_START)).toBe(false);
      expect(onDisk.includes('%PDF-')).toBe(false);
      expect(onDisk.includes('JFIF')).toBe(false);
    }
    // Every identity document of both forms is sealed: its row names the sealed file, and no clear file is beside it.
    const identity = tableRows(app, 'application_files').filter((row) =>
      (SEALED_DOCUMENTS as readonly string[]).includes(String(row.field)),
    );
    expect(identity.length).toBe(4);
    for (const row of identity) {
      expect(String(row.stored_file)).toMatch(/\.sealed$/);
      expect(existsSync(path.join(folder(), String(row.stored_file).replace(/\.sealed$/, '')))).toBe(false);
    }

    const pdf = await office(officeDocumentPath(pdfApplicant.application_no, 'adhar'));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.equals(card)).toBe(true);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdfApplicant.application_no}-adhar.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const jpeg = await office(officeDocumentPath(jpegApplicant.application_no, 'adhar'));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    // The re-encoded scan the service kept (its size recorded at upload), whole and readable.
    expect(jpeg.rawPayload.length).toBe(Number(fileRow(jpegApplicant.application_no, 'adhar').size));
    expect(jpeg.rawPayload.subarray(0, 3).equals(JPEG_START)).toBe(true);
    expect(await imageMetadata(jpeg.rawPayload)).toMatchObject({ width: 160, height: 160 });
    // Not a copy anywhere in the service's folder (uploads, tmp, database): neither the card, nor a
    // stretch of the scan as sent or as kept (past the JPEG header the photo shares).
    for (const { file: name, bytes } of everyFile()) {
      expect(bytes.includes(card), name).toBe(false);
      expect(bytes.includes(scan.subarray(1000, 1256)), name).toBe(false);
      expect(bytes.includes(jpeg.rawPayload.subarray(1000, 1256)), name).toBe(false);
    }

    // The photo and the marksheets are kept as before.
    expect(String(fileRow(pdfApplicant.application_no, 'photo').stored_file)).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(String(fileRow(pdfApplicant.application_no, 'highschool').stored_file)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // Its key: made at the first start, the owner's only.
    expect(statSync(path.join(dataDir, 'keys', 'document-encryption.key')).mode & 0o777).toBe(0o600);
  });

  it('seals every identity document of the form, and a reuploaded one, every version opening for the office', async () => {
    const applied = await applyWithCasteCertificate(app, '67890123456', 'SC');
    const sealed = tableRows(app, 'application_files')
      .filter((row) => String(row.stored_file).endsWith('.sealed'))
      .map((row) => row.field);
    expect(sealed.sort()).toEqual(['adhar', 'caste', 'domicile']);

    const version = () => app.applications.byNumber(applied.application_no)!.version;
    const verifier = (url: string, body: object) =>
      officeInject(app, key, { method: 'POST', url, body, roles: [{ role: 'document_verifier' }] });
    expect(
      (
        await verifier(documentReviewPath(applied.application_no, 'caste'), {
          version: version(),
          decision: 'queried',
          reason_code: 'unreadable',
        })
      ).statusCode,
    ).toBe(200);
    expect((await verifier(sendQueryPath(applied.application_no), { version: version() })).statusCode).toBe(200);
    const again = uniquePdf('caste certificate, second copy');
    const proofs = { application_no: applied.application_no, dob: '2006-04-15', access_code: applied.access_code };
    const response = await postMultipart(
      app,
      REUPLOAD_DOCUMENTS_PATH,
      toForm({ ...proofs, caste: pdfFile(again, 'caste.pdf') }),
    );
    expect(response.statusCode, response.body).toBe(200);

    const versions = tableRows(app, 'application_files').filter((row) => row.field === 'caste');
    expect(versions).toHaveLength(2);
    for (const row of versions) expect(String(row.stored_file)).toMatch(/\.pdf\.sealed$/);
    for (const { bytes } of everyFile()) expect(bytes.includes(again)).toBe(false);
    const first = await office(documentVersionPath(applied.application_no, 'caste', 1));
    const second = await office(documentVersionPath(applied.application_no, 'caste', 2));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(PDF)).toBe(true);
    expect(second.rawPayload.equals(again)).toBe(true);
  });

  it('an altered sealed file, or one put under another name, answers a clear 500 the office can act on; the service goes on', async () => {
    const a = await submitApplicant(app, 1, { adhar: pdfFile(uniquePdf('card A'), 'a.pdf') });
    const b = await submitApplicant(app, 2, { adhar: pdfFile(uniquePdf('card B'), 'b.pdf') });
    const stored = (applicationNo: string, field: string) =>
      path.join(folder(), String(fileRow(applicationNo, field).stored_file));

    const expectUnreadable = async (applicationNo: string, field: string) => {
      const response = await office(officeDocumentPath(applicationNo, field));
      expect(response.statusCode).toBe(500);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        result: 'failure',
        message: DOCUMENT_UNREADABLE_MESSAGE,
        requestId: expect.any(String),
      });
    };

    // One bit of the ciphertext.
    const cardA = readFileSync(stored(a.application_no, 'adhar'));
    cardA[200] ^= 0x01;
    writeFileSync(stored(a.application_no, 'adhar'), cardA);
    await expectUnreadable(a.application_no, 'adhar');
    // Cut short: the tag gone.
    writeFileSync(
      stored(b.application_no, 'domicile'),
      readFileSync(stored(b.application_no, 'domicile')).subarray(0, 300),
    );
    await expectUnreadable(b.application_no, 'domicile');
    // B's card copied over A's domicile certificate: sound ciphertext, but bound to another name.
    writeFileSync(stored(a.application_no, 'domicile'), readFileSync(stored(b.application_no, 'adhar')));
    await expectUnreadable(a.application_no, 'domicile');
    // No view was recorded for what was not shown; the other documents still open.
    expect(tableRows(app, 'audit_log').filter((row) => row.action === 'document.view')).toEqual([]);
    expect((await office(officeDocumentPath(b.application_no, 'adhar'))).statusCode).toBe(200);
    expect((await office(officeDocumentPath(a.application_no, 'photo'))).statusCode).toBe(200);

    // Started with another document key: nothing opens, nothing crashes.
    await app.close();
    app = await startAdmissions(dataDir, { env: { DOCUMENT_ENCRYPTION_KEY: randomBytes(32).toString('hex') } });
    await expectUnreadable(b.application_no, 'adhar');
    expect((await office(officeDocumentPath(b.application_no, 'photo'))).statusCode).toBe(200);
  });

  it('takes the key from DOCUMENT_ENCRYPTION_KEY when set (no file made), and will not start with a malformed one', async () => {
    await app.close();
    await removeDir(dataDir);
    dataDir = await makeTempDir('admissions-vault-env-');
    key = await readOrCreateSigningKey({ dataDir, env: {} });
    await expect(startAdmissions(dataDir, { env: { DOCUMENT_ENCRYPTION_KEY: 'not hex' } })).rejects.toThrow(
      /DOCUMENT_ENCRYPTION_KEY must hold 64 hexadecimal/,
    );
    app = await startAdmissions(dataDir, { env: { DOCUMENT_ENCRYPTION_KEY: 'cd'.repeat(32) } });
    const card = uniquePdf('card');
    const applied = await submitApplicant(app, 3, { adhar: pdfFile(card, 'card.pdf') });
    expect(existsSync(path.join(dataDir, 'keys', 'document-encryption.key'))).toBe(false);
    expect((await office(officeDocumentPath(applied.application_no, 'adhar'))).rawPayload.equals(card)).toBe(true);
  });

  it('seals at start what an earlier version stored in clear, and finishes what a crash left half done; the office still gets each file', async () => {
    const applied = await applyWithCasteCertificate(app, '67890123456', 'SC');
    const cards = { adhar: uniquePdf('old card'), domicile: uniquePdf('old domicile'), caste: uniquePdf('old caste') };
    const row = (field: keyof typeof cards) => fileRow(applied.application_no, field);
    const rename = app.db.prepare('update application_files set stored_file = ? where id = ?');
    const sealedNames = Object.fromEntries(
      (Object.keys(cards) as (keyof typeof cards)[]).map((field) => [field, String(row(field).stored_file)]),
    );

    const clearName = (field: keyof typeof cards) => sealedNames[field].replace(/\.sealed$/, '');
    // adhar: as an earlier version stored it (clear, the row naming it, no sealed copy).
    // caste: a run stopped while writing the sealed copy (half a file under the sealed name).
    // domicile: a run stopped after the row named the sealed copy, before the clear one was removed.
    for (const field of ['adhar', 'caste'] as const) {
      writeFileSync(path.join(folder(), clearName(field)), cards[field]);
      rename.run(clearName(field), row(field).id);
    }
    rmSync(path.join(folder(), sealedNames.adhar));
    writeFileSync(path.join(folder(), sealedNames.caste), randomBytes(50));
    writeFileSync(path.join(folder(), clearName('domicile')), PDF);
    await app.close();

    app = await startAdmissions(dataDir);
    for (const field of Object.keys(cards) as (keyof typeof cards)[]) {
      expect(String(row(field).stored_file), field).toBe(sealedNames[field]);
      expect(existsSync(path.join(folder(), clearName(field))), field).toBe(false);
    }
    for (const { file: name, bytes } of everyFile())
      for (const card of [cards.adhar, cards.caste]) expect(bytes.includes(card), name).toBe(false);
    for (const [field, bytes] of [
      ['adhar', cards.adhar],
      ['caste', cards.caste],
      ['domicile', PDF],
    ] as const) {
      const response = await office(officeDocumentPath(applied.application_no, field));
      expect(response.statusCode, field).toBe(200);
      expect(response.rawPayload.equals(bytes), field).toBe(true);
    }

    // Once done, a start changes nothing.
    const before = readdirSync(folder()).sort();
    const sums = before.map((name) => readFileSync(path.join(folder(), name)).toString('base64'));
    await app.close();
    app = await startAdmissions(dataDir);
    expect(readdirSync(folder()).sort()).toEqual(before);
    expect(before.map((name) => readFileSync(path.join(folder(), name)).toString('base64'))).toEqual(sums);
  });
});
