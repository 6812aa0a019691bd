// Office accounts from the command line; see USAGE in office-command.ts.
//   DATA_DIR=… pnpm office add-user --role admin --username asha.k --name "Asha K"
import { runFromShell } from '@college/service-kit';
import { runOfficeCommand } from './office-command';

runFromShell((argv, io) => {
  // The command hashes and opens files asynchronously: its own exit code replaces this 0 when done.
  runOfficeCommand(argv, io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('The command failed:', error);
      process.exitCode = 1;
    },
  );
  return 0;
});
