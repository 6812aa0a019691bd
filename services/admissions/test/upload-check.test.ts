import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodesStarted, tooManyPixelsMessage, UNREADABLE_PDF_MESSAGE } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AADHAAR_REGISTERED_MESSAGE, APPLICANT_FILES, SAVE_APPLICANT_PATH } from '../src/contract';
import { PDFDocument } from 'pdf-lib';
import { exifHasGps, FAKE_PDF, imageMetadata, jpegWithGps, pngBomb } from '../../kit/test/helpers';
// The browser's own fitting code (the remote kit), with the sharp codec its tests use for the canvas.
import { fitDocument } from '../../../remotes/remote-kit/src/image-fit/fit-image';
import { pagesToPdf } from '../../../remotes/remote-kit/src/image-fit/pages-to-pdf';
import { phonePhoto, sharpImageCodec } from '../../../remotes/remote-kit/src/testing/sharp-codec';
import {
  closeAndRemove,
  type Entries,
  file,
  filesUnder,
  postMultipart,
  startInTempDir,
  tableRows,
  toForm,
  validApplicant,
} from './helpers';

// The kit decodes every upload before keeping it (services/kit/src/file-check.ts); these go
// through the admission form's real route.

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  ({ dataDir, app } = await startInTempDir('admissions-upload-check-'));
});
afterEach(() => closeAndRemove(app, dataDir));

const send = (entries: Entries) => postMultipart(app, SAVE_APPLICANT_PATH, toForm(validApplicant(app, entries)));
const storedFiles = async () => [
  ...(await filesUnder(path.join(dataDir, 'admissions', 'uploads'))),
  ...(await filesUnder(path.join(dataDir, 'admissions', 'tmp'))),
];

describe('POST saveApplicant: uploads are checked by decoding them', () => {
  it('refuses a decompression-bomb photo and signature (400 megapixels in 48 KB) by their headers, and markup sent as a PDF', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    const started = performance.now();
    // Every image's header is read before anything is decoded: the PDF is then not parsed at all.
    const response = await send({
      photo: file(bomb, 'photo.png', 'image/png'),
      signature: file(bomb, 'sign.png', 'image/png'),
      inter: file(FAKE_PDF, '12th.pdf', 'application/pdf'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      photo: tooManyPixelsMessage(APPLICANT_FILES.photo.maxBytes),
      signature: tooManyPixelsMessage(APPLICANT_FILES.signature.maxBytes),
    });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(tableRows(app, 'applications')).toEqual([]);
    expect(await storedFiles()).toEqual([]);

    const fake = await send({ inter: file(FAKE_PDF, '12th.pdf', 'application/pdf') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ inter: UNREADABLE_PDF_MESSAGE });
    expect(tableRows(app, 'applications')).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a phone photo re-encoded, upright and without its EXIF (no GPS position), within 100 KB', async () => {
    const sent = await jpegWithGps(64, 48);
    expect(exifHasGps((await imageMetadata(sent)).exif)).toBe(true);
    const response = await send({ photo: file(sent, 'photo.jpg', 'image/jpeg') });
    expect(response.statusCode).toBe(200);

    const [row] = tableRows(app, 'application_files').filter((entry) => entry.field === 'photo');
    expect(row).toMatchObject({ detected_kind: 'jpeg', stored_file: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/) });
    const [kept] = (await filesUnder(path.join(dataDir, 'admissions', 'uploads'))).filter((name) =>
      name.endsWith(String(row.stored_file)),
    );
    const bytes = await readFile(path.join(dataDir, 'admissions', 'uploads', kept));
    expect(row.size).toBe(bytes.length);
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024);
    expect(bytes.equals(sent)).toBe(false);
    const meta = await imageMetadata(bytes);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    expect(await filesUnder(path.join(dataDir, 'admissions', 'tmp'))).toEqual([]);
  });

  it('takes documents photographed on a phone as the form sends them: a 9 MB camera photo fitted to one page, two photos as one PDF', async () => {
    const camera = await phonePhoto({ width: 4032, height: 3024, quality: 98, sigma: 42 });
    expect(camera.length).toBeGreaterThan(8.5 * 1024 * 1024);
    // Sent as it is, it is over the limit: the form never sends it so.
    const raw = await send({ highschool: file(camera, 'IMG_3001.jpg', 'image/jpeg') });
    expect(raw.statusCode).toBe(400);
    expect(Object.keys(raw.json().errors)).toEqual(['highschool']);

    const maxBytes = APPLICANT_FILES.highschool.maxBytes;
    const decoded = await sharpImageCodec.decode(new Blob([new Uint8Array(camera)]));
    const page = await fitDocument(sharpImageCodec, decoded, { maxBytes });
    const back = await fitDocument(sharpImageCodec, decoded, { maxBytes: (maxBytes - 8192) / 2 });
    const front = await fitDocument(sharpImageCodec, decoded, { maxBytes: (maxBytes - 8192) / 2 });
    const twoPages = new Uint8Array(await (await pagesToPdf([front, back], 'Aadhaar Card')).arrayBuffer());
    expect((await PDFDocument.load(twoPages)).getPageCount()).toBe(2);
    expect(twoPages.length).toBeLessThanOrEqual(maxBytes);
    const response = await send({
      highschool: file(new Uint8Array(await page.blob.arrayBuffer()), 'IMG_3001.jpg', 'image/jpeg'),
      adhar: file(twoPages, 'IMG_3002.pdf', 'application/pdf'),
    });
    expect(response.statusCode, response.body).toBe(200);

    const rows = tableRows(app, 'application_files');
    expect(rows.find((row) => row.field === 'highschool')).toMatchObject({ detected_kind: 'jpeg' });
    const aadhaarRow = rows.find((row) => row.field === 'adhar')!;
    // Parsed by the service and kept as sent (a PDF is never re-saved).
    expect(aadhaarRow).toMatchObject({ detected_kind: 'pdf', size: twoPages.length });
  }, 60_000);

  it('decodes none of the files of a form whose fields fail, or of a duplicate: those answers come first', async () => {
    const decoded = decodesStarted();
    const bad = await send({ fname: '', pincode: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['fname', 'pincode']);
    // The place and course the database knows are checked before the files too.
    const place = await send({ district: '999999' });
    expect(place.statusCode).toBe(400);
    expect(decodesStarted()).toBe(decoded);
    expect(await storedFiles()).toEqual([]);

    const first = await send({});
    expect(first.statusCode, first.body).toBe(200);
    const kept = decodesStarted();
    expect(kept - decoded).toBeGreaterThanOrEqual(6); // photo, signature and four documents
    const again = await send({ email: 'another@example.in' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AADHAAR_REGISTERED_MESSAGE);
    expect(decodesStarted()).toBe(kept);
  });
});
