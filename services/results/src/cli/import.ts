// Staff import of the result sheet; see USAGE in import-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/results-service import-results <sheet.csv>
import { runFromShell } from '@college/service-kit';
import { runImport } from './import-command';

runFromShell(runImport);
