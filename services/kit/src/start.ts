import type { FastifyInstance } from 'fastify';
import { answerAsInstance } from './routes/health';
import type { RateLimits, ServiceConfig } from './config';
import { redactValue } from './logging';

export interface BuildOptions {
  dataDir: string;
  corsOrigins?: string[];
  rateLimit?: RateLimits;
  trustProxy?: string;
}

/** The umask of every portal process: no write for the group, nothing for others. */
export const PROCESS_UMASK = 0o027;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const SUPERVISOR_CHECK_MS = 2_000;

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts a service built by `buildApp` and closes it cleanly on SIGTERM/SIGINT. */
export async function startService(
  buildApp: (options: BuildOptions) => Promise<FastifyInstance>,
  config: ServiceConfig,
): Promise<FastifyInstance> {
  // Whatever the shell's umask (often 022), files and folders the service makes are not for others.
  process.umask(PROCESS_UMASK);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      dataDir: config.dataDir,
      corsOrigins: config.corsOrigins,
      rateLimit: config.rateLimit,
      trustProxy: config.trustProxy,
    });
    if (config.instanceId) answerAsInstance(app, config.instanceId);
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info({ address, dataDir: config.dataDir }, 'service started');
  } catch (error) {
    // Before the app (and its logger) exists: the same JSON line shape, masked the same way.
    const err = redactValue(error) as { message?: string };
    const msg = `The ${config.name} service could not start: ${err?.message ?? String(err)}`;
    console.error(
      JSON.stringify({ level: 60, time: new Date().toISOString(), service: config.name, pid: process.pid, err, msg }),
    );
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close(); // finishes in-flight requests, then closes the database (onClose)
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // Started by the portal's launcher (its own process group): when the launcher is gone without
  // stopping it (killed with SIGKILL), stop too instead of holding the port for the next start.
  const supervisor = Number(process.env.SUPERVISOR_PID);
  if (Number.isInteger(supervisor) && supervisor > 0) {
    setInterval(() => {
      if (!alive(supervisor)) void shutdown('SIGTERM');
    }, SUPERVISOR_CHECK_MS).unref();
  }
  return app;
}
