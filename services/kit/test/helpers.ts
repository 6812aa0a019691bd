import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createServiceApp, type ServiceAppOptions } from '../src/index';

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
