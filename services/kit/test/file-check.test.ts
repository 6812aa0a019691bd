import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decodesStarted,
  fileHelperPid,
  imageTooLargeMessage,
  MAX_IMAGE_PIXELS,
  PDF_HEAP_MB,
  tooManyPixelsMessage,
  UNREADABLE_IMAGE_MESSAGE,
  UNREADABLE_PDF_MESSAGE,
} from '../src/file-check';
import { readMultipart, VALIDATION_MESSAGE } from '../src/index';
import {
  buildKitApp,
  exifHasGps,
  FAKE_PDF,
  type FormEntry,
  formData,
  JPEG,
  jpegWithGps,
  makeTempDir,
  PDF,
  pdfBomb,
  PNG,
  pngBomb,
  postMultipart,
  removeDir,
} from './helpers';

const KB = 1024;
const DOC_LIMIT = 2 * 1024 * KB;
/** The photo's limit; a test may change it before sending. */
let photoLimit: number;

const routes: FastifyPluginAsync = async (app) => {
  const insert = app.db.prepare('insert into items (title, note) values (?, ?)');
  app.post('/check', async (request) => {
    const form = await readMultipart(request, {
      fields: v.object({ title: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Please enter value')) }),
      files: {
        photo: { required: false, maxBytes: photoLimit, kinds: ['jpeg', 'png'] },
        doc: { required: false, maxBytes: DOC_LIMIT, kinds: ['pdf', 'jpeg', 'png'] },
      },
    });
    const data = await form.commit(app.paths.uploads, (stored) => {
      for (const file of [stored.photo, stored.doc]) if (file) insert.run(form.fields.title, file.name);
      const describe = (file: typeof stored.photo) => file && { name: file.name, size: file.size, kind: file.kind };
      return { photo: describe(stored.photo), doc: describe(stored.doc) };
    });
    return { result: 'success', data };
  });
};

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  photoLimit = 100 * KB;
  dataDir = await makeTempDir('service-kit-check-');
  app = await buildKitApp(dataDir, { routes });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const image = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') => ({ bytes, name, type });
const send = (entries: Record<string, FormEntry | undefined>) =>
  postMultipart(app, '/check', formData({ title: 'x', ...entries }));
const stored = (name: string) => readFile(path.join(app.paths.uploads, name));

async function expectNothingLeft() {
  expect(await readdir(app.paths.uploads)).toEqual([]);
  expect(await readdir(app.paths.tmp)).toEqual([]);
  expect(app.db.prepare('select count(*) from items').pluck().get()).toBe(0);
}

/** Resident bytes of this process (the service) and of the file-check helper, which decodes for it. */
function residentNow() {
  const pid = fileHelperPid();
  let helper = 0;
  try {
    if (pid !== undefined)
      helper = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
  } catch {
    // The helper ended between the two reads.
  }
  return process.memoryUsage().rss + helper;
}

/** Runs `task`, sampling the service's and the helper's resident memory meanwhile: how far above the start it went. */
async function peakGrowth<T>(task: () => Promise<T>): Promise<{ result: T; growth: number; ms: number }> {
  const start = residentNow();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, residentNow())), 2);
  const began = performance.now();
  try {
    const result = await task();
    return { result, growth: Math.max(peak, residentNow()) - start, ms: performance.now() - began };
  } finally {
    clearInterval(timer);
  }
}

describe('images are decoded and re-encoded before they are kept', () => {
  it('refuses a decompression bomb by its header: a 400-megapixel PNG of 48 KB, quickly and in little memory', async () => {
    await send({ photo: image(PNG, 'warm-up.png', 'image/png') }); // sharp loads on first use
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(60 * KB);

    const {
      result: response,
      growth,
      ms,
    } = await peakGrowth(() => send({ photo: image(bomb, 'photo.png', 'image/png') }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { photo: tooManyPixelsMessage(photoLimit) },
    });
    // Decoded it would be 400 MB at one byte a pixel.
    expect(growth).toBeLessThan(40 * 1024 * KB);
    expect(ms).toBeLessThan(2000);
    expect(await readdir(app.paths.uploads)).toHaveLength(1); // the warm-up's
    expect(await readdir(app.paths.tmp)).toEqual([]);
  });

  it("refuses the review's 60000 × 60000 PNG, its data cut off at about 90 KB, the same way", async () => {
    const cut = await pngBomb(60_000, 60_000, 12_000);
    expect(cut.length).toBeLessThan(100 * KB);
    const response = await send({ photo: image(cut, 'photo.png', 'image/png') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: tooManyPixelsMessage(photoLimit) });
    await expectNothingLeft();
  });

  it('takes a scan at the pixel limit, and not one row more', async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const large = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const response = await send({ doc: image(large, 'scan.jpg') });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(await stored(response.json().data.doc.name)).metadata();
    expect([meta.width, meta.height]).toEqual([side, side]);

    const taller = await sharp({ create: { width: side, height: side + 1, channels: 3, background: '#fff' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const refused = await send({ doc: image(taller, 'scan.jpg') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ doc: tooManyPixelsMessage(DOC_LIMIT) });
  });

  it('stores a phone photo upright and without its EXIF: no GPS position, no camera', async () => {
    const sent = await jpegWithGps(64, 48);
    const before = await sharp(sent).metadata();
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const response = await send({ photo: image(sent) });
    expect(response.statusCode).toBe(200);
    const { photo } = response.json().data;
    expect(photo).toMatchObject({ kind: 'jpeg', name: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/) });
    const kept = await stored(photo.name);
    expect(kept.equals(sent)).toBe(false);
    expect(photo.size).toBe(kept.length);
    expect(kept.length).toBeLessThanOrEqual(photoLimit);
    const after = await sharp(kept).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Turned as the tag said: 48 wide, 64 high.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect(kept.includes('Exif')).toBe(false);
    expect(kept.includes('PhoneMaker')).toBe(false);
    expect(await readdir(app.paths.tmp)).toEqual([]);
  });

  it('stores a PNG without the text and EXIF it carried', async () => {
    const sent = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#0a0c' } })
      .png()
      .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const response = await send({ photo: image(sent, 'photo.png', 'image/png') });
    expect(response.statusCode).toBe(200);
    const kept = await stored(response.json().data.photo.name);
    const after = await sharp(kept).metadata();
    expect(after).toMatchObject({ format: 'png', width: 20, height: 10, hasAlpha: true });
    expect(after.exif).toBeUndefined();
    expect(kept.includes('PhoneMaker')).toBe(false);
  });

  it('lowers the JPEG quality step by step until the new file fits the limit', async () => {
    // Noise at quality 30: re-encoded at 85 it grows by half, at 75 by a quarter.
    const sent = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 30 })
      .toBuffer();
    photoLimit = Math.round(sent.length * 1.38);
    const response = await send({ photo: image(sent) });
    expect(response.statusCode).toBe(200);
    const kept = await stored(response.json().data.photo.name);
    expect(kept.length).toBeLessThanOrEqual(photoLimit);
    expect(kept.equals(sent)).toBe(false);
  });

  it('refuses, with a message of its own, an image that will not fit once re-encoded (never keeping the original)', async () => {
    const sent = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 30 })
      .toBuffer();
    photoLimit = Math.round(sent.length * 1.02);
    const response = await send({ photo: image(sent) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: imageTooLargeMessage(photoLimit) });
    await expectNothingLeft();
  });

  it.each([
    ['a PNG signature before garbage', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(300, 0x41)]), 'image/png'],
    ['a JPEG cut in half', JPEG.subarray(0, Math.floor(JPEG.length / 2)), 'image/jpeg'],
    [
      'a JPEG start before markup',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
      'image/jpeg',
    ],
  ])('refuses %s as unreadable, leaving nothing', async (_label, bytes, type) => {
    const response = await send({ photo: image(bytes, 'photo', type) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: UNREADABLE_IMAGE_MESSAGE });
    await expectNothingLeft();
  });
});

describe('PDFs must parse and are kept as sent', () => {
  it('keeps a real PDF byte for byte', async () => {
    const response = await send({ doc: image(PDF, 'marksheet.pdf', 'application/pdf') });
    expect(response.statusCode).toBe(200);
    const { doc } = response.json().data;
    expect(doc).toMatchObject({ kind: 'pdf', size: PDF.length, name: expect.stringMatching(/\.pdf$/) });
    expect(await stored(doc.name)).toEqual(PDF);
  });

  it('takes an encrypted PDF (as some portals issue certificates), without decrypting it', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 100]);
    const plain = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    const trailer = plain.lastIndexOf('trailer');
    const encrypted = Buffer.from(
      plain.slice(0, trailer) +
        plain
          .slice(trailer)
          .replace('/Root', '/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\n/Root'),
      'latin1',
    );
    await expect(PDFDocument.load(encrypted)).rejects.toThrow(/encrypted/);
    const response = await send({ doc: image(encrypted, 'certificate.pdf', 'application/pdf') });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().data.doc.name)).toEqual(encrypted);
  });

  it('refuses markup that starts with %PDF-, and a PDF without a page', async () => {
    const empty = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    for (const bytes of [FAKE_PDF, empty]) {
      const response = await send({ doc: image(bytes, 'certificate.pdf', 'application/pdf') });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ doc: UNREADABLE_PDF_MESSAGE });
      await expectNothingLeft();
    }
  });

  it('refuses a PDF whose object stream would inflate to 256 MB, quickly and in little memory', async () => {
    await send({ doc: image(PDF, 'warm-up.pdf', 'application/pdf') }); // pdf-lib loads on first use
    const bomb = await pdfBomb(256);
    expect(bomb.length).toBeLessThan(300 * KB);
    const {
      result: response,
      growth,
      ms,
    } = await peakGrowth(() => send({ doc: image(bomb, 'cv.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ doc: UNREADABLE_PDF_MESSAGE });
    expect(growth).toBeLessThan(64 * 1024 * KB);
    expect(ms).toBeLessThan(2000);
    expect(await readdir(app.paths.tmp)).toEqual([]);
  });

  it("refuses a PDF that would take more than the parser's heap, and parses the next one as before", async () => {
    await send({ doc: image(FAKE_PDF, 'warm-up.pdf', 'application/pdf') }); // the helper and pdf-lib load on first use
    // 2 MB of numbers in one array: a million objects, some 95 MB once parsed.
    const numbers = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\n4 0 obj\n[${'0 '.repeat(1_000_000)}]\nendobj\n` +
        'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const { result: response, growth } = await peakGrowth(() =>
      send({ doc: image(numbers, 'cv.pdf', 'application/pdf') }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ doc: UNREADABLE_PDF_MESSAGE });
    expect(growth).toBeLessThan((PDF_HEAP_MB + 48) * 1024 * KB);
    await expectNothingLeft();
    expect((await send({ doc: image(PDF, 'marksheet.pdf', 'application/pdf') })).statusCode).toBe(200);
  });

  it('takes a PDF of many pages, and one whose object streams stay within the budget', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 300; i++) doc.addPage([200, 100]).drawText(`page ${i}`);
    const many = Buffer.from(await doc.save()); // pdf-lib writes object streams
    expect((await send({ doc: image(many, 'many.pdf', 'application/pdf') })).statusCode).toBe(200);
    expect((await send({ doc: image(await pdfBomb(1), 'small.pdf', 'application/pdf') })).statusCode).toBe(200);
  });
});

it('answers a form whose fields fail with their errors alone, decoding none of its files', async () => {
  const decoded = decodesStarted();
  const response = await postMultipart(
    app,
    '/check',
    formData({ title: '', photo: image(JPEG, 'a.jpg'), doc: image(FAKE_PDF, 'b.pdf', 'application/pdf') }),
  );
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual({ title: 'Please enter value' });
  expect(decodesStarted()).toBe(decoded);
  await expectNothingLeft();
});
