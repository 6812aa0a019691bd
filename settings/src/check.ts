// `pnpm --filter @college/settings check [file]`: checks a settings file without building anything.
import { demoWarning, loadSettings, settingsFile } from './node';

try {
  const loaded = loadSettings(process.argv[2] ?? settingsFile());
  console.log(`${loaded.file}: OK`);
  const warning = demoWarning(loaded);
  if (warning) console.warn(warning);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
