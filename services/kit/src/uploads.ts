import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { copyFile, constants as fsConstants, link, mkdir, rm, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EXTENSIONS, type FileKind } from './file-kind';
import type { SqliteDatabase } from './sqlite';

/** A file received and checked, waiting in the service's tmp folder until the route commits it. */
export interface ReceivedFile {
  kind: FileKind;
  size: number;
  /** Removed at commit, or at the end of the request if the route never commits. */
  tempPath: string;
}

/** A committed file, moved into the route's folder under a generated name. */
export interface StoredFile {
  /** `<uuid><extension of the detected kind>`: what the route records. */
  name: string;
  path: string;
  kind: FileKind;
  size: number;
}

/**
 * How a route's file goes into its folder when not moved there as it is: `write` puts it at `to`
 * (never over an existing file) under `<uuid><extension><suffix>`. The kit's file-vault.ts seals
 * files this way; `name` is the stored name, which the vault binds the file to.
 */
export interface FileStore {
  suffix: string;
  write(from: string, to: string, name: string): Promise<void>;
}

/** What readMultipart leaves behind in one request: its temp files, and whether it stopped reading. */
export interface UploadState {
  temps: Set<string>;
  /** Set when a file passed its limit: the rest of the body was not read. */
  stoppedReading: boolean;
  /** How much of that unread rest may still be discarded before the connection is dropped. */
  drainLimit: number;
}

const states = new WeakMap<FastifyRequest, UploadState>();

export function uploadStateOf(request: FastifyRequest): UploadState {
  let state = states.get(request);
  if (!state) {
    state = { temps: new Set(), stoppedReading: false, drainLimit: 0 };
    states.set(request, state);
  }
  return state;
}

/**
 * Synchronous on purpose: a request has a handful of temp files at most, and removing them before
 * returning means nobody (the next request, a test, a shutdown) can see them after the answer.
 */
export function removeTemps(state: UploadState): void {
  for (const file of state.temps) removeTemp(state, file);
}

export function removeTemp(state: UploadState, file: string): void {
  rmSync(file, { force: true });
  state.temps.delete(file);
}

// Moves into place are recorded here first, in the service's own database, and forgotten in the
// same transaction as the route's rows: after a crash, whatever is still listed was moved but
// never recorded, and the next start removes it.
const PENDING_TABLE = 'kit_pending_uploads';

interface Ledger {
  db: SqliteDatabase;
  add(file: string): void;
  forget(file: string): void;
}

const kLedger = Symbol('college-uploads-ledger');

function ledgerOf(instance: FastifyInstance): Ledger {
  const ledger = (instance as unknown as Record<symbol, Ledger | undefined>)[kLedger];
  if (!ledger) throw new Error('uploadsPlugin is not registered');
  return ledger;
}

/** link + unlink rather than rename: link never replaces an existing file. */
async function moveInto(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    // uploads/ on another file system than tmp/: copy, still refusing to overwrite.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to, fsConstants.COPYFILE_EXCL);
  }
  await unlink(from);
}

/**
 * Moves every received file into `dir` under a generated name (or has `storeOf(field)` write it
 * there, when it names a store), then runs `write` (synchronous: the route's better-sqlite3
 * statements) in one transaction with forgetting the pending record.
 * If `write` throws, the moved files are removed and the error goes on.
 */
export async function commitFiles<S, R>(
  request: FastifyRequest,
  files: Record<string, ReceivedFile | undefined>,
  dir: string,
  write: (stored: S) => R,
  storeOf?: (field: string) => FileStore | undefined,
): Promise<R> {
  const ledger = ledgerOf(request.server);
  const state = uploadStateOf(request);
  await mkdir(dir, { recursive: true, mode: 0o750 }); // private uploads: never for others, whatever the umask
  const stored: Record<string, StoredFile> = {};
  const moved: string[] = [];
  try {
    for (const [field, file] of Object.entries(files)) {
      if (!file) continue;
      const store = storeOf?.(field);
      const name = `${randomUUID()}${EXTENSIONS[file.kind]}${store?.suffix ?? ''}`;
      const target = path.join(dir, name);
      ledger.add(target);
      moved.push(target);
      if (store) {
        await store.write(file.tempPath, target, name);
        removeTemp(state, file.tempPath);
      } else {
        await moveInto(file.tempPath, target);
        state.temps.delete(file.tempPath);
      }
      stored[field] = { name, path: target, kind: file.kind, size: file.size };
    }
    return ledger.db.transaction(() => {
      const result = write(stored as S);
      for (const target of moved) ledger.forget(target);
      return result;
    })();
  } catch (error) {
    await Promise.all(moved.map((target) => rm(target, { force: true })));
    for (const target of moved) ledger.forget(target);
    throw error;
  }
}

/**
 * After a file passed its limit the answer goes out at once, with the rest of the body unread.
 * Discarding a little of it keeps the connection usable (a proxy that is still sending gets the
 * answer instead of a reset); past `limit` the connection is dropped once the answer is sent.
 */
function discardRest(raw: IncomingMessage, res: ServerResponse, limit: number) {
  let seen = 0;
  const hangUp = () => (res.writableFinished ? raw.destroy() : res.once('finish', () => raw.destroy()));
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      raw.pause();
      hangUp();
    }
  });
  raw.resume();
}

/**
 * The upload side of a service: empties tmp/ and undoes unrecorded moves left by a crash, and
 * removes a request's temp files when it ends (answered, failed or abandoned by the client).
 */
export const uploadsPlugin = fp(
  async (fastify) => {
    const { db, paths } = fastify;
    db.exec(`create table if not exists ${PENDING_TABLE} (path text primary key)`);
    rmSync(paths.tmp, { recursive: true, force: true });
    mkdirSync(paths.tmp, { recursive: true, mode: 0o700 }); // uploads being received: the service's only
    const leftovers = db.prepare(`select path from ${PENDING_TABLE}`).pluck().all() as string[];
    for (const file of leftovers) rmSync(path.resolve(paths.root, file), { force: true });
    db.prepare(`delete from ${PENDING_TABLE}`).run();
    if (leftovers.length > 0) fastify.log.warn({ files: leftovers.length }, 'removed uploads of unfinished commits');

    // Stored relative to the service folder, so a moved data folder still matches.
    const add = db.prepare(`insert into ${PENDING_TABLE} (path) values (?)`);
    const forget = db.prepare(`delete from ${PENDING_TABLE} where path = ?`);
    const ledger: Ledger = {
      db,
      add: (file) => void add.run(path.relative(paths.root, file)),
      forget: (file) => void forget.run(path.relative(paths.root, file)),
    };
    fastify.decorate(kLedger, ledger);

    const end = (request: FastifyRequest) => {
      const state = states.get(request);
      if (state) removeTemps(state);
    };
    fastify.addHook('onSend', async (request, reply, payload) => {
      const state = states.get(request);
      if (state?.stoppedReading) discardRest(request.raw, reply.raw, state.drainLimit);
      return payload;
    });
    fastify.addHook('onResponse', (request, _reply, done) => {
      end(request);
      done();
    });
    // onResponse does not run when the client goes away before the answer.
    fastify.addHook('onRequestAbort', (request, done) => {
      end(request);
      done();
    });
  },
  { name: 'college-uploads', dependencies: ['college-sqlite'], fastify: '5.x' },
);
