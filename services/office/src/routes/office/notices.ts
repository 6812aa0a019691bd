import type { FastifyPluginAsync } from 'fastify';
import { NOTICES_PATH } from '../../contract';

/** Account-wide locks in force (many failed sign-ins from many places): the office home tells admins. */
const noticeRoutes: FastifyPluginAsync = async (app) => {
  const { office, door } = app;

  app.get(NOTICES_PATH, { config: { roles: ['admin'] } }, async () => ({
    result: 'success',
    locks: office.liveLocks(door.now()).map((lock) => ({
      username: lock.username,
      lockedAt: new Date(lock.locked_at).toISOString(),
      lockedUntil: new Date(lock.locked_until).toISOString(),
      failures: lock.failures,
      addresses: lock.addresses,
    })),
  }));
};

export default noticeRoutes;
