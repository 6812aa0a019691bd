// Staff import of one sheet of public records; see USAGE in import-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/records-service import-records <dataset> <sheet.csv> [--files <folder>]
import { runFromShell } from '@college/service-kit';
import { runRecordsImport } from './import-command';

runFromShell(runRecordsImport);
