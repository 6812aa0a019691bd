import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LogLine, Supervised } from './supervisor';

/** A real child process: `node -e <script>`. */
function supervise(script: string, lines: LogLine[], policy = { firstDelayMs: 50, maxDelayMs: 400, stableAfterMs: 1500, maxQuickFailures: 4 }) {
  return new Supervised({
    name: 'demo',
    command: process.execPath,
    args: ['-e', script],
    cwd: process.cwd(),
    policy,
    log: (line) => lines.push(line),
    output: () => {},
  });
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('supervisor', () => {
  it('restarts a killed service with a new process, and keeps a stopped one stopped', async () => {
    const lines: LogLine[] = [];
    const service = supervise('setInterval(() => {}, 1000)', lines);
    service.start();
    await until(() => service.snapshot().state === 'running', 5000);
    const first = service.pid!;

    const restarted = service.nextStart();
    process.kill(first, 'SIGKILL');
    await restarted;
    expect(service.pid).not.toBe(first);
    expect(service.snapshot()).toMatchObject({ state: 'running', restarts: 1, lastExit: 'SIGKILL' });
    expect(lines).toEqual([expect.objectContaining({ level: 'error', supervised: 'demo', lastExit: 'SIGKILL', attempt: 1 })]);

    const second = service.pid!;
    await service.stop();
    expect(service.snapshot().state).toBe('stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.snapshot()).toMatchObject({ state: 'stopped', restarts: 1, pid: second });
    expect(() => process.kill(second, 0)).toThrow();
  });

  it('backs off on quick failures and gives up loudly after too many in a row', async () => {
    const lines: LogLine[] = [];
    const service = supervise('process.exit(3)', lines);
    const started = Date.now();
    service.start();
    await until(() => service.snapshot().state === 'gave-up', 10_000);
    // Pauses of 50, 100 and 200 ms before the 2nd, 3rd and 4th start.
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(service.snapshot()).toMatchObject({ state: 'gave-up', restarts: 3, quickFailures: 4, lastExit: 'exit code 3' });
    expect(lines.map((line) => line.level)).toEqual(['error', 'error', 'error', 'fatal']);
    expect(lines.slice(0, 3).map((line) => line.msg)).toEqual([
      expect.stringContaining('restarting in 50 ms'),
      expect.stringContaining('restarting in 100 ms'),
      expect.stringContaining('restarting in 200 ms'),
    ]);
    expect(lines[3].msg).toMatch(/^GAVE UP: service demo failed 4 times in a row/);
    // And it really stays down.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.snapshot().restarts).toBe(3);
  });

  it('takes down what a killed wrapper left running (tsx runs the server in a child)', async () => {
    const lines: LogLine[] = [];
    const grandchildren: number[] = [];
    const wrapper = `const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      console.log(child.pid); setInterval(() => {}, 1000);`;
    const service = new Supervised({
      name: 'wrapped',
      command: process.execPath,
      args: ['-e', wrapper],
      cwd: process.cwd(),
      policy: { firstDelayMs: 50, maxDelayMs: 400, stableAfterMs: 1500, maxQuickFailures: 4 },
      log: (line) => lines.push(line),
      output: (chunk) => grandchildren.push(...String(chunk).split(/\s+/).filter(Boolean).map(Number)),
    });
    service.start();
    await until(() => grandchildren.length === 1, 5000);
    // Running, not merely a zombie waiting for init to reap it.
    const alive = (pid: number) => {
      try {
        return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      } catch {
        return false;
      }
    };
    expect(alive(grandchildren[0])).toBe(true);
    process.kill(service.pid!, 'SIGKILL');
    await until(() => grandchildren.length === 2, 5000);
    expect(alive(grandchildren[0])).toBe(false);
    await service.stop();
    await until(() => !alive(grandchildren[1]), 2000);
  });

  it('gives up on a command that cannot be started at all', async () => {
    const lines: LogLine[] = [];
    const service = new Supervised({
      name: 'ghost',
      command: '/nonexistent/college-service',
      args: [],
      cwd: process.cwd(),
      policy: { firstDelayMs: 10, maxDelayMs: 20, stableAfterMs: 1000, maxQuickFailures: 2 },
      log: (line) => lines.push(line),
      output: () => {},
    });
    service.start();
    await until(() => service.snapshot().state === 'gave-up', 5000);
    expect(lines.at(-1)).toMatchObject({ level: 'fatal', supervised: 'ghost' });
  });

  it('starts counting again after a run that lasted', async () => {
    const lines: LogLine[] = [];
    // Runs 300 ms, then fails; "stable" here is 200 ms, so every failure is the first of its kind.
    const service = supervise('setTimeout(() => process.exit(1), 300)', lines, {
      firstDelayMs: 20,
      maxDelayMs: 400,
      stableAfterMs: 200,
      maxQuickFailures: 2,
    });
    service.start();
    await until(() => service.snapshot().restarts >= 3, 10_000);
    await service.stop();
    expect(lines.every((line) => line.level === 'error' && /restarting in 20 ms/.test(line.msg))).toBe(true);
  });
});
