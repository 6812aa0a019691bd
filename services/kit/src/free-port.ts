import { createServer } from 'node:net';

/** Whether nobody listens on `port` right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on right now, for test and benchmark processes. It is picked below the
 * range the kernel gives outgoing connections (32768 and up on Linux): a port from that range, free
 * when picked, could be taken by any connection the machine opens before the process given it
 * listens (a benchmark's portal once lost a service that way, mid-run, with EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000 after 50 tries');
}
