/**
 * One CSV file uploaded by office staff for an import (a bank statement, a result sheet): read into
 * memory, never stored, with the form's text fields. A wrong file, one too large or a body busboy
 * cannot read is the sender's doing: a 4xx with the file's message, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, UNREADABLE_FORM_MESSAGE } from './errors';

export interface CsvUploadRules {
  maxBytes: number;
  /** Said when the file is missing, not named .csv or not sent as text. */
  fileMessage: string;
  tooLargeMessage: string;
}

export interface CsvUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

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

/** The uploaded file (one part named `file`) and the form's text fields. */
export async function readCsvUpload(request: FastifyRequest, rules: CsvUploadRules): Promise<CsvUpload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || !isCsvName(part.filename) || !CSV_TYPES.has(part.mimetype)) {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, rules.fileMessage, { file: rules.fileMessage });
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, rules.tooLargeMessage, { file: rules.tooLargeMessage });
    // A body busboy cannot read (cut off, a wrong boundary) is the sender's doing: 400, as readMultipart answers.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, UNREADABLE_FORM_MESSAGE);
  }
  if (!bytes) throw new HttpError(400, rules.fileMessage, { file: rules.fileMessage });
  return { bytes, fields };
}

/** The file's bytes as text, or null for a file that is not UTF-8 text (a spreadsheet or PDF named .csv). */
export function csvText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return text.includes('\u0000') ? null : text;
}
