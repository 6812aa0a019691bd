// Staff import of the result sheet; see USAGE in import-command.ts.
//   DATA_DIR=… pnpm -s --filter @college/results-service import-results <sheet.csv>
import { runImport } from './import-command';

try {
  process.exitCode = runImport(process.argv.slice(2), {
    env: process.env,
    // pnpm runs the script in the service's folder; INIT_CWD is where the person typed the command.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error('The import failed:', error);
  process.exitCode = 1;
}
