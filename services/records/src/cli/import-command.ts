import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type CommandIo,
  commandDataDir,
  detectFileKind,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  type FileKind,
  openServiceDatabase,
  parseCommandArgs,
  readSheet,
  readTextFile,
  reportSheetProblems,
  type SheetProblem,
  servicePaths,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { contentName, removeDocument, writeDocument } from '../documents/store';
import { createRecordsRepository } from '../plugins/records-repository';
import { type Dataset, DATASETS } from './datasets';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };

/** A document or photo larger than this is a mistake (a scan at full resolution), not a record. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const EXTENSION: Record<FileKind, '.pdf' | '.png' | '.jpg'> = { pdf: '.pdf', png: '.png', jpeg: '.jpg' };
const KIND_NAMES: Record<FileKind, string> = { pdf: 'a PDF', png: 'a PNG image', jpeg: 'a JPEG image' };

const columnsOf = (dataset: Dataset) => `    ${dataset.name.padEnd(15)}${dataset.fields.join(',')}`;

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/records-service import-records <dataset> <sheet.csv> [--files <folder>]

Loads one sheet of public records into <DATA_DIR>/records/db.sqlite while the service runs.
<dataset> and the columns its first line must name (any order; ids as the portal's lists give them):
${Object.values(DATASETS).map(columnsOf).join('\n')}
file, photo and *_report name files in --files <folder> (default: the sheet's folder): PDFs, and
JPEG or PNG photos, each checked by its content. They are published under /uploads/docs/records/.
A student is the whole row; the others are one per class and month, class and type, course and
name (in any case), title or financial year: importing a sheet again updates those records in place.

If any line is wrong, nothing is imported: every problem is listed with its line number.
A relative path is read from the folder you ran pnpm in.
`;

/** The file a cell names, checked by size and content; undefined and a problem if it is not right. */
function checkFile(folder: string, name: string, kinds: readonly FileKind[]): { file?: string; problem?: string } {
  const file = path.resolve(folder, name);
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return { problem: `${name} is not a file` };
    size = stats.size;
  } catch {
    return { problem: `${name} is not in ${folder}` };
  }
  if (size > MAX_FILE_BYTES) return { problem: `${name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` };
  const head = Buffer.alloc(8);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const kind = detectFileKind(head);
  // By content, not by name: an .exe renamed .pdf is refused.
  if (!kind || !kinds.includes(kind)) return { problem: `${name} is not ${kinds.map((k) => KIND_NAMES[k]).join(' or ')}` };
  return { file };
}

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runRecordsImport(argv: readonly string[], io: CommandIo): number {
  const parsed = parseCommandArgs(argv, USAGE, { files: { type: 'string' } }, io);
  if (typeof parsed === 'number') return parsed;
  const fail = (problem: string) => usageError(problem, USAGE, io);
  const [datasetName, sheet, ...extra] = parsed.positionals;
  if (datasetName === undefined) return fail('Name the dataset to import.');
  const dataset = DATASETS[datasetName];
  if (!dataset) return fail(`Unknown dataset "${datasetName}".`);
  if (sheet === undefined) return fail('Name the CSV file to import.');
  if (extra.length > 0) return fail(`Unexpected argument "${extra[0]}".`);

  const dataDir = commandDataDir(SERVICE_NAME, io);
  if (dataDir === undefined) return EXIT_USAGE;
  const file = path.resolve(io.cwd, sheet);
  const filesFolder = parsed.values.files ? path.resolve(io.cwd, parsed.values.files) : path.dirname(file);
  const csv = readTextFile(file, io);
  if (csv === undefined) return EXIT_FAILED;

  const db = openServiceDatabase(SERVICE_NAME, dataDir, MIGRATIONS_DIR, io);
  if (!db) return EXIT_FAILED;
  try {
    const records = createRecordsRepository(db);
    const reading = readSheet(csv, dataset.fields, dataset.schema, dataset.noun);
    const problems: SheetProblem[] = [...reading.problems];
    const lineOf = new Map<string, number>();
    const sources: Record<string, string>[] = [];
    for (const { line, value } of reading.rows) {
      for (const reason of dataset.check(value, records)) problems.push({ line, reason });
      const key = dataset.key(value);
      const earlier = lineOf.get(key);
      if (earlier !== undefined) problems.push({ line, reason: `is the same record as line ${earlier}` });
      else lineOf.set(key, line);
      const source: Record<string, string> = {};
      for (const { column, kinds } of dataset.files) {
        const checked = checkFile(filesFolder, String(value[column]), kinds);
        if (checked.problem) problems.push({ line, reason: `${column}: ${checked.problem}` });
        else source[column] = checked.file!;
      }
      sources.push(source);
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.line - b.line);
      reportSheetProblems(file, problems, io);
      return EXIT_FAILED;
    }

    // Every line is right: publish the files, then store the rows in one transaction. A failure
    // removes the files this run added, so nothing of the sheet is left behind.
    const paths = servicePaths(dataDir, SERVICE_NAME);
    const added: string[] = [];
    const count = db.prepare<[], number>(`select count(*) from ${dataset.table}`).pluck();
    const before = count.get()!;
    try {
      const rows = reading.rows.map(({ value }, index) => {
        const row = { ...value };
        for (const { column, folder } of dataset.files) {
          const bytes = readFileSync(sources[index][column]);
          const name = contentName(folder, bytes, EXTENSION[detectFileKind(bytes)!]);
          if (writeDocument(paths, name, bytes)) added.push(name);
          row[column] = name;
        }
        return row;
      });
      db.transaction(() => {
        for (const row of rows) dataset.write(row, records);
      })();
    } catch (error) {
      for (const name of added) removeDocument(paths, name);
      io.stderr(`Nothing was imported: ${(error as Error).message}\n`);
      return EXIT_FAILED;
    }
    const total = reading.rows.length;
    const fresh = count.get()! - before;
    io.stdout(
      `Imported ${total} ${dataset.noun} from ${file}: ${fresh} new, ${total - fresh} ${dataset.name === 'students' ? 'already there' : 'updated in place'}` +
        `${added.length ? `; ${added.length} new file${added.length > 1 ? 's' : ''} published` : ''}.\n`,
    );
    return EXIT_OK;
  } finally {
    db.close();
  }
}
