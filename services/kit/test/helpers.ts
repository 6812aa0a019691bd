import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  ASSERTION_HEADER,
  createServiceApp,
  type OfficeIdentity,
  type RoleGrant,
  type ServiceAppOptions,
  type SigningKey,
} from '../src/index';

export const fixtureMigrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));

export async function makeTempDir(prefix = 'service-kit-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string | undefined): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

/** A kit app on a real SQLite file with no logging; routes default to none. */
export function buildKitApp(dataDir: string, overrides: Partial<ServiceAppOptions> = {}): Promise<FastifyInstance> {
  return createServiceApp({
    name: 'test',
    dataDir,
    migrationsDir: fixtureMigrations,
    routes: async () => {},
    logger: false,
    ...overrides,
  });
}

/** Encodes a multipart body the way a browser would, via the platform's FormData. */
export async function multipartPayload(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Every row of a table, read straight from the database (table names come from tests, never requests). */
export function tableRows(app: FastifyInstance, table: string): Record<string, unknown>[] {
  return app.db.prepare(`select * from ${table} order by id`).all() as Record<string, unknown>[];
}

/** Files (recursively) under a folder; [] if it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export type FormEntry = string | { bytes: Uint8Array; name: string; type: string };

/** Builds a browser-style multipart form; repeated keys come from array values, undefined ones are left out. */
export function formData(entries: Record<string, FormEntry | FormEntry[] | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') form.append(key, item);
      else form.append(key, new Blob([new Uint8Array(item.bytes)], { type: item.type }), item.name);
    }
  }
  return form;
}

export async function postMultipart(app: FastifyInstance, url: string, form: FormData) {
  const { payload, headers } = await multipartPayload(form);
  return app.inject({ method: 'POST', url, payload, headers });
}

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// Real files (a JPEG, a PDF) and crafted ones: the kit decodes what it keeps.
export {
  exifHasGps,
  FAKE_PDF,
  imageMetadata,
  JPEG,
  jpegWithGps,
  makePdf,
  PDF,
  pdfBomb,
  pngBomb,
  pngOf,
} from './fixture-files';
/** A Windows executable's header ("MZ"): what a disguised upload looks like. */
export const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
  Buffer.alloc(500, 0x41),
]);

/** A log destination that keeps every line, for tests that turn logging on and read it. */
export function logCapture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** What `send` answered and how long it took, in milliseconds. */
export async function timed<T>(send: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const start = performance.now();
  const response = await send();
  return { response, ms: performance.now() - start };
}

let officeRequests = 0;
/**
 * An office call's headers as the gateway's door sends them to `service`: a fresh request id and an
 * assertion signed for it (decision 011).
 */
export async function officeHeadersFor(
  service: string,
  key: SigningKey,
  roles: RoleGrant[],
  user: { userId: string; username: string; displayName?: string } = { userId: '9', username: 'asha.acc' },
): Promise<Record<string, string>> {
  const requestId = `rid-office-${++officeRequests}`;
  const identity: OfficeIdentity = { ...user, roles, sessionId: `s${user.userId}`, requestId };
  return { 'x-request-id': requestId, [ASSERTION_HEADER]: await key.sign({ audience: service, identity }) };
}

/** Office headers without an assertion, as without a session. */
export const anonymousOfficeHeaders = (): Record<string, string> => ({
  'x-request-id': `rid-office-${++officeRequests}`,
});

/**
 * A call through the office door of `app` (named `service`): an assertion signed for this very
 * request (roles 'none': no assertion at all). A FormData body goes as multipart.
 */
export async function officeInjectFor(
  service: string,
  app: FastifyInstance,
  key: SigningKey,
  {
    method = 'GET',
    url,
    body,
    roles,
    username = 'vimla.v',
    displayName,
  }: {
    method?: 'GET' | 'POST';
    url: string;
    body?: unknown;
    roles: RoleGrant[] | 'none';
    username?: string;
    /** The person's name, as a newer gateway's assertion carries it. */
    displayName?: string;
  },
) {
  const headers =
    roles === 'none'
      ? anonymousOfficeHeaders()
      : await officeHeadersFor(service, key, roles, { userId: '9', username, ...(displayName ? { displayName } : {}) });
  if (body instanceof FormData) {
    const multipart = await multipartPayload(body);
    return app.inject({ method, url, payload: multipart.payload, headers: { ...headers, ...multipart.headers } });
  }
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}
