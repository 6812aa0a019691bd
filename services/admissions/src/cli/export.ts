// Staff export of admission applications and payments; see USAGE in export-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/admissions-service export-applications --out applications.csv
import { runFromShell } from '@college/service-kit';
import { runExportApplications } from './export-command';

runFromShell(runExportApplications);
