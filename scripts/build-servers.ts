/**
 * `pnpm build:services`: every service (a folder under services/ with src/server.ts) into
 * services/<name>/dist/server.js, and the one-machine launcher (which holds the gateway) into
 * shell/server/dist/portal.js. All run with plain `node`; `pnpm dev` keeps using tsx.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleServer, buildService } from '../services/kit/build';

const repo = path.resolve(import.meta.dirname, '..');
const servicesDir = path.join(repo, 'services');

const services = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(servicesDir, entry.name, 'src', 'server.ts')))
  .map((entry) => path.join(servicesDir, entry.name));

const started = Date.now();
const built = await Promise.all([
  ...services.map((dir) => buildService(dir)),
  bundleServer(path.join(repo, 'shell/server/portal.ts'), path.join(repo, 'shell/server/dist/portal.js')).then(
    () => path.join(repo, 'shell/server/dist/portal.js'),
  ),
]);
for (const file of built) console.log(`built ${path.relative(repo, file)}`);
console.log(`${built.length} server bundles in ${Date.now() - started} ms`);
