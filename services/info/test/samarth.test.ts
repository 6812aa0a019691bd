import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RATE_LIMIT_MESSAGE, VALIDATION_MESSAGE } from '@college/service-kit';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxLengthMessage, MESSAGE_REFERENCE, SAMARTH_PATH } from '../src/contract';
import {
  EXE,
  filesUnder,
  type FormEntry,
  formData,
  imageMetadata,
  ISO_UTC,
  JPEG,
  makeTempDir,
  PNG,
  pngOf,
  postMultipart,
  removeDir,
  startInfo,
  submissionCount,
  tableRows,
} from './helpers';

// With its reference number.
const SUCCESS = {
  result: 'success',
  message: 'Your verification has been submitted successfully.',
  reference: expect.stringMatching(MESSAGE_REFERENCE),
};
const ONE_MB = 1024 * 1024;

let dataDir: string;
let app: FastifyInstance | undefined;
let PDF: Buffer;

beforeEach(async () => {
  dataDir = await makeTempDir('info-samarth-');
  const doc = await PDFDocument.create();
  doc.addPage();
  PDF = Buffer.from(await doc.save());
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await removeDir(dataDir);
});

async function start(options: Parameters<typeof startInfo>[1] = {}) {
  app = await startInfo(dataDir, options);
  return app;
}

const samarthDir = () => path.join(dataDir, 'info', 'uploads', 'samarth');
/** Everything the service wrote outside the seeded public documents (news PDFs, prospectus). */
const writtenFiles = async () => [
  ...(await filesUnder(path.join(dataDir, 'info', 'uploads'))),
  ...(await filesUnder(path.join(dataDir, 'info', 'tmp'))).map((file) => path.join('tmp', file)),
  ...(await filesUnder(path.join(dataDir, 'info', 'public'))).filter(
    (file) => !file.startsWith('news') && !file.startsWith('college/prospectus-'),
  ),
];

const file = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => ({ bytes, name, type });
const valid = (overrides: Record<string, FormEntry | FormEntry[] | undefined> = {}) => {
  const entries: Record<string, FormEntry | FormEntry[] | undefined> = {
    uhi_number: ' UHI-2025-00042 ',
    admission: ' 2025/BA/118 ',
    image: file(PNG),
    ...overrides,
  };
  return formData(
    Object.fromEntries(
      Object.entries(entries).filter((entry): entry is [string, FormEntry | FormEntry[]] => entry[1] !== undefined),
    ),
  );
};

const send = (instance: FastifyInstance, form: FormData) => postMultipart(instance, SAMARTH_PATH, form);

async function expectNothingStored(instance: FastifyInstance) {
  expect(submissionCount(instance)).toBe(0);
  expect(await writtenFiles()).toEqual([]);
}

describe('POST /api/v1/api/saveSamarthVerification', () => {
  it.each([
    ['PNG', PNG, 'my photo.png', 'image/png', 'png', '.png'],
    ['JPEG', JPEG, 'scan.jpeg', 'image/jpeg', 'jpeg', '.jpg'],
    ['PDF', () => PDF, 'verification.pdf', 'application/pdf', 'pdf', '.pdf'],
  ])(
    'saves a valid %s under a generated name in uploads/samarth and records it',
    async (_label, bytesOrFn, name, type, kind, ext) => {
      const bytes = typeof bytesOrFn === 'function' ? bytesOrFn() : bytesOrFn;
      const instance = await start();
      const before = Date.now();
      const response = await send(instance, valid({ image: file(bytes, name, type) }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SUCCESS);

      const stored = await filesUnder(samarthDir());
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\${ext}$`));
      expect(stored[0]).not.toContain(path.parse(name).name);
      // A PDF is kept as sent; an image re-encoded (the kit's file check): same format and size.
      const kept = await readFile(path.join(samarthDir(), stored[0]));
      if (kind === 'pdf') expect(kept).toEqual(Buffer.from(bytes));
      else
        expect(await imageMetadata(kept)).toMatchObject({
          format: kind,
          width: (await imageMetadata(Buffer.from(bytes))).width,
        });
      // Nothing anywhere else: not in a public folder, not under the client's name.
      expect(await writtenFiles()).toEqual([path.join('samarth', stored[0])]);

      const rows = tableRows(instance, 'samarth_verifications');
      expect(rows).toEqual([
        {
          id: 1,
          uhi_number: 'UHI-2025-00042',
          admission: '2025/BA/118',
          stored_file: stored[0],
          original_size: kept.length,
          detected_kind: kind,
          created_at: expect.stringMatching(ISO_UTC),
        },
      ]);
      expect(Date.parse(rows[0].created_at as string)).toBeGreaterThanOrEqual(before - 1000);
    },
  );

  it('never serves the uploaded file', async () => {
    const instance = await start();
    expect((await send(instance, valid())).statusCode).toBe(200);
    const [stored] = await filesUnder(samarthDir());
    for (const url of [
      `/uploads/samarth/${stored}`,
      `/uploads/${stored}`,
      `/uploads/docs/samarth/${stored}`,
      `/uploads/docs/news/../../uploads/samarth/${stored}`,
    ]) {
      const response = await instance.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.rawPayload.subarray(0, 4).toString('latin1'), url).not.toBe('\x89PNG');
    }
  });

  it('rejects an executable disguised as photo.png (image/png) and writes nothing', async () => {
    const instance = await start();
    const response = await send(instance, valid({ image: file(EXE, 'photo.png', 'image/png') }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { image: 'File must be a JPEG or PNG image or a PDF document' },
    });
    await expectNothingStored(instance);
  });

  it('rejects a file over 1 MB with a field error and writes nothing; exactly 1 MB is accepted', async () => {
    const instance = await start();
    const oversize = Buffer.concat([PNG, Buffer.alloc(ONE_MB + 1 - PNG.length)]);
    const response = await send(instance, valid({ image: file(oversize) }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { image: 'File must be at most 1 MB' },
    });
    await expectNothingStored(instance);

    const muchLarger = await send(instance, valid({ image: file(Buffer.concat([PNG, Buffer.alloc(3 * ONE_MB)])) }));
    expect(muchLarger.statusCode).toBe(400);
    expect(muchLarger.json().errors).toEqual({ image: 'File must be at most 1 MB' });
    await expectNothingStored(instance);

    const exact = Buffer.concat([PNG, Buffer.alloc(ONE_MB - PNG.length)]);
    const accepted = await send(instance, valid({ image: file(exact) }));
    expect(accepted.statusCode).toBe(200);
    // What is kept is the re-encoded 1×1 image, not the padding.
    const [row] = tableRows(instance, 'samarth_verifications');
    expect(row.original_size).toBe((await readFile(path.join(samarthDir(), row.stored_file as string))).length);
    expect(row.original_size).toBeLessThan(1024);
  });

  it('answers 400 asking for the registration for a missing or empty file', async () => {
    const instance = await start();
    const missing = await send(instance, valid({ image: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { image: 'Upload your Samarth portal registration (a photo or a scan)' },
    });

    // What a browser sends for an untouched file input.
    const untouched = await send(instance, valid({ image: file(Buffer.alloc(0), '', 'application/octet-stream') }));
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().errors).toEqual({ image: 'Upload your Samarth portal registration (a photo or a scan)' });
    await expectNothingStored(instance);
  });

  it('answers 400 naming each missing, blank or repeated text field and writes nothing', async () => {
    const instance = await start();
    const missing = await send(instance, valid({ uhi_number: undefined, admission: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      uhi_number: 'Enter your UHI number',
      admission: 'Enter your admission number',
    });

    const blank = await send(instance, valid({ uhi_number: '   ' }));
    expect(blank.json().errors).toEqual({ uhi_number: 'Enter your UHI number' });

    // A repeated field arrives as a list, which is not a text value.
    const repeated = await send(instance, valid({ admission: ['1', '2'] }));
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({ admission: 'Enter your admission number' });

    const nothing = await send(instance, new FormData());
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({
      uhi_number: 'Enter your UHI number',
      admission: 'Enter your admission number',
      image: 'Upload your Samarth portal registration (a photo or a scan)',
    });

    // Text and file problems are reported together.
    const both = await send(instance, valid({ admission: undefined, image: file(EXE) }));
    expect(both.json().errors).toEqual({
      admission: 'Enter your admission number',
      image: 'File must be a JPEG or PNG image or a PDF document',
    });
    await expectNothingStored(instance);
  });

  it('answers 400 with a length message for 10 KB text fields and writes nothing', async () => {
    const instance = await start();
    const long = 'x'.repeat(10 * 1024);
    const response = await send(instance, valid({ uhi_number: long, admission: long }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ uhi_number: maxLengthMessage(50), admission: maxLengthMessage(50) });
    await expectNothingStored(instance);
  });

  it('rejects a second file in the form and writes nothing', async () => {
    const instance = await start();
    const twoImages = await send(instance, valid({ image: [file(PNG), file(JPEG, 'b.jpg', 'image/jpeg')] }));
    expect(twoImages.statusCode).toBe(400);
    expect(twoImages.json().errors).toEqual({ image: 'Please upload only one file.' });

    const extra = await send(instance, valid({ other: file(PNG) }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ other: 'Unexpected file.' });
    await expectNothingStored(instance);
  });

  it('stores script and SQL text literally', async () => {
    const instance = await start();
    const response = await send(
      instance,
      valid({ uhi_number: '<script>alert(1)</script>', admission: "'); DROP TABLE samarth_verifications;--" }),
    );
    expect(response.statusCode).toBe(200);
    expect(tableRows(instance, 'samarth_verifications')).toMatchObject([
      { uhi_number: '<script>alert(1)</script>', admission: "'); DROP TABLE samarth_verifications;--" },
    ]);
  });

  it('answers a filled honeypot exactly like a success but writes nothing', async () => {
    const instance = await start();
    const bot = await send(instance, valid({ website: 'https://spam.example' }));
    expect(bot.statusCode).toBe(200);
    expect(bot.json()).toEqual(SUCCESS);
    await expectNothingStored(instance);

    // Same reply as an invalid form without the honeypot when the form is invalid too.
    const invalidBot = await send(instance, valid({ website: 'spam', image: file(EXE) }));
    const invalidPerson = await send(instance, valid({ image: file(EXE) }));
    expect(invalidBot.statusCode).toBe(400);
    expect(invalidBot.body).toBe(invalidPerson.body);
    await expectNothingStored(instance);

    const person = await send(instance, valid({ website: '' }));
    expect(person.statusCode).toBe(200);
    expect(tableRows(instance, 'samarth_verifications')).toHaveLength(1);
    expect(await filesUnder(samarthDir())).toHaveLength(1);
  });

  it.each([
    ['JSON', { 'content-type': 'application/json' }, JSON.stringify({ uhi_number: 'U', admission: 'A' }), 415],
    ['plain text', { 'content-type': 'text/plain' }, 'uhi_number=U', 415],
    // Malformed multipart bodies (busboy's plain errors) are the sender's fault, not a 500.
    [
      'cut-off multipart',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="uhi_number"\r\n\r\nU',
      400,
    ],
    [
      'multipart cut off inside the file',
      { 'content-type': 'multipart/form-data; boundary=xyz' },
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      400,
    ],
    ['multipart garbage', { 'content-type': 'multipart/form-data; boundary=xyz' }, 'garbage', 400],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, '--xyz--\r\n', 400],
  ])('answers a %s body with a 4xx JSON failure and writes nothing', async (_label, headers, payload, status) => {
    const instance = await start();
    const response = await instance.inject({ method: 'POST', url: SAMARTH_PATH, headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ result: 'failure', errors: {} });
    await expectNothingStored(instance);
  });

  it('keeps exactly their files and rows for 20 verifications sent at once', async () => {
    const instance = await start();
    // Twenty different images: applicant i sends one i + 1 pixels wide.
    const images = await Promise.all(Array.from({ length: 20 }, (_, i) => pngOf(i + 1)));
    const responses = await Promise.all(
      images.map((bytes, i) => send(instance, valid({ admission: `2025/BA/${i}`, image: file(bytes) }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(images.map(() => 200));

    const rows = tableRows(instance, 'samarth_verifications');
    expect(rows).toHaveLength(20);
    expect((await writtenFiles()).sort()).toEqual(
      rows.map((row) => path.join('samarth', row.stored_file as string)).sort(),
    );
    for (const row of rows) {
      const i = Number((row.admission as string).split('/')[2]);
      expect((await imageMetadata(await readFile(path.join(samarthDir(), row.stored_file as string)))).width).toBe(
        i + 1,
      );
    }
  });

  it('removes the stored file again when the row cannot be written, and answers a JSON 500', async () => {
    const instance = await start();
    instance.db.exec(
      "create trigger refuse before insert on samarth_verifications begin select raise(abort, 'disk full'); end",
    );
    const response = await send(instance, valid());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ result: 'failure', errors: {} });
    await expectNothingStored(instance);
  });

  it('is rate limited per client: the (max+1)-th POST gets a 429 JSON and writes nothing', async () => {
    const instance = await start({ rateLimit: { form: { max: 2, timeWindow: 60_000 } } });
    for (let i = 0; i < 2; i++) expect((await send(instance, valid())).statusCode).toBe(200);
    const limited = await send(instance, valid());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ result: 'failure', message: RATE_LIMIT_MESSAGE, errors: {} });
    expect(tableRows(instance, 'samarth_verifications')).toHaveLength(2);
    expect(await filesUnder(samarthDir())).toHaveLength(2);
  });
});
