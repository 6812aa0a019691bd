/**
 * Keeps one service process running on the one-machine portal: a process that exits without
 * being asked to is started again after a pause that doubles with each quick failure (0.5 s,
 * 1 s, 2 s, … up to a ceiling of a minute), for as long as the launcher runs. It never gives up:
 * what kills a service at every start (a full disk, a database locked by a backup, a host that
 * is still coming up) often passes by itself, and a service left down needs someone to notice.
 * After several quick failures in a row every failure is also logged as `fatal` (KEEPS FAILING),
 * so that someone does notice; the capped pause keeps the loop from burning the CPU meanwhile.
 * A run that lasted `stableAfterMs` counts as healthy: the next failure starts the backoff anew.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export type SupervisedState = 'starting' | 'running' | 'restarting' | 'stopped';

export interface SupervisorPolicy {
  /** Pause before the first restart; doubled after each quick failure. */
  firstDelayMs: number;
  /** The longest pause: a service that keeps failing is tried again at least this often. */
  maxDelayMs: number;
  /** A run at least this long was healthy: the failure count starts again. */
  stableAfterMs: number;
  /** Quick failures in a row from which each failure is logged as fatal (restarts go on). */
  alarmAfterFailures: number;
}

export const DEFAULT_POLICY: SupervisorPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 60_000,
  stableAfterMs: 30_000,
  alarmAfterFailures: 5,
};

export interface LogLine {
  level: 'info' | 'warn' | 'error' | 'fatal';
  msg: string;
  [key: string]: unknown;
}

export interface SupervisorOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  policy?: Partial<SupervisorPolicy>;
  /** Where the supervisor's own lines go (the launcher prints them as JSON). */
  log?: (line: LogLine) => void;
  /** Receives the child's output instead of sharing the launcher's terminal (tests read the logs). */
  output?: (chunk: Buffer, stream: 'stdout' | 'stderr') => void;
}

export interface SupervisedStatus {
  state: SupervisedState;
  pid?: number;
  /** Restarts since the launcher started. */
  restarts: number;
  /** Quick failures in a row (reset by a stable run). */
  quickFailures: number;
  lastExit?: string;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

export class Supervised {
  readonly name: string;
  private readonly options: SupervisorOptions;
  private readonly policy: SupervisorPolicy;
  private child?: ChildProcess;
  private startedAt = 0;
  private timer?: NodeJS.Timeout;
  private status: SupervisedStatus = { state: 'stopped', restarts: 0, quickFailures: 0 };
  private readonly waiters = new Set<() => void>();
  private readonly seenExit = new WeakSet<ChildProcess>();

  constructor(options: SupervisorOptions) {
    this.name = options.name;
    this.options = options;
    this.policy = { ...DEFAULT_POLICY, ...options.policy };
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  snapshot(): SupervisedStatus {
    return { ...this.status, pid: this.child?.pid };
  }

  start(): void {
    if (this.status.state !== 'stopped') return;
    this.status = { state: 'starting', restarts: 0, quickFailures: 0 };
    this.spawnChild();
  }

  /** Stops the process (SIGTERM, then SIGKILL after `graceMs`) and keeps it stopped. */
  async stop(graceMs = 5000): Promise<void> {
    clearTimeout(this.timer);
    const child = this.child;
    this.status.state = 'stopped';
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(force);
  }

  /** Resolves at the next (re)start of the process. */
  nextStart(): Promise<void> {
    return new Promise((resolve) => this.waiters.add(resolve));
  }

  private log(line: LogLine) {
    this.options.log?.({ ...line, supervised: this.name });
  }

  private spawnChild() {
    const piped = Boolean(this.options.output);
    const child = spawn(this.options.command, this.options.args, {
      cwd: this.options.cwd,
      // The service stops by itself if this process dies without stopping it (a SIGKILL of the
      // launcher): being in a group of its own, nothing else would take it down.
      env: { ...process.env, ...this.options.env, SUPERVISOR_PID: String(process.pid) },
      stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
      // Its own process group: what it starts (tsx runs the server in a child) goes with it.
      detached: true,
    });
    this.child = child;
    this.startedAt = Date.now();
    if (piped) {
      child.stdout?.on('data', (chunk: Buffer) => this.options.output!(chunk, 'stdout'));
      child.stderr?.on('data', (chunk: Buffer) => this.options.output!(chunk, 'stderr'));
    }
    child.once('spawn', () => {
      if (this.status.state === 'starting' || this.status.state === 'restarting') this.status.state = 'running';
      for (const resolve of this.waiters) resolve();
      this.waiters.clear();
    });
    // 'exit', not 'close': a grandchild still holding the output pipes must not delay the restart.
    // A command that cannot be spawned at all emits only 'error'.
    child.once('exit', (code, signal) => this.exited(child, signal ?? `exit code ${code}`));
    child.once('error', (error) => {
      this.log({ level: 'error', msg: 'could not start the process', error: error.message });
      if (child.pid === undefined) this.exited(child, `not started: ${error.message}`);
    });
  }

  private exited(child: ChildProcess, how: string) {
    if (child !== this.child || this.seenExit.has(child)) return;
    this.seenExit.add(child);
    // Whatever it left running (a killed tsx leaves its server holding the port) goes too.
    signalGroup(child, 'SIGKILL');
    this.status.lastExit = how;
    if (this.status.state === 'stopped') return;

    const ranMs = Date.now() - this.startedAt;
    this.status.quickFailures = ranMs >= this.policy.stableAfterMs ? 1 : this.status.quickFailures + 1;
    const failures = this.status.quickFailures;
    // (The exponent is bounded so that weeks of failures cannot overflow it.)
    const delayMs = Math.min(this.policy.firstDelayMs * 2 ** Math.min(failures - 1, 30), this.policy.maxDelayMs);
    this.status.state = 'restarting';
    const alarm = failures >= this.policy.alarmAfterFailures;
    this.log({
      level: alarm ? 'fatal' : 'error',
      msg: alarm
        ? `KEEPS FAILING: service ${this.name} failed ${failures} times in a row within ${this.policy.stableAfterMs / 1000} s of starting (last: ${how}); restarting in ${delayMs} ms, and on until it stays up. Read its log lines above.`
        : `service ${this.name} stopped unexpectedly (${how}) after ${Math.round(ranMs / 100) / 10} s; restarting in ${delayMs} ms`,
      lastExit: how,
      attempt: failures,
    });
    this.timer = setTimeout(() => {
      if (this.status.state !== 'restarting') return;
      this.status.restarts += 1;
      this.spawnChild();
    }, delayMs);
  }
}
