/**
 * The checks and the write of one records sheet, shared by the CLI import (files beside the sheet)
 * and the office's import by web (files uploaded with it): every problem by line, then rows whose
 * file columns hold the generated names the files are published under.
 */
import { detectFileKind, type FileKind, readSheet, type SheetProblem } from '@college/service-kit';
import { contentName } from '../documents/store';
import type { RecordsRepository } from '../plugins/records-repository';
import type { Dataset } from '../cli/datasets';
import { createClassResolver } from './class-names';

/** A document or photo larger than this is a mistake (a scan at full resolution), not a record. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const EXTENSION: Record<FileKind, '.pdf' | '.png' | '.jpg'> = { pdf: '.pdf', png: '.png', jpeg: '.jpg' };
const KIND_NAMES: Record<FileKind, string> = { pdf: 'a PDF', png: 'a PNG image', jpeg: 'a JPEG image' };

/** The bytes of the file a cell names, or why there are none (not there, not a file…). */
export type FileLookup = (name: string) => { bytes: Buffer } | { problem: string };

/** A file a checked row needs, under the generated name it is published as. */
export interface SheetFile {
  name: string;
  bytes: Buffer;
}

export interface CheckedSheet {
  /** Problems by line, in line order; the sheet may be stored only if there are none. */
  problems: SheetProblem[];
  /** The rows as they would be stored (file columns hold generated names), with their lines. */
  rows: { line: number; row: Record<string, unknown> }[];
  /** The distinct files the rows name, to publish before the rows are stored. */
  files: SheetFile[];
}

/** A file's bytes checked by size and content (an .exe renamed .pdf is refused): a problem or nothing. */
export function fileProblem(name: string, bytes: Buffer, kinds: readonly FileKind[]): string | undefined {
  if (bytes.length > MAX_FILE_BYTES) return `${name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
  const kind = detectFileKind(bytes.subarray(0, 8));
  if (!kind || !kinds.includes(kind)) return `${name} is not ${kinds.map((k) => KIND_NAMES[k]).join(' or ')}`;
  return undefined;
}

/**
 * Reads and checks a sheet of `dataset` line by line: columns, values, classes by name or code (the
 * rows get the ids), duplicates and files.
 */
export function checkRecordsSheet(
  dataset: Dataset,
  csv: string,
  records: RecordsRepository,
  lookup: FileLookup,
): CheckedSheet {
  const reading = readSheet(csv, dataset.fields, dataset.schema, dataset.noun);
  // The lists are read once per sheet, not once per line.
  const names = createClassResolver(records.catalogue());
  const problems: SheetProblem[] = [...reading.problems];
  const lineOf = new Map<string, number>();
  const rows: CheckedSheet['rows'] = [];
  const files = new Map<string, Buffer>();
  for (const { line, value } of reading.rows) {
    // Before the key: a line naming B.Ed. and one giving its code are the same record.
    for (const reason of dataset.check(value, names)) problems.push({ line, reason });
    const key = dataset.key(value);
    const earlier = lineOf.get(key);
    if (earlier !== undefined) problems.push({ line, reason: `is the same record as line ${earlier}` });
    else lineOf.set(key, line);
    const row: Record<string, unknown> = { ...value };
    for (const { column, folder, kinds } of dataset.files) {
      const name = String(value[column]);
      const found = lookup(name);
      const problem = 'problem' in found ? found.problem : fileProblem(name, found.bytes, kinds);
      if (problem !== undefined || !('bytes' in found)) {
        problems.push({ line, reason: `${column}: ${problem}` });
        continue;
      }
      const stored = contentName(folder, found.bytes, EXTENSION[detectFileKind(found.bytes.subarray(0, 8))!]);
      files.set(stored, found.bytes);
      row[column] = stored;
    }
    rows.push({ line, row });
  }
  problems.sort((a, b) => a.line - b.line);
  return { problems, rows, files: [...files].map(([name, bytes]) => ({ name, bytes })) };
}
