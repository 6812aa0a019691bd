import type { FastifyInstance } from 'fastify';

const instanceIds = new WeakMap<FastifyInstance, string>();

/**
 * Makes /healthz also answer `instance`: the id the portal's launcher gave this process
 * (SERVICE_INSTANCE_ID, set by startService), so that its gateway can tell its own service from
 * anything else answering on the port (another portal's service). Not secret, only an identity.
 */
export function answerAsInstance(app: FastifyInstance, instanceId: string): void {
  instanceIds.set(app, instanceId);
}

/** GET /healthz: the database answers; the service's name and, under the launcher, its instance id. */
export function registerHealthRoute(app: FastifyInstance, service: string): void {
  app.get('/healthz', async () => {
    app.db.prepare('select 1').get();
    const instance = instanceIds.get(app);
    return { status: 'ok', service, ...(instance ? { instance } : {}) };
  });
}
