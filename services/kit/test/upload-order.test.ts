import { readdir } from 'node:fs/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCheckQueue } from '../src/check-queue';
import { clientKey } from '../src/client-key';
import {
  CHECKS_BUSY_MESSAGE,
  decodesStarted,
  MAX_FORMS_CHECKING_PER_CLIENT,
  tooManyPixelsMessage,
  UNREADABLE_PDF_MESSAGE,
} from '../src/file-check';
import { readMultipart } from '../src/index';
import {
  buildKitApp,
  FAKE_PDF,
  type FormEntry,
  formData,
  JPEG,
  makeTempDir,
  multipartPayload,
  PDF,
  removeDir,
} from './helpers';

// The order of the upload checks: cheap ones first, decoding last and stopping at the first
// refusal, and the decoding queue fair between clients (services/kit/src/check-queue.ts).

const KB = 1024;
const PHOTO_LIMIT = 100 * KB;
const DOC_LIMIT = 2 * 1024 * KB;

const routes: FastifyPluginAsync = async (app) => {
  const insert = app.db.prepare('insert into items (title, note) values (?, ?)');
  app.post('/check', async (request) => {
    const form = await readMultipart(request, {
      fields: v.object({ title: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Please enter value')) }),
      files: {
        doc: { required: false, maxBytes: DOC_LIMIT, kinds: ['pdf', 'jpeg', 'png'] },
        photo: { required: false, maxBytes: PHOTO_LIMIT, kinds: ['jpeg', 'png'] },
        extra: { required: false, maxBytes: DOC_LIMIT, kinds: ['jpeg', 'png'] },
      },
    });
    await form.commit(app.paths.uploads, (stored) => {
      for (const file of [stored.doc, stored.photo, stored.extra]) if (file) insert.run(form.fields.title, file.name);
    });
    return { result: 'success' };
  });
};

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('service-kit-order-');
  // The per-address form limit (60 in 10 minutes) lifted: these tests send more from one address.
  app = await buildKitApp(dataDir, { routes, rateLimit: { form: { max: 1000, timeWindow: 60_000 } } });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const image = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') => ({ bytes, name, type });
/** A form sent from `address` (the kit's client, as the rate limits see it). */
async function send(entries: Record<string, FormEntry | undefined>, address = '127.0.0.1') {
  const { payload, headers } = await multipartPayload(formData({ title: 'x', ...entries }));
  return app.inject({ method: 'POST', url: '/check', payload, headers, remoteAddress: address });
}

async function expectNothingLeft() {
  expect(await readdir(app.paths.uploads)).toEqual([]);
  expect(await readdir(app.paths.tmp)).toEqual([]);
}

/** A JPEG of noise: slow to decode and re-encode for its size, as a crafted upload would be. */
const noiseJpeg = (side: number, quality = 50) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();

describe('the costly check comes last and stops at the first refusal', () => {
  it('decodes no further file once one is refused, and removes their temp files', async () => {
    const decoded = decodesStarted();
    const response = await send({
      doc: image(FAKE_PDF, 'a.pdf', 'application/pdf'),
      photo: image(JPEG),
      extra: image(JPEG, 'b.jpg'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ doc: UNREADABLE_PDF_MESSAGE });
    expect(decodesStarted() - decoded).toBe(1);
    await expectNothingLeft();
    // The same files, the PDF real: all three decoded and kept.
    const fine = await send({
      doc: image(PDF, 'a.pdf', 'application/pdf'),
      photo: image(JPEG),
      extra: image(JPEG, 'b.jpg'),
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(decodesStarted() - decoded).toBe(4);
  });

  it('refuses, from its header and before decoding anything, an image with more pixels than its field is worth', async () => {
    // A flat 2000 × 2000 JPEG is a few KB: within the photo's 100 KB, but 4 MP where 1.6 MP is the most.
    const flat = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#ddd' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(flat.length).toBeLessThan(PHOTO_LIMIT);
    const decoded = decodesStarted();
    const response = await send({ doc: image(PDF, 'a.pdf', 'application/pdf'), photo: image(flat) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: tooManyPixelsMessage(PHOTO_LIMIT) });
    expect(tooManyPixelsMessage(PHOTO_LIMIT)).toMatch(/at most 1\.6 megapixels/);
    expect(decodesStarted()).toBe(decoded);
    await expectNothingLeft();
  });

  it('takes what real senders send: the photo the admission page fits (413 × 531), a 300 dpi A4 scan in the 2 MB field', async () => {
    const fitted = await noiseJpeg(531, 60).then((bytes) =>
      sharp(bytes).resize(413, 531, { fit: 'fill' }).jpeg({ quality: 70 }).toBuffer(),
    );
    expect(fitted.length).toBeLessThan(PHOTO_LIMIT);
    const scan = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#fff' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const response = await send({ photo: image(fitted), doc: image(scan, 'scan.jpg') });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('one client cannot hold the checks for another', () => {
  it("serves a second client's form before the first client's queued images, however many it sent", async () => {
    // Client A: six forms of two slow images each (each image a few hundred ms of decoding here).
    const slow = await noiseJpeg(1400);
    const flood = Array.from({ length: 6 }, () =>
      send({ doc: image(slow, 'a.jpg'), extra: image(slow, 'b.jpg') }, '203.0.113.7'),
    );
    const floodDone = Promise.all(flood);
    // Wait until A's images are being decoded, so the rest of A's are queued.
    const before = decodesStarted();
    while (decodesStarted() === before) await new Promise((resolve) => setTimeout(resolve, 5));

    const began = decodesStarted();
    const other = await send({ photo: image(JPEG) }, '198.51.100.20');
    const during = decodesStarted() - began;
    expect(other.statusCode, other.body).toBe(200);
    // Its one image, after at most the one of A's already running (and one A's started as it was read).
    expect(during).toBeLessThanOrEqual(3);
    const answers = await floodDone;
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
  });

  it(`answers 429 to a client with ${MAX_FORMS_CHECKING_PER_CLIENT} forms already in the checks, decoding nothing of it; others go on`, async () => {
    // Another client's PDF holds the decoder for a while (a million numbers to parse)…
    const numbers = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        `3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\n4 0 obj\n[${'0 '.repeat(900_000)}]\nendobj\n` +
        'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const decoded = decodesStarted();
    const blocker = send({ doc: image(numbers, 'a.pdf', 'application/pdf') }, '198.51.100.21');
    while (decodesStarted() === decoded) await new Promise((resolve) => setTimeout(resolve, 5));
    // …while one client sends one form more than it may have in the checks.
    const { payload, headers } = await multipartPayload(formData({ title: 'x', photo: image(JPEG) }));
    const flood = Array.from({ length: MAX_FORMS_CHECKING_PER_CLIENT + 1 }, () =>
      app.inject({ method: 'POST', url: '/check', payload, headers, remoteAddress: '203.0.113.8' }),
    );
    const answers = await Promise.all(flood);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_FORMS_CHECKING_PER_CLIENT);
    const busy = answers.find((answer) => answer.statusCode === 429)!;
    expect(busy.json()).toEqual({ result: 'failure', message: CHECKS_BUSY_MESSAGE, errors: {} });
    expect((await blocker).statusCode).toBe(400);
    // The blocker's PDF and one image of each form let in; none of the refused one.
    expect(decodesStarted() - decoded).toBe(1 + MAX_FORMS_CHECKING_PER_CLIENT);
    expect(await readdir(app.paths.tmp)).toEqual([]);
  }, 30_000);
});

describe('clientKey: the address a client counts as', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::'],
    ['2001:db8:1:2::9', '2001:db8:1:2::'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::'],
    ['2001:db8::1', '2001:db8::'],
    ['fe80::1%eth0', 'fe80::'],
    ['::1', '::'],
  ])('%s counts as %s', (address, client) => {
    expect(clientKey(address)).toBe(client);
  });
});

describe('the check queue', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('charges a client nothing for checks nobody waited for: after forms on a quiet server it still goes first', async () => {
    const queue = createCheckQueue();
    const order: string[] = [];
    const step = (client: string, ms: number) =>
      queue.run(client, async () => {
        order.push(client);
        await sleep(ms);
      });
    // Client g alone: 90 ms of checks with nobody waiting.
    for (let i = 0; i < 3; i++) await step('g', 30);
    order.length = 0;
    // Client h queues three steps; while its first runs, g comes back with one.
    const busy = [step('h', 40), step('h', 40), step('h', 40)];
    await sleep(5);
    const back = step('g', 5);
    await Promise.all([...busy, back]);
    // h's first step was already running, and g waited for it: g goes next, before h's other two.
    expect(order).toEqual(['h', 'g', 'h', 'h']);
  });
});
