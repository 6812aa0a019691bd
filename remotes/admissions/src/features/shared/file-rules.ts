import * as v from 'valibot';
import { fileKindMessage, fileTooLargeMessage, type UploadRule } from '@college/admissions-service/contract';

/** react-hook-form gives a file input's value as a FileList (nothing before the first choice). */
export type FileValue = FileList | File | null | undefined;

export function firstFile(value: FileValue): File | undefined {
  if (!value) return undefined;
  if (value instanceof Blob) return value as File;
  return value[0] ?? undefined;
}

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
const EXTENSIONS: Record<string, string[]> = { jpeg: ['.jpg', '.jpeg'], png: ['.png'], pdf: ['.pdf'] };

/**
 * A quick look at the type and name the browser reports, so a wrong choice is caught at once.
 * The service checks the file's bytes again. Some phones report no type (or octet-stream): then
 * the extension decides.
 */
export function looksLikeAllowedKind(file: File, rule: UploadRule): boolean {
  const type = file.type.toLowerCase();
  if (rule.kinds.some((kind) => MIME[kind] === type)) return true;
  if (type !== '' && type !== 'application/octet-stream') return false;
  const name = file.name.toLowerCase();
  return rule.kinds.some((kind) => EXTENSIONS[kind].some((extension) => name.endsWith(extension)));
}

/** What is wrong with a chosen file (too large, wrong kind); nothing when none is chosen. */
export function fileProblem(value: FileValue, rule: UploadRule): string | undefined {
  const file = firstFile(value);
  if (!file) return undefined;
  if (file.size > rule.maxBytes) return fileTooLargeMessage(rule);
  if (!looksLikeAllowedKind(file, rule)) return fileKindMessage(rule);
  return undefined;
}

/** An optional file field: its output is the File (or undefined), checked for size and kind. */
export function fileSchema(rule: UploadRule) {
  return v.pipe(
    v.optional(v.custom<FileValue>(() => true)),
    v.transform(firstFile),
    v.check((file) => !file || file.size <= rule.maxBytes, fileTooLargeMessage(rule)),
    v.check((file) => !file || looksLikeAllowedKind(file, rule), fileKindMessage(rule)),
  );
}
