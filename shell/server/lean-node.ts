/**
 * Node flags for the portal's long-running processes (launcher with the gateway, every service)
 * on a small server. Measured with `pnpm bench:rss` (after 1,000 requests and 10 s idle): a 1 MB
 * young generation instead of 16 MB semi-spaces and a single V8 helper thread took a service from
 * ~91 to ~79 MB and the gateway from ~150 to ~80 MB; a plain Fastify process is ~60 MB.
 */
export const LEAN_NODE_FLAGS = ['--max-semi-space-size=1', '--v8-pool-size=1'];
