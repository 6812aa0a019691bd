import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { multipartPayload } from '../../kit/test/helpers';
import { buildApp, type InfoAppOptions } from '../src/app';
import { SUBMISSION_TABLES } from '../src/plugins/submissions-repository';

export { makeTempDir, multipartPayload, removeDir } from '../../kit/test/helpers';

/** An info app on a real SQLite file in `dataDir`, without logging. */
export async function startInfo(dataDir: string, options: Partial<InfoAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir, logger: false, ...options });
  await app.ready();
  return app;
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every row of a table, read straight from the database. */
export function tableRows(app: FastifyInstance, table: string): Record<string, unknown>[] {
  // Test-only helper; table names come from the tests, never from requests.
  return app.db.prepare(`select * from ${table} order by id`).all() as Record<string, unknown>[];
}

export function submissionCount(app: FastifyInstance): number {
  return Object.values(SUBMISSION_TABLES).reduce((sum, { table }) => sum + tableRows(app, table).length, 0);
}

/** Files (recursively) under a folder; [] if it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export type FormEntry = string | { bytes: Uint8Array; name: string; type: string };

/** Builds a browser-style multipart form; repeated keys come from array values. */
export function formData(entries: Record<string, FormEntry | FormEntry[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) {
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

// ---- Files --------------------------------------------------------------------------------

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Start of a JFIF JPEG: SOI, APP0 "JFIF", … EOI. The service only looks at the first bytes. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]),
  Buffer.alloc(64, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows executable's header ("MZ"): what a disguised upload looks like. */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(500, 0x41)]);
