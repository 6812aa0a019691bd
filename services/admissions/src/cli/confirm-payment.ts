// The office records a cash receipt or verifies a UPI claim; see USAGE in payment-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/admissions-service confirm-payment ADM2025-000123 --by "R. Sharma" --receipt 1042
import { runFromShell } from '@college/service-kit';
import { runConfirmPayment } from './payment-command';

runFromShell(runConfirmPayment);
