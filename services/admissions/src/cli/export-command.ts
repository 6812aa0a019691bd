import path from 'node:path';
import {
  type CommandIo,
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  parseCommandArgs,
  usageError,
  writePrivateFile,
} from '@college/service-kit';
import { EXPORT_COLUMNS, exportSheet } from '../export-sheet';
import { createApplicationsRepository } from '../plugins/applications-repository';
import { openAdmissionsDatabase } from './admissions-command';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE };

// The columns and masking are the office CSV's too (export-sheet.ts).
export { EXPORT_COLUMNS };

export const USAGE = `Usage: DATA_DIR=/path/to/data pnpm -s --filter @college/admissions-service export-applications [applications.csv]

Writes every admission application with its payment, oldest first, as CSV for a spreadsheet, to the file named (or --out file) or to the screen. The Aadhaar
number shows only its last four digits (XXXX XXXX 1234): the full number is never exported. A cell
that a spreadsheet would run as a formula (=, +, -, @) is written as text. payment_status says in
words where the fee stands: "fee not paid yet", "fee due at the college counter" (cash chosen),
"paid – being verified" (a UPI claim), "fee paid" (confirmed by the office) or a returned claim;
payment_state is the same as a code. paid_at is when the applicant sent it, payment_confirmed_at
when the office confirmed it. qual_percent is the qualifying examination's percentage, computed from
the marks; pwd_certificate is the stored name of the disability certificate under
<DATA_DIR>/admissions/uploads/applications/ (empty without one; sealed there, as every identity
document is: the office's applications page opens it).

Reads <DATA_DIR>/admissions/db.sqlite. A relative file name is written in the folder you ran pnpm in;
the file is readable by you only (mode 600), as it holds applicants' personal data.
`;

/** The whole command; returns the exit code instead of exiting, so tests can run it in-process. */
export function runExportApplications(argv: readonly string[], io: CommandIo): number {
  const parsed = parseCommandArgs(argv, USAGE, { out: { type: 'string', short: 'o' } }, io);
  if (typeof parsed === 'number') return parsed;
  // The file may be named alone or with --out, once.
  const [named, extra] = parsed.positionals;
  if (extra !== undefined || (named !== undefined && parsed.values.out)) {
    return usageError(`Unexpected argument "${extra ?? named}".`, USAGE, io);
  }
  const out = parsed.values.out ?? named;
  const opened = openAdmissionsDatabase(io);
  if (typeof opened === 'number') return opened;
  const { db } = opened;
  try {
    const rows = createApplicationsRepository(db).exportRows();
    const csv = exportSheet(rows);
    if (out) {
      const file = path.resolve(io.cwd, out);
      // Names, dates of birth, addresses: readable by the one who exported them only.
      writePrivateFile(file, csv);
      io.stderr(`Wrote ${rows.length} application${rows.length === 1 ? '' : 's'} to ${file}.\n`);
    } else {
      io.stdout(csv);
    }
  } finally {
    db.close();
  }
  return EXIT_OK;
}
