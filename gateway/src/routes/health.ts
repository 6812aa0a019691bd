import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { proxyMatcher } from '../config';
import { fetch } from 'undici';

export const NOT_OUR_INSTANCE = 'not the expected instance (another process answers on its port)';

const isLoopback = proxyMatcher(['loopback']);
/**
 * /healthz in detail (each service, the launcher's processes) only for someone on this machine
 * who asks the gateway directly: a loopback connection without any proxy's forwarding header.
 * Everyone else, the reverse proxy's visitors included, gets ok / not ok.
 */
function asksLocally(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    isLoopback(request.raw.socket?.remoteAddress) &&
    !headers['x-forwarded-for'] &&
    !headers.forwarded &&
    !headers['x-real-ip']
  );
}

/**
 * 200 only when every service answers (and, under the launcher, is the process it started and
 * every process is running). The ids stay here: not even the local detail shows them.
 */
export default fp(
  async (app) => {
    const { services } = app.config.services;
    const { supervision, instances } = app.launcher;
    app.get('/healthz', async (request, reply) => {
      const checks = await Promise.all(
        Object.entries(services).map(async ([name, service]) => {
          try {
            const response = await fetch(new URL('/healthz', service.url), { signal: AbortSignal.timeout(2000) });
            if (!response.ok) return [name, `status ${response.status}`] as const;
            const expected = instances?.[name];
            if (expected === undefined) return [name, 'ok'] as const;
            const body = (await response.json().catch(() => undefined)) as { instance?: unknown } | undefined;
            return [name, body?.instance === expected ? 'ok' : NOT_OUR_INSTANCE] as const;
          } catch (error) {
            return [name, (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable'] as const;
          }
        }),
      );
      const processes = supervision?.();
      const down = new Set(checks.filter(([, status]) => status !== 'ok').map(([name]) => name));
      for (const [name, { state }] of Object.entries(processes ?? {})) if (state !== 'running') down.add(name);
      const status = down.size === 0 ? 'ok' : 'not ok';
      reply.code(down.size === 0 ? 200 : 503);
      if (!asksLocally(request)) return reply.send({ status });
      return reply.send({
        status,
        services: Object.fromEntries(checks),
        ...(down.size > 0 ? { down: [...down] } : {}),
        // The gateway's connections to each service: a saturated pool makes every caller wait.
        pools: app.upstreams.load(),
        // Under the launcher: whether a down service is being restarted, and how often it failed.
        ...(processes
          ? {
              processes: Object.fromEntries(
                Object.entries(processes).map(([name, { pid: _pid, ...state }]) => [name, state]),
              ),
            }
          : {}),
      });
    });
  },
  { name: 'health', dependencies: ['gateway-config', 'upstreams'] },
);
