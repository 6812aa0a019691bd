// The office gives an application a new access code; see USAGE in access-code-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/admissions-service issue-access-code ADM2025-000123
import { runFromShell } from '@college/service-kit';
import { runIssueAccessCode } from './access-code-command';

runFromShell(runIssueAccessCode);
