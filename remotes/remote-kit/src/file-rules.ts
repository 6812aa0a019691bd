import * as v from 'valibot';

/**
 * What a service's contract says about one upload: the limits it enforces and the messages its
 * vertical uses. The browser checks the same before sending; the service checks the bytes again.
 */
export interface FileRules {
  maxBytes: number;
  /** The file input's accept list: extensions (".pdf") and MIME types ("application/pdf"). */
  accept: string;
  messages: { required?: string; tooLarge: string; wrongKind: string };
}

/** react-hook-form gives a file input's value as a FileList (nothing before the first choice); a fitted image is a File. */
export type FileFieldValue = FileList | File | null | undefined;

export function firstFile(value: FileFieldValue): File | undefined {
  if (!value) return undefined;
  if (value instanceof Blob) return value as File;
  return value[0] ?? undefined;
}

/**
 * A quick look at the name and type the browser reports, so a wrong choice is caught before the
 * upload. An accepted MIME type is enough; without one (or with the generic octet-stream some
 * phones report) the extension decides.
 */
export function isAcceptedFile(file: File, accept: string): boolean {
  const tokens = accept.split(',').map((token) => token.trim().toLowerCase());
  const type = file.type.toLowerCase();
  if (tokens.some((token) => token.includes('/') && token === type)) return true;
  const name = file.name.toLowerCase();
  const extensionOk = tokens.some((token) => token.startsWith('.') && name.endsWith(token));
  return extensionOk && (type === '' || type === 'application/octet-stream');
}

/** What is wrong with a chosen file (too large, wrong kind); nothing when none is chosen. */
export function fileProblem(value: FileFieldValue, rules: FileRules): string | undefined {
  const file = firstFile(value);
  if (!file) return undefined;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  if (!isAcceptedFile(file, rules.accept)) return rules.messages.wrongKind;
  return undefined;
}

/** An optional file field: its output is the File (or undefined), checked for size and kind. */
export function optionalFileSchema(rules: FileRules) {
  return v.pipe(
    v.optional(v.custom<FileFieldValue>(() => true)),
    v.transform(firstFile),
    v.check((file) => !file || file.size <= rules.maxBytes, rules.messages.tooLarge),
    v.check((file) => !file || isAcceptedFile(file, rules.accept), rules.messages.wrongKind),
  );
}

/** A required single-file field: present, not too large, of an accepted kind; its output is the File. */
export function requiredFileSchema(rules: FileRules & { messages: { required: string } }) {
  return v.pipe(
    v.custom<FileFieldValue>(() => true),
    v.transform(firstFile),
    v.check((file) => file !== undefined, rules.messages.required),
    v.check((file) => !file || file.size <= rules.maxBytes, rules.messages.tooLarge),
    v.check((file) => !file || isAcceptedFile(file, rules.accept), rules.messages.wrongKind),
    v.transform((file) => file as File),
  );
}
