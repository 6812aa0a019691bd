import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type LogLine, Supervised } from './supervisor';

/** A real child process: `node -e <script>`. */
function supervise(
  script: string,
  lines: LogLine[],
  policy = { firstDelayMs: 50, maxDelayMs: 400, stableAfterMs: 1500, alarmAfterFailures: 4 },
) {
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
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', supervised: 'demo', lastExit: 'SIGKILL', attempt: 1 }),
    ]);

    const second = service.pid!;
    await service.stop();
    expect(service.snapshot().state).toBe('stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.snapshot()).toMatchObject({ state: 'stopped', restarts: 1, pid: second });
    expect(() => process.kill(second, 0)).toThrow();
  });

  it('keeps restarting a service that exits at once, the pause doubling up to its ceiling, loudly after a few failures', async () => {
    const lines: LogLine[] = [];
    const service = supervise('process.exit(3)', lines, {
      firstDelayMs: 20,
      maxDelayMs: 80,
      stableAfterMs: 5000,
      alarmAfterFailures: 3,
    });
    const starts: number[] = [];
    service.start();
    // Well past the old give-up count (5 quick failures).
    while (starts.length < 9) {
      await service.nextStart();
      starts.push(Date.now());
    }
    // Started a 9th time, after 8 quick failures in a row.
    expect(service.snapshot()).toMatchObject({
      state: 'running',
      restarts: 8,
      quickFailures: 8,
      lastExit: 'exit code 3',
    });
    await service.stop();
    const delays = lines.map((line) => Number(/restarting in (\d+) ms/.exec(line.msg)?.[1]));
    expect(delays.slice(0, 8)).toEqual([20, 40, 80, 80, 80, 80, 80, 80]);
    expect(lines.slice(0, 8).map((line) => line.level)).toEqual([
      'error',
      'error',
      'fatal',
      'fatal',
      'fatal',
      'fatal',
      'fatal',
      'fatal',
    ]);
    expect(lines[2].msg).toMatch(/^KEEPS FAILING: service demo failed 3 times in a row .*\(last: exit code 3\)/);
    // The pause stays at the ceiling: doubling on would have made the last one 2.56 s.
    const gaps = starts.slice(1).map((at, index) => at - starts[index]);
    expect(Math.min(...gaps.slice(-4))).toBeGreaterThanOrEqual(75);
    expect(Math.max(...gaps.slice(-4))).toBeLessThan(1000);
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
      policy: { firstDelayMs: 50, maxDelayMs: 400, stableAfterMs: 1500, alarmAfterFailures: 4 },
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

  it('keeps trying a command that cannot be started at all, and says so', async () => {
    const lines: LogLine[] = [];
    const service = new Supervised({
      name: 'ghost',
      command: '/nonexistent/college-service',
      args: [],
      cwd: process.cwd(),
      policy: { firstDelayMs: 10, maxDelayMs: 20, stableAfterMs: 1000, alarmAfterFailures: 2 },
      log: (line) => lines.push(line),
      output: () => {},
    });
    service.start();
    await until(() => service.snapshot().quickFailures >= 6, 5000);
    await service.stop();
    expect(lines.filter((line) => line.level === 'fatal').at(-1)).toMatchObject({
      supervised: 'ghost',
      lastExit: expect.stringMatching(/^not started: /),
    });
  });

  it('starts counting again after a run that lasted', async () => {
    const lines: LogLine[] = [];
    // Runs 300 ms, then fails; "stable" here is 200 ms, so every failure is the first of its kind.
    const service = supervise('setTimeout(() => process.exit(1), 300)', lines, {
      firstDelayMs: 20,
      maxDelayMs: 400,
      stableAfterMs: 200,
      alarmAfterFailures: 2,
    });
    service.start();
    await until(() => service.snapshot().restarts >= 3, 10_000);
    await service.stop();
    expect(lines.every((line) => line.level === 'error' && /restarting in 20 ms/.test(line.msg))).toBe(true);
  });
});
