import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, UNREADABLE_FORM_MESSAGE, ValidationError } from './errors';
import { checkFileContents } from './file-check';
import { detectFileKind, type FileKind, type FileRule, formatBytes, kindsLabel, SIGNATURE_BYTES } from './file-kind';
import {
  commitFiles,
  type FileStore,
  type ReceivedFile,
  removeTemp,
  removeTemps,
  type StoredFile,
  type UploadState,
  uploadStateOf,
} from './uploads';
import { rememberPersonalValues } from './logging';
import { FieldScreen, issuesToErrors } from './validation';

type ByRule<F extends Record<string, FileRule>, T> = {
  [K in keyof F]: F[K]['required'] extends true ? T : T | undefined;
};

export interface MultipartSpec<S extends v.GenericSchema<unknown, unknown>, F extends Record<string, FileRule>> {
  fields: S;
  files: F;
}

export interface MultipartForm<T, F extends Record<string, FileRule>> {
  fields: T;
  /**
   * Received files, still in the service's tmp folder: kind (first bytes) and size checked, their
   * contents not yet (see checkFiles). A route drops a file it will not keep by deleting it here.
   */
  /** The received files: checked only by their first bytes and size until checkFiles has run. */
  files: ByRule<F, ReceivedFile>;
  /**
   * Decodes the files (file-check.ts: images are replaced by their re-encoded copy, PDFs must
   * parse): the costly check, so a route calls it after its own checks of the fields (proofs,
   * duplicates). A refused file answers 400 with its field's message and removes every temp file.
   * Runs once; commit runs it if the route did not.
   */
  checkFiles(): Promise<void>;
  /**
   * Moves the files into `dir` under generated names and runs `write` with them, synchronously,
   * inside one database transaction; if it throws, the moved files are removed again. Files that
   * are never committed are removed when the request ends. A field whose `storeOf` names a store
   * is written by it instead of moved (sealed, say: file-vault.ts).
   */
  commit<R>(
    dir: string,
    write: (stored: ByRule<F, StoredFile>) => R,
    storeOf?: (field: string) => FileStore | undefined,
  ): Promise<R>;
  /** Removes the temp files now (the end of the request would). */
  discard(): void;
}

/** At least this much of an unread body is discarded after an early answer (see uploads.ts). */
const MIN_DRAIN_BYTES = 1024 * 1024;

/**
 * busboy reports a malformed body (no boundary, data cut off, broken part headers) as a plain
 * Error without a status. That is the sender's doing, so it becomes a 400, not a 500; errors
 * that already carry a status (ours, Fastify's, the multipart plugin's) pass through unchanged.
 */
function asClientError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof HttpError || typeof (error as { statusCode?: unknown })?.statusCode === 'number') return error;
  request.log.info({ err: error }, 'unreadable multipart body');
  return new HttpError(400, UNREADABLE_FORM_MESSAGE);
}

function addValue(target: Record<string, unknown>, key: string, value: string) {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

class OverLimitError extends Error {}

/**
 * Sits between a file part and its temp file. Holds the first bytes until the kind is known;
 * a wrong kind (or a part nobody wants: `kinds` null) is swallowed, since the part must still be
 * read for the form to go on. Passing `maxBytes` fails the stream, which stops reading there.
 */
class FileInspector extends Transform {
  size = 0;
  kind: FileKind | null = null;
  wrongKind = false;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly kinds: readonly FileKind[] | null,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new OverLimitError());
    if (this.kind) return done(null, chunk);
    if (!this.kinds || this.wrongKind) return done();
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SIGNATURE_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback) {
    if (this.kinds && !this.kind && !this.wrongKind && this.headBytes > 0) return this.decide(done);
    done();
  }

  private decide(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    const kind = detectFileKind(head);
    if (kind && this.kinds?.includes(kind)) {
      this.kind = kind;
      done(null, head);
    } else {
      this.wrongKind = true;
      done();
    }
  }
}

const discardAll = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

interface Received {
  size: number;
  /** Set for a wanted part of an allowed kind and size: its temp file. */
  file?: ReceivedFile;
  tooLarge: boolean;
  /** The part passed its limit before its end: the request must not be read any further. */
  stop: boolean;
}

/**
 * Streams one file part to a temp file (only if `rule` is given, i.e. the form wants this part)
 * and returns what it turned out to be. Anything but an accepted file leaves no temp file.
 */
async function receiveFile(
  part: MultipartFile,
  rule: FileRule | undefined,
  limit: number,
  tmpDir: string,
  state: UploadState,
): Promise<Received> {
  const source: Readable & { truncated?: boolean } = part.file;
  const inspector = new FileInspector(rule?.maxBytes ?? limit, rule?.kinds ?? null);
  const tempPath = rule ? path.join(tmpDir, `${randomUUID()}.part`) : undefined;
  if (tempPath) state.temps.add(tempPath);
  const sink = tempPath ? createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }) : discardAll();
  const drop = async () => {
    // A destroyed write stream may still be opening its file: wait, then remove it.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    if (tempPath) removeTemp(state, tempPath);
  };

  // busboy stops passing data once a part exceeds the parser's fileSize (the form's largest
  // rule) but would read on to the part's end: fail the stream there instead.
  const onLimit = () => source.destroy(new OverLimitError());
  source.once('limit', onLimit);
  if (source.truncated) onLimit(); // it happened before we listened
  let stop = false;
  try {
    await pipeline(source, inspector, sink);
  } catch (error) {
    await drop();
    if (!(error instanceof OverLimitError)) throw error;
    stop = true;
  } finally {
    source.off('limit', onLimit);
  }

  const tooLarge = stop || Boolean(source.truncated);
  if (!tempPath || stop) return { size: inspector.size, tooLarge, stop };
  if (tooLarge || !inspector.kind || inspector.size === 0) {
    await drop();
    return { size: inspector.size, tooLarge, stop };
  }
  return { size: inspector.size, tooLarge, stop, file: { kind: inspector.kind, size: inspector.size, tempPath } };
}

/**
 * Reads a multipart form, streaming each wanted file part to the service's private tmp folder
 * while checking its kind (first bytes) and size, and validates the text fields with the schema.
 * Every field problem and every missing, oversize or wrong-kind file is reported together in one
 * 400, and such a form leaves no temp file. A file over its limit stops reading at once: the 400
 * then covers what arrived before it. Nothing is decoded here: that costs far more than all of
 * this, so it waits for the form's checkFiles (or commit), after the route's own checks.
 *
 * The route commits the files with `commit` (see MultipartForm); the per-form `maxBytes` rules
 * set the size limit for this request (the app-wide multipart fileSize applies elsewhere).
 */
export async function readMultipart<
  S extends v.GenericSchema<unknown, unknown>,
  const F extends Record<string, FileRule>,
>(request: FastifyRequest, spec: MultipartSpec<S, F>): Promise<MultipartForm<v.InferOutput<S>, F>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'The form must be sent as multipart/form-data.');
  }
  const rules: Record<string, FileRule> = spec.files;
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes));
  const tmpDir = request.server.paths.tmp;
  const state = uploadStateOf(request);

  // Text parts the form does not take, or too long, are refused before anything reads them.
  const screen = FieldScreen.of(spec.fields);
  const values: Record<string, unknown> = {};
  const partErrors: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  let stopped = false;

  // throwFileSizeLimit: false → an oversize part arrives truncated (busboy's 'limit') instead of
  // rejecting the iterator, so receiveFile can tell it apart and we can still answer with a 400.
  // (parts() honours the option at runtime; its typings just leave it out.)
  const partsOptions = { limits: { fileSize: largest }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(partsOptions as Parameters<FastifyRequest['parts']>[0])) {
      const name = part.fieldname;
      if (part.type === 'field') {
        // A text part under a file's name carries no file: ignored, as the schema would.
        if (Object.hasOwn(rules, name)) continue;
        const value = String(part.value);
        if (screen.admit(name, value, part.valueTruncated)) addValue(values, name, value);
        continue;
      }

      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      const repeated = Boolean(files[name] || partErrors[name]);
      const received = await receiveFile(part, rule && !repeated ? rule : undefined, largest, tmpDir, state);
      // Browsers send an empty part for an untouched file input: treat it as "no file".
      if (received.size === 0 && !received.tooLarge) continue;
      if (!rule) {
        partErrors[name] ??= 'Unexpected file.';
      } else if (repeated) {
        if (files[name]) removeTemp(state, files[name].tempPath);
        delete files[name];
        partErrors[name] = 'Please upload only one file.';
      } else if (received.tooLarge) {
        partErrors[name] = rule.messages?.tooLarge ?? `File must be at most ${formatBytes(rule.maxBytes)}`;
      } else if (!received.file) {
        partErrors[name] = rule.messages?.wrongKind ?? `File must be a ${kindsLabel(rule.kinds)}`;
      } else {
        files[name] = received.file;
      }
      if (received.stop) {
        stopped = true;
        break;
      }
    }
  } catch (error) {
    removeTemps(state);
    throw asClientError(request, error);
  }

  if (!screen.clean) {
    removeTemps(state);
    if (stopped) Object.assign(state, { stoppedReading: true, drainLimit: Math.max(largest, MIN_DRAIN_BYTES) });
    screen.throwIfRefused();
  }

  if (!stopped) {
    for (const [name, rule] of Object.entries(rules)) {
      if (rule.required && !files[name] && !partErrors[name]) {
        partErrors[name] = rule.messages?.required ?? 'Please upload a file.';
      }
    }
  }

  rememberPersonalValues(request.log, values);
  const parsed = v.safeParse(spec.fields, values);
  let fieldErrors = parsed.success ? {} : issuesToErrors(parsed.issues);
  if (stopped) {
    // Parts after the oversize file were never read: judge only the fields that arrived.
    fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).filter(([key]) => Object.hasOwn(values, key.split('.')[0])),
    );
    state.stoppedReading = true;
    state.drainLimit = Math.max(largest, MIN_DRAIN_BYTES);
  }
  const errors = { ...fieldErrors, ...partErrors };
  if (!parsed.success || Object.keys(errors).length > 0) {
    removeTemps(state);
    throw new ValidationError(errors);
  }

  let committed = false;
  let checking: Promise<void> | undefined;
  // The first bytes only named the kind: each file is decoded before it may be kept (file-check.ts).
  const checkFiles = () =>
    (checking ??= (async () => {
      const problems = await checkFileContents(request, rules, files).catch((error: unknown) => {
        removeTemps(state);
        throw error;
      });
      if (Object.keys(problems).length > 0) {
        removeTemps(state);
        throw new ValidationError(problems);
      }
    })());
  return {
    fields: parsed.output,
    files: files as ByRule<F, ReceivedFile>,
    checkFiles,
    async commit(dir, write, storeOf) {
      if (committed) throw new Error('The files of this form were already committed.');
      committed = true;
      await checkFiles();
      return commitFiles(request, files, dir, write, storeOf);
    },
    discard: () => removeTemps(state),
  };
}
