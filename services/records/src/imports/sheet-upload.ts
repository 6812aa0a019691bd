/**
 * A records sheet uploaded with its files in one multipart request: the CSV (part `file`) and the
 * PDFs and photos its lines name (parts `files`, matched by their names). Read into memory with
 * limits; nothing is stored here: the files are checked by content with the sheet's lines.
 */
import { HttpError } from '@college/service-kit';
import type { FastifyRequest } from 'fastify';
import {
  FILES_TOO_LARGE_MESSAGE,
  MAX_SHEET_FILES,
  SHEET_FIELD,
  SHEET_FILE_MESSAGE,
  SHEET_FILES_FIELD,
  SHEET_FILES_MAX_BYTES,
  SHEET_MAX_BYTES,
  SHEET_TOO_LARGE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
} from '../office-contract/records';
import { MAX_FILE_BYTES } from './sheet-check';

export interface SheetUpload {
  sheet: Buffer;
  /** The other files by the name they were sent with (the name the sheet's cells use). */
  files: Map<string, Buffer>;
}

const UNREADABLE_FORM_MESSAGE = 'The form data could not be read.';
const isCsvName = (name: string) => /\.csv$/i.test(name);
// What browsers and spreadsheets label a .csv with (Windows often says Excel, or nothing at all).
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);
/** The name as the sheet would write it: no folder a browser or a script may have sent with it. */
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? '';

export async function readSheetUpload(request: FastifyRequest): Promise<SheetUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'The form must be sent as multipart/form-data.');
  let sheet: Buffer | undefined;
  const files = new Map<string, Buffer>();
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: Math.max(MAX_FILE_BYTES, SHEET_MAX_BYTES), files: MAX_SHEET_FILES + 1, fields: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname === SHEET_FIELD) {
        if (sheet || !isCsvName(part.filename) || !CSV_TYPES.has(part.mimetype)) {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, SHEET_FILE_MESSAGE, { file: SHEET_FILE_MESSAGE });
        }
        sheet = await part.toBuffer();
        if (sheet.length > SHEET_MAX_BYTES)
          throw new HttpError(413, SHEET_TOO_LARGE_MESSAGE, { file: SHEET_TOO_LARGE_MESSAGE });
      } else if (part.fieldname === SHEET_FILES_FIELD) {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > SHEET_FILES_MAX_BYTES)
          throw new HttpError(413, FILES_TOO_LARGE_MESSAGE, { files: FILES_TOO_LARGE_MESSAGE });
        files.set(baseName(part.filename), bytes);
      } else {
        await part.toBuffer().catch(() => undefined);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, FILES_TOO_LARGE_MESSAGE, { files: FILES_TOO_LARGE_MESSAGE });
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, TOO_MANY_FILES_MESSAGE, { files: TOO_MANY_FILES_MESSAGE });
    // A body busboy cannot read (cut off, a wrong boundary) is the sender's doing: 400.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, UNREADABLE_FORM_MESSAGE);
  }
  if (!sheet) throw new HttpError(400, SHEET_FILE_MESSAGE, { file: SHEET_FILE_MESSAGE });
  return { sheet, files };
}
