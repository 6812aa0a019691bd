import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectFileKind, readMultipart, saveUpload, VALIDATION_MESSAGE } from '../src/index';
import { buildKitApp, makeTempDir, multipartPayload, removeDir } from './helpers';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// The start of a Windows executable ("MZ" header) – what a disguised upload looks like.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const MAX_BYTES = 1024;

const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.post('/upload', async (request) => {
    const { fields, files } = await readMultipart(request, {
      fields: v.object({
        title: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty('Please enter value')),
      }),
      files: {
        photo: { required: true, maxBytes: MAX_BYTES, kinds: ['png', 'jpeg'] },
        proof: { required: false, maxBytes: MAX_BYTES, kinds: ['pdf'], messages: { wrongKind: 'Upload a PDF' } },
      },
    });
    const stored = await saveUpload(app.paths.uploads, files.photo);
    const proof = files.proof ? await saveUpload(app.paths.uploads, files.proof) : null;
    return { result: 'success', data: { title: fields.title, stored, proof, kind: files.photo.kind } };
  });
};

let dataDir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await makeTempDir('service-kit-mp-');
  app = await buildKitApp(dataDir, { routes: uploadRoutes });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const uploads = () => readdir(app.paths.uploads);

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

describe('detectFileKind', () => {
  it('recognises files by their magic bytes only', () => {
    expect(detectFileKind(PNG)).toBe('png');
    expect(detectFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectFileKind(PDF)).toBe('pdf');
    expect(detectFileKind(EXE)).toBeNull();
    expect(detectFileKind(Buffer.from('%PD'))).toBeNull();
  });
});

describe('readMultipart + saveUpload', () => {
  it('saves a valid PNG under a generated name, not the client name', async () => {
    const response = await send(form({ title: ' Verification ', photo: { bytes: PNG, name: 'photo.png', type: 'image/png' } }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.title).toBe('Verification');
    expect(data.kind).toBe('png');
    expect(data.stored).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    expect(await uploads()).toEqual([data.stored]);
    expect(await readFile(path.join(app.paths.uploads, data.stored))).toEqual(PNG);
  });

  it('names the file after its detected content, whatever the client called it', async () => {
    const response = await send(
      form({ title: 'x', photo: { bytes: PNG, name: 'scan.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.stored).toMatch(/\.png$/);
  });

  it('rejects an executable disguised as photo.png and writes nothing', async () => {
    const response = await send(form({ title: 'x', photo: { bytes: EXE, name: 'photo.png', type: 'image/png' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: 'failure',
      message: VALIDATION_MESSAGE,
      errors: { photo: 'File must be a PNG image or JPEG image' },
    });
    expect(await uploads()).toEqual([]);
  });

  it('rejects an oversize file with a field message and writes nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES * 3, 0)]);
    const response = await send(form({ title: 'x', photo: { bytes: big, name: 'photo.png', type: 'image/png' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: 'File must be at most 1 KB' });
    expect(await uploads()).toEqual([]);
  });

  it('reports field and file errors together, including a missing required file', async () => {
    const response = await send(
      form({ title: '  ', proof: { bytes: PNG, name: 'proof.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Please enter value',
      photo: 'Please upload a file.',
      proof: 'Upload a PDF',
    });
    expect(await uploads()).toEqual([]);
  });

  it('treats an untouched (empty) file input as no file', async () => {
    const response = await send(form({ title: 'x', photo: { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ photo: 'Please upload a file.' });
  });

  it('accepts the optional PDF alongside the photo', async () => {
    const response = await send(
      form({
        title: 'x',
        photo: { bytes: PNG, name: 'a.png', type: 'image/png' },
        proof: { bytes: PDF, name: 'b.pdf', type: 'application/pdf' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.proof).toMatch(/\.pdf$/);
    expect((await uploads()).sort()).toEqual([response.json().data.stored, response.json().data.proof].sort());
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
    const response = await send(
      form({
        title: 'x',
        photo: { bytes: PNG, name: 'a.png', type: 'image/png' },
        proof: { bytes: PDF, name: 'b.pdf', type: 'application/pdf' },
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ result: 'failure', message: 'Too many files in the form.', errors: {} });
    expect(await uploads()).toEqual([]);
  });
});
