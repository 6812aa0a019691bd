// Staff export of career applications; see USAGE in export-command.ts.
//   pnpm -s --filter @college/careers-service export > applications.csv
import { runExport } from './export-command';

try {
  process.exitCode = runExport(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} catch (error) {
  console.error('The export failed:', error);
  process.exitCode = 1;
}
