/**
 * Node flags for the portal's long-running processes (launcher with the gateway, every service)
 * on a small server. Measured with `pnpm bench:rss` (after 1,000 requests and 10 s idle): a 1 MB
 * young generation instead of 16 MB semi-spaces and a single V8 helper thread took a service from
 * ~91 to ~79 MB and the gateway from ~150 to ~80 MB; a plain Fastify process is ~60 MB.
 * V8's size-over-speed heuristics (--optimize-for-size) then took the seven processes from 474 to
 * 450 MB after start and kept them under 500 MB after the burst, with the inbox (p95 27 ms) and the
 * statement import (0.9 s) as fast as before.
 */
export const LEAN_NODE_FLAGS = ['--max-semi-space-size=1', '--v8-pool-size=1', '--optimize-for-size'];
/**
 * glibc malloc settings for the same processes (in the environment before a process starts: the
 * launcher gives them to the services, `pnpm start` and the systemd units to themselves). Fixed
 * thresholds turn off glibc's sliding ones: once a 1 MB buffer is freed, glibc otherwise serves
 * everything below 1 MB from its heap, where a burst of uploads leaves it fragmented and kept.
 * Measured with `pnpm bench:rss` after its burst: the gateway's malloc heap 14–32 MB → 4 MB,
 * the gateway 118–124 → 80–85 MB. One arena: the threads that allocate (libuv's pool for zlib,
 * file reads) share the main heap instead of each keeping a fragmented arena of its own.
 */
export const LEAN_MALLOC_ENV = {
  MALLOC_MMAP_THRESHOLD_: '16384',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '1',
};
