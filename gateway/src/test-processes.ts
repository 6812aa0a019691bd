// Test helper (imported by *.test.ts only): real service processes on free ports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer } from '../../services/kit/build';
import { REPO_DIR } from './config';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import { waitHealthy } from './service-command';
import { freePort } from '@college/service-kit/free-port';
import { Supervised } from './supervisor';

export { freePort };

export interface ServiceProcess {
  url: string;
  process: Supervised;
  /** Every line the process wrote (its JSON logs). */
  logs: string[];
  stop(): Promise<void>;
}

const bundles = new Map<string, Promise<string>>();
const bundleDirs: string[] = [];

/** Removes the compiled copies (call in afterAll). */
export function removeBundles(): void {
  for (const dir of bundleDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  bundles.clear();
}

/** The service compiled from its current sources into a temp folder (esbuild, about a second). */
function bundleOf(name: string): Promise<string> {
  let bundle = bundles.get(name);
  if (!bundle) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${name}-bundle-`));
    bundleDirs.push(dir);
    const outfile = path.join(dir, 'server.js');
    bundle = bundleServer(path.join(REPO_DIR, 'services', name, 'src', 'server.ts'), outfile).then(() => outfile);
    bundles.set(name, bundle);
  }
  return bundle;
}

/**
 * A service (default: info) as the launcher runs it, compiled with `node` from its current
 * sources, supervised, on a free port over `dataDir`, with its output kept for the test; `env`
 * adds to its environment (SERVICE_INSTANCE_ID, …).
 */
export async function startServiceProcess(
  dataDir: string,
  name = 'info',
  env: NodeJS.ProcessEnv = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const command = process.execPath;
  const args = [...LEAN_NODE_FLAGS, await bundleOf(name)];
  const logs: string[] = [];
  let partial = '';
  const supervised = new Supervised({
    name,
    command,
    args,
    cwd: path.join(REPO_DIR, 'services', name),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The tests send many forms from one address.
      RATE_LIMIT_FORM_MAX: '100000',
      ...env,
    },
    output: (chunk) => {
      const text = partial + chunk.toString('utf8');
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      logs.push(...lines.filter(Boolean));
    },
  });
  supervised.start();
  if (!(await waitHealthy(url, 20_000))) {
    await supervised.stop();
    throw new Error(`service ${name} did not start:\n${logs.join('\n')}`);
  }
  return { url, process: supervised, logs, stop: () => supervised.stop() };
}

/** Parsed JSON log lines (other output skipped). */
export function jsonLines(logs: string[]): Record<string, unknown>[] {
  return logs.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
