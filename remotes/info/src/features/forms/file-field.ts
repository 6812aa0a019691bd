import * as v from 'valibot';

/** What the contract says about an upload (e.g. SAMARTH_IMAGE): the same limits the service enforces. */
export interface UploadRules {
  maxBytes: number;
  /** The file input's accept list: extensions (".pdf") and MIME types ("application/pdf"). */
  accept: string;
  messages: { required: string; tooLarge: string; wrongKind: string };
}

/** react-hook-form gives a file input's value as a FileList (nothing before the first choice). */
export type FileFieldValue = FileList | File | null | undefined;

function firstFile(value: FileFieldValue): File | undefined {
  if (!value) return undefined;
  if (value instanceof Blob) return value as File;
  return value[0] ?? undefined;
}

/**
 * A quick look at the name and type the browser reports, so a wrong choice is caught before the
 * upload. The service checks the bytes again. An accepted MIME type is enough; without one (or
 * with the generic octet-stream some phones report) the extension decides.
 */
export function isAcceptedFile(file: File, accept: string): boolean {
  const tokens = accept.split(',').map((token) => token.trim().toLowerCase());
  const extensions = tokens.filter((token) => token.startsWith('.'));
  const types = tokens.filter((token) => token.includes('/'));
  const type = file.type.toLowerCase();
  if (types.includes(type)) return true;
  const name = file.name.toLowerCase();
  const extensionOk = extensions.some((extension) => name.endsWith(extension));
  return extensionOk && (type === '' || type === 'application/octet-stream');
}

/** A required single-file field: present, not too large, of an accepted kind; its output is the File. */
export function requiredFileSchema(rules: UploadRules) {
  return v.pipe(
    v.custom<FileFieldValue>(() => true),
    v.transform(firstFile),
    v.check((file) => file !== undefined, rules.messages.required),
    v.check((file) => !file || file.size <= rules.maxBytes, rules.messages.tooLarge),
    v.check((file) => !file || isAcceptedFile(file, rules.accept), rules.messages.wrongKind),
    v.transform((file) => file as File),
  );
}
