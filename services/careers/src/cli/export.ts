// Staff export of career applications; see USAGE in export-command.ts.
//   pnpm -s --filter @college/careers-service export > applications.csv
import { runFromShell } from '@college/service-kit';
import { runExport } from './export-command';

runFromShell(runExport);
