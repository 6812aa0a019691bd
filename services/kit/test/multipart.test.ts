import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectFileKind, readMultipart, VALIDATION_MESSAGE } from '../src/index';
import { buildKitApp, makeTempDir, multipartPayload, PDF, removeDir } from './helpers';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// The start of a Windows executable ("MZ" header) – what a disguised upload looks like.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);

const MAX_BYTES = 1024;

const uploadSpec = {
  fields: v.object({
    title: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty('Please enter value')),
  }),
  files: {
    photo: { required: true, maxBytes: MAX_BYTES, kinds: ['png', 'jpeg'] },
    proof: { required: false, maxBytes: MAX_BYTES, kinds: ['pdf'], messages: { wrongKind: 'Upload a PDF' } },
  },
} as const;

/** Set by a test to make the route's database write fail after the files were moved. */
let failWrite = false;

const uploadRoutes: FastifyPluginAsync = async (app) => {
  const insert = app.db.prepare('insert into items (title, note) values (?, ?)');
  app.post('/upload', async (request) => {
    const form = await readMultipart(request, uploadSpec);
    const { title } = form.fields;
    if (title === 'never commit') return { result: 'success', data: null };
    const data = await form.commit(app.paths.uploads, (stored) => {
      insert.run(title, stored.photo.name);
      if (stored.proof) insert.run(title, stored.proof.name);
      if (failWrite) throw new Error('disk full');
      return { title, stored: stored.photo.name, proof: stored.proof?.name ?? null, kind: stored.photo.kind };
    });
    return { result: 'success', data };
  });
};

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  failWrite = false;
  dataDir = await makeTempDir('service-kit-mp-');
  app = await buildKitApp(dataDir, { routes: uploadRoutes });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const uploads = async () => (await readdir(app.paths.uploads)).sort();
const temps = () => readdir(app.paths.tmp);
const rows = () =>
  app.db.prepare('select title, note from items order by id').all() as { title: string; note: string }[];

async function expectNothingLeft() {
  expect(await uploads()).toEqual([]);
  expect(await temps()).toEqual([]);
  expect(rows()).toEqual([]);
}

async function send(form: FormData) {
  const { payload, headers } = await multipartPayload(form);
  return app.inject({ method: 'POST', url: '/upload', payload, headers });
}

function form(entries: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return data;
}

const photo = (bytes: Buffer = PNG, name = 'photo.png', type = 'image/png') => ({ bytes, name, type });
/** An image's size and RGBA pixels, whatever its encoding. */
const pixels = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: [...data] };
};

describe('detectFileKind', () => {
  it('recognises files by their magic bytes only', () => {
    expect(detectFileKind(PNG)).toBe('png');
    expect(detectFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectFileKind(PDF)).toBe('pdf');
    expect(detectFileKind(EXE)).toBeNull();
    expect(detectFileKind(Buffer.from('%PD'))).toBeNull();
  });
});

describe('readMultipart + commit', () => {
  it('stores a valid PNG under a generated name, not the client name, with its row', async () => {
    const response = await send(form({ title: ' Verification ', photo: photo() }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.title).toBe('Verification');
    expect(data.kind).toBe('png');
    expect(data.stored).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    expect(await uploads()).toEqual([data.stored]);
    // Re-encoded (see file-check.test.ts), the same pixels.
    expect(await pixels(await readFile(path.join(app.paths.uploads, data.stored)))).toEqual(await pixels(PNG));
    expect(rows()).toEqual([{ title: 'Verification', note: data.stored }]);
    expect(await temps()).toEqual([]);
  });

  it('names the file after its detected content, whatever the client called it', async () => {
    const response = await send(form({ title: 'x', photo: photo(PNG, 'scan.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.stored).toMatch(/\.png$/);
  });

  it.each([
    ['an executable', EXE],
    ['a text file', Buffer.from('just some text, not a PDF\n'.repeat(10))],
    ['a file shorter than any signature', Buffer.from('%PD')],
  ])('rejects %s disguised as photo.png and leaves no file, temp file or row', async (_label, bytes) => {
    const response = await send(
      form({ title: 'x', photo: photo(bytes), proof: photo(bytes, 'proof.pdf', 'application/pdf') }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { photo: 'File must be a PNG image or JPEG image', proof: 'Upload a PDF' },
    });
    await expectNothingLeft();
  });

  it('rejects an oversize file with a field message and leaves nothing behind', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES * 3, 0)]);
    const response = await send(form({ title: 'x', photo: photo(big) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: 'File must be at most 1 KB' });
    await expectNothingLeft();

    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.length, 0)]);
    expect((await send(form({ title: 'x', photo: photo(exact) }))).statusCode).toBe(200);
    const oneMore = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await send(form({ title: 'x', photo: photo(oneMore) }))).json().errors).toEqual({
      photo: 'File must be at most 1 KB',
    });
    expect(await uploads()).toHaveLength(1);
    expect(await temps()).toEqual([]);
  });

  it('stops storing a huge upload at the limit, discards a bounded rest, and answers', async () => {
    // 64 MB that are only produced when read, a chunk per turn of the event loop as from a
    // network: counts how much of the body the service pulled.
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let pulled = 0;
    const boundary = 'xBOUNDARYx';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = Readable.from(
      (async function* () {
        yield Buffer.concat([head, PNG]);
        for (let sent = 0; sent < total; sent += chunk.length) {
          await new Promise(setImmediate);
          pulled += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const started = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: 'File must be at most 1 KB' });
    expect(Date.now() - started).toBeLessThan(5000);
    // Before answering, the kit reads and discards the rest up to 16 MB (so a proxy in front gets
    // the answer instead of a reset connection); then it stops reading: not the whole 64 MB.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBeLessThan(18 * 1024 * 1024);
    await expectNothingLeft();
    body.destroy();
  });

  it('reports the fields read before an oversize file, and none of those after it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES * 3, 0)]);
    const data = new FormData();
    data.append('title', '   ');
    data.append('photo', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'a.png');
    data.append('proof', new Blob([new Uint8Array(EXE)], { type: 'application/pdf' }), 'b.pdf');
    const response = await send(data);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ title: 'Please enter value', photo: 'File must be at most 1 KB' });
    await expectNothingLeft();
  });

  it('reports field and file errors together, including a missing required file', async () => {
    const response = await send(form({ title: '  ', proof: photo(PNG, 'proof.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Please enter value',
      photo: 'Please upload a file.',
      proof: 'Upload a PDF',
    });
    await expectNothingLeft();
  });

  it('leaves no temp file when the fields fail although every file was fine', async () => {
    const response = await send(form({ title: '', photo: photo(), proof: photo(PDF, 'b.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ title: 'Please enter value' });
    await expectNothingLeft();
  });

  it('treats an untouched (empty) file input as no file', async () => {
    const response = await send(form({ title: 'x', photo: photo(Buffer.alloc(0), '', 'application/octet-stream') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: 'Please upload a file.' });
    await expectNothingLeft();
  });

  it('accepts the optional PDF alongside the photo', async () => {
    const response = await send(form({ title: 'x', photo: photo(), proof: photo(PDF, 'b.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.proof).toMatch(/\.pdf$/);
    expect(await uploads()).toEqual([data.stored, data.proof].sort());
    expect(await readFile(path.join(app.paths.uploads, data.proof))).toEqual(PDF);
  });

  it('removes the moved files again when the database write fails', async () => {
    failWrite = true;
    const response = await send(form({ title: 'x', photo: photo(), proof: photo(PDF, 'b.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(500);
    await expectNothingLeft();
    expect(app.db.prepare('select count(*) from kit_pending_uploads').pluck().get()).toBe(0);
  });

  it('removes the temp files of a form the route never commits when the request ends', async () => {
    const response = await send(form({ title: 'never commit', photo: photo() }));
    expect(response.statusCode).toBe(200);
    await expectNothingLeft();
  });

  it('keeps exactly their files and rows for 20 forms sent at once', async () => {
    // Twenty different images: form i sends one i + 1 pixels wide.
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sharp({ create: { width: i + 1, height: 1, channels: 3, background: '#08f' } })
          .png()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(
      bodies.map((bytes, i) => send(form({ title: `form ${i}`, photo: photo(bytes) }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 200));

    const stored = rows();
    expect(stored.map((row) => row.title).sort()).toEqual(bodies.map((_, i) => `form ${i}`).sort());
    expect(await uploads()).toEqual(stored.map((row) => row.note).sort());
    for (const row of stored) {
      const i = Number(row.title.split(' ')[1]);
      expect(await pixels(await readFile(path.join(app.paths.uploads, row.note)))).toEqual(await pixels(bodies[i]));
    }
    expect(await temps()).toEqual([]);
  });

  it('clears crash leftovers at start: temp files and files moved for a transaction that never committed', async () => {
    const orphan = path.join(app.paths.uploads, 'moved-before-crash.png');
    await writeFile(orphan, PNG);
    app.db.prepare('insert into kit_pending_uploads (path) values (?)').run(path.relative(app.paths.root, orphan));
    await writeFile(path.join(app.paths.tmp, 'half-received.part'), PNG);
    const kept = path.join(app.paths.uploads, 'recorded.png');
    await writeFile(kept, PNG);
    await app.close();

    app = await buildKitApp(dataDir, { routes: uploadRoutes });
    await app.ready();
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(kept)).toBe(true);
    expect(await temps()).toEqual([]);
    expect(app.db.prepare('select count(*) from kit_pending_uploads').pluck().get()).toBe(0);
  });

  it('refuses a JSON body on a multipart route with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { title: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      result: 'failure',
      message: 'The form must be sent as multipart/form-data.',
      errors: {},
    });
  });

  it('turns the app-wide file-count limit into a 413 in the same shape', async () => {
    await app.close();
    app = await buildKitApp(dataDir, { routes: uploadRoutes, multipart: { files: 1 } });
    const response = await send(form({ title: 'x', photo: photo(), proof: photo(PDF, 'b.pdf', 'application/pdf') }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ result: 'failure', message: 'Too many files in the form.', errors: {} });
    await expectNothingLeft();
  });

  it('removes the temp files when the client goes away mid-upload', async () => {
    const boundary = 'xBOUNDARYx';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([body, PNG.subarray(0, 40)]),
    });
    expect(response.statusCode).toBe(400);
    await expectNothingLeft();
    await mkdir(app.paths.tmp, { recursive: true });
  });
});
