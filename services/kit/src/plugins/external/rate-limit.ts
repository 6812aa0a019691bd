import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { RateLimits } from '../../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which limit a POST route counts against: 'form' (the default) or 'read' for look-ups. */
    rateLimitKind?: 'form' | 'read';
  }
}

/**
 * Per client address and per POST route; GETs are never limited. POST routes get the limit of
 * their kind unless they set their own (or false). The plugin keeps separate counters per route,
 * so a read never uses up a form's budget.
 */
export default fp<{ limits: RateLimits }>(
  async (app, { limits }) => {
    // Before @fastify/rate-limit registers its own onRoute hook, which reads config.rateLimit.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('POST') && route.config?.rateLimit === undefined) {
        const { max, timeWindow } = limits[route.config?.rateLimitKind === 'read' ? 'read' : 'form'];
        route.config = Object.assign(route.config ?? {}, { rateLimit: { max, timeWindow } });
      }
    });
    await app.register(rateLimit, { global: false, max: limits.form.max, timeWindow: limits.form.timeWindow });
  },
  { name: 'kit-rate-limit' },
);
