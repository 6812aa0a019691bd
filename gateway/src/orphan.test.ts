import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../services/kit/build';
import { REPO_DIR } from './config';
import { freePort } from '@college/service-kit/free-port';
import { waitHealthy } from './service-command';

const temp = mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a service whose launcher was killed', () => {
  it('stops by itself instead of holding its port for the next start', async () => {
    // Stands in for the launcher; SIGKILL gives it no chance to stop its services.
    const launcher = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const bundle = path.join(temp, 'server.js');
    await bundleServer(path.join(REPO_DIR, 'services/info/src/server.ts'), bundle);
    const port = await freePort();
    const service = spawn(process.execPath, [bundle], {
      cwd: path.join(REPO_DIR, 'services/info'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(temp, 'data'),
        LOG_LEVEL: 'warn',
        SUPERVISOR_PID: String(launcher.pid),
      },
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => service.once('exit', (code) => resolve(code)));
    expect(await waitHealthy(`http://127.0.0.1:${port}`, 20_000)).toBe(true);

    launcher.kill('SIGKILL');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 8_000)),
    ]);
    if (code === 'still running') service.kill('SIGKILL');
    expect(code).toBe(0);
  }, 40_000);
});
