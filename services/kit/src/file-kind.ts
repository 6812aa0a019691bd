export type FileKind = 'jpeg' | 'png' | 'pdf';

/** What a form's file field accepts: checked by readMultipart and again by its contents (file-check.ts). */
export interface FileRule {
  required: boolean;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Overrides for the field messages (the spec words some of them per form). */
  messages?: { required?: string; tooLarge?: string; wrongKind?: string };
}

/** Extension of a stored file, from its detected kind (never from the sender's name). */
export const EXTENSIONS: Record<FileKind, string> = { jpeg: '.jpg', png: '.png', pdf: '.pdf' };
const KIND_LABELS: Record<FileKind, string> = { jpeg: 'JPEG image', png: 'PNG image', pdf: 'PDF document' };

/** How many leading bytes detectFileKind needs at most (the PNG signature). */
export const SIGNATURE_BYTES = 8;

const startsWith = (buffer: Uint8Array, bytes: number[]) =>
  buffer.length >= bytes.length && bytes.every((byte, i) => buffer[i] === byte);

/** Identifies a file by its first bytes; names and declared types are chosen by the sender. The browser asks the same before sending. */
export function detectFileKind(buffer: Uint8Array): FileKind | null {
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

export function kindsLabel(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => KIND_LABELS[kind]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? 'file');
}
