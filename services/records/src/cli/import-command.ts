import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type CommandIo,
  commandDataDir,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  openServiceDatabase,
  parseCommandArgs,
  readTextFile,
  reportSheetProblems,
  servicePaths,
  usageError,
} from '@college/service-kit';
import { MIGRATIONS_DIR, SERVICE_NAME } from '../app';
import { removeDocument, writeDocument } from '../documents/store';
import { type TableChanges, writeRows } from '../imports/dataset-changes';
import { createDatasetTables } from '../plugins/dataset-tables';
import { checkRecordsSheet, type FileLookup, MAX_FILE_BYTES } from '../imports/sheet-check';
import { createRecordsRepository } from '../plugins/records-repository';
import { type Dataset, DATASETS } from './datasets';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE, MAX_FILE_BYTES };

const columnsOf = (dataset: Dataset) => `    ${dataset.name.padEnd(15)}${dataset.fields.join(',')}`;

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/records-service import-records <dataset> <sheet.csv> [--files <folder>]

Loads one sheet of public records into <DATA_DIR>/records/db.sqlite while the service runs.
<dataset> and the columns its first line must name (any order):
${Object.values(DATASETS).map(columnsOf).join('\n')}
course_id, part_id and acd_year take a name (B.Ed., First Year or Semester 1, 2024-25; case, dots and
spaces aside) or its code (the id beside it on /office/records, and in the portal's lists).
file, photo and *_report name files in --files <folder> (default: the sheet's folder): PDFs, and
JPEG or PNG photos, each checked by its content. They are published under /uploads/docs/records/.
A student is the whole row; the others are one per class and month, class and type, course and
name (in any case), title or financial year: importing a sheet again updates those records in place.

If any line is wrong, nothing is imported: every problem is listed with its line number.
A relative path is read from the folder you ran pnpm in.
`;

/** The bytes of the file a cell names in `folder`, or why not (checked by content in sheet-check.ts). */
function fileIn(folder: string): FileLookup {
  return (name) => {
    const file = path.resolve(folder, name);
    try {
      const stats = statSync(file);
      if (!stats.isFile()) return { problem: `${name} is not a file` };
      // Not read at all when too large: the check then only needs the size.
      if (stats.size > MAX_FILE_BYTES) return { problem: `${name} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB` };
      return { bytes: readFileSync(file) };
    } catch {
      return { problem: `${name} is not in ${folder}` };
    }
  };
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
    const checked = checkRecordsSheet(dataset, csv, records, fileIn(filesFolder));
    if (checked.problems.length > 0) {
      reportSheetProblems(file, checked.problems, io);
      return EXIT_FAILED;
    }

    // Every line is right: publish the files, then store the rows in one transaction. A failure
    // removes the files this run added, so nothing of the sheet is left behind.
    const paths = servicePaths(dataDir, SERVICE_NAME);
    const added: string[] = [];
    let changes: TableChanges;
    try {
      for (const { name, bytes } of checked.files) if (writeDocument(paths, name, bytes)) added.push(name);
      changes = db.transaction(() =>
        writeRows(
          createDatasetTables(db),
          dataset,
          checked.rows.map(({ row }) => row),
          records,
        ),
      )();
    } catch (error) {
      for (const name of added) removeDocument(paths, name);
      io.stderr(`Nothing was imported: ${(error as Error).message}\n`);
      return EXIT_FAILED;
    }
    const total = checked.rows.length;
    const fresh = changes.added.length;
    io.stdout(
      `Imported ${total} ${dataset.noun} from ${file}: ${fresh} new, ${total - fresh} ${dataset.name === 'students' ? 'already there' : 'updated in place'}` +
        `${added.length ? `; ${added.length} new file${added.length > 1 ? 's' : ''} published` : ''}.\n`,
    );
    return EXIT_OK;
  } finally {
    db.close();
  }
}
