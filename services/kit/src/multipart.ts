import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, ValidationError } from './errors';
import { issuesToErrors } from './validation';

export type FileKind = 'jpeg' | 'png' | 'pdf';

export interface FileRule {
  required: boolean;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Overrides for the field messages (the spec words some of them per form). */
  messages?: { required?: string; tooLarge?: string; wrongKind?: string };
}

export interface UploadedFile {
  buffer: Buffer;
  kind: FileKind;
  size: number;
}

type FilesOf<F extends Record<string, FileRule>> = {
  [K in keyof F]: F[K]['required'] extends true ? UploadedFile : UploadedFile | undefined;
};

export interface MultipartSpec<S extends v.GenericSchema<unknown, unknown>, F extends Record<string, FileRule>> {
  fields: S;
  files: F;
}

const EXTENSIONS: Record<FileKind, string> = { jpeg: '.jpg', png: '.png', pdf: '.pdf' };
const KIND_LABELS: Record<FileKind, string> = { jpeg: 'JPEG image', png: 'PNG image', pdf: 'PDF document' };

const startsWith = (buffer: Buffer, bytes: number[]) =>
  buffer.length >= bytes.length && bytes.every((byte, i) => buffer[i] === byte);

/** Identifies a file by its first bytes; names and declared types are chosen by the sender. */
export function detectFileKind(buffer: Buffer): FileKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

function kindsLabel(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => KIND_LABELS[kind]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? 'file');
}

const MALFORMED_FORM_MESSAGE = 'The form data could not be read.';

/**
 * busboy reports a malformed body (no boundary, data cut off, broken part headers) as a plain
 * Error without a status. That is the sender's doing, so it becomes a 400, not a 500; errors
 * that already carry a status (ours, Fastify's, the multipart plugin's) pass through unchanged.
 */
function asClientError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof HttpError || typeof (error as { statusCode?: unknown })?.statusCode === 'number') return error;
  request.log.info({ err: error }, 'unreadable multipart body');
  return new HttpError(400, MALFORMED_FORM_MESSAGE);
}

function addValue(target: Record<string, unknown>, key: string, value: string) {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else target[key] = [existing, value];
}

/**
 * Reads a whole multipart form, buffering files in memory, and validates text fields with the
 * schema and files by their content. Every field and file problem is reported together in one
 * 400. Nothing touches the disk here: callers save with saveUpload only after this succeeded.
 *
 * The per-form `maxBytes` rules set the size limit for this request (the app-wide multipart
 * fileSize only applies to other uses of request.parts()).
 */
export async function readMultipart<
  S extends v.GenericSchema<unknown, unknown>,
  const F extends Record<string, FileRule>,
>(request: FastifyRequest, spec: MultipartSpec<S, F>): Promise<{ fields: v.InferOutput<S>; files: FilesOf<F> }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'The form must be sent as multipart/form-data.');
  }
  const rules: Record<string, FileRule> = spec.files;
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes));

  const values: Record<string, unknown> = {};
  const partErrors: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};

  // throwFileSizeLimit: false → an oversize file arrives truncated instead of aborting the
  // whole form, so we can keep reading and report it next to the other field errors.
  // (parts() honours the option at runtime; its typings just leave it out.)
  const partsOptions = { limits: { fileSize: largest }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(partsOptions as Parameters<FastifyRequest['parts']>[0])) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (part.valueTruncated) partErrors[name] ??= 'This value is too long.';
        else addValue(values, name, String(part.value));
        continue;
      }

      const buffer = await part.toBuffer();
      // Browsers send an empty part for an untouched file input: treat it as "no file".
      if (buffer.length === 0 && !part.file.truncated) continue;
      const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
      if (!rule) {
        partErrors[name] ??= 'Unexpected file.';
        continue;
      }
      if (files[name] || partErrors[name]) {
        partErrors[name] = 'Please upload only one file.';
        delete files[name];
        continue;
      }
      if (part.file.truncated || buffer.length > rule.maxBytes) {
        partErrors[name] = rule.messages?.tooLarge ?? `File must be at most ${formatBytes(rule.maxBytes)}`;
        continue;
      }
      const kind = detectFileKind(buffer);
      if (!kind || !rule.kinds.includes(kind)) {
        partErrors[name] = rule.messages?.wrongKind ?? `File must be a ${kindsLabel(rule.kinds)}`;
        continue;
      }
      files[name] = { buffer, kind, size: buffer.length };
    }
  } catch (error) {
    throw asClientError(request, error);
  }

  for (const [name, rule] of Object.entries(rules)) {
    if (rule.required && !files[name] && !partErrors[name]) {
      partErrors[name] = rule.messages?.required ?? 'Please upload a file.';
    }
  }

  const parsed = v.safeParse(spec.fields, values);
  const errors = { ...(parsed.success ? {} : issuesToErrors(parsed.issues)), ...partErrors };
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { fields: parsed.output, files: files as FilesOf<F> };
}

/** Writes an already validated file under a generated name; returns that name. */
export async function saveUpload(dir: string, file: UploadedFile): Promise<string> {
  await mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}${EXTENSIONS[file.kind]}`;
  // 'wx' never overwrites, even in the impossible case of a repeated UUID.
  await writeFile(path.join(dir, storedName), file.buffer, { flag: 'wx', mode: 0o640 });
  return storedName;
}
