/**
 * `pnpm build:services`: every service (a folder under services/ with src/server.ts) into
 * services/<name>/dist/server.js, and the gateway package's one entry point (the launcher, which
 * holds the gateway; `--gateway-only` for the gateway alone) into gateway/dist/portal.js. All run with plain `node`; `pnpm dev` keeps using tsx.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type BundleOptions, bundleServer, buildService } from '../services/kit/build';
import { settingsAlias } from '../settings/src/node';

const repo = path.resolve(import.meta.dirname, '..');
const servicesDir = path.join(repo, 'services');

const services = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(servicesDir, entry.name, 'src', 'server.ts')))
  .map((entry) => path.join(servicesDir, entry.name));

// Like the pages' builds: the settings are checked (a wrong value stops here) and the file named
// by COLLEGE_SETTINGS, if any, is what a bundled `@college/settings/college.json` import gets.
let alias: Record<string, string>;
try {
  alias = settingsAlias();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const options: BundleOptions = {
  alias: Object.fromEntries(Object.entries(alias).map(([name, file]) => [name.replace(/\$$/, ''), file])),
};

const started = Date.now();
const built = await Promise.all([
  ...services.map((dir) => buildService(dir, options)),
  bundleServer(path.join(repo, 'gateway/src/portal.ts'), path.join(repo, 'gateway/dist/portal.js'), options).then(() =>
    path.join(repo, 'gateway/dist/portal.js'),
  ),
]);
for (const file of built) console.log(`built ${path.relative(repo, file)}`);
console.log(`${built.length} server bundles in ${Date.now() - started} ms`);
