// Staff export of visitor submissions; see USAGE in export-command.ts.
//   pnpm -s --filter @college/info-service export <feedback|complaints|contact|samarth> [--format csv|json]
import { runFromShell } from '@college/service-kit';
import { runExport } from './export-command';

runFromShell(runExport);
