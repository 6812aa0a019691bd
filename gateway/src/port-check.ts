import { createServer } from 'node:net';

/** The address part of a service URL as `listen` takes it (`[::1]` → `::1`). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The port of a service URL, the scheme's default when none is written. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Why `host:port` cannot be listened on right now (its error code: EADDRINUSE, EACCES, …), or
 * undefined when it can: the launcher listens for a moment and closes before starting anything.
 */
export function portProblem(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen({ host, port }, () => server.close(() => resolve(undefined)));
  });
}
