/** A session once started: who is signed in (the office's pages ask at load), and signing out. */
import type { FastifyPluginAsync } from 'fastify';
import {
  ME_PATH,
  type MeAnswer,
  SESSION_COOKIE,
  SIGN_OUT_EVERYWHERE_PATH,
  SIGN_OUT_PATH,
  type SignedOutAnswer,
} from '../../contract';
import { csrfTokenOf } from '../../door';

const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { door, office } = app;

  app.post(SIGN_OUT_PATH, async (request, reply) => {
    const found = await door.write(request, reply, ['second_factor', 'enrol', 'full']);
    if (!found) return reply;
    door.end(reply, found.session);
    door.audit(request, {
      action: 'sign-out',
      userId: String(found.user.id),
      username: found.user.username,
      recordType: 'session',
      recordId: found.session.id,
    });
    return { result: 'success' };
  });

  app.post(SIGN_OUT_EVERYWHERE_PATH, async (request, reply) => {
    const found = await door.write(request, reply, ['full']);
    if (!found) return reply;
    const ended = office.deleteSessionsOf(found.user.id, { reason: 'everywhere', now: door.now() });
    door.clearCookie(reply);
    door.audit(request, {
      action: 'sign-out.everywhere',
      userId: String(found.user.id),
      username: found.user.username,
      recordType: 'user',
      recordId: found.user.id,
      after: { ended },
    });
    return { result: 'success' };
  });

  app.get(ME_PATH, async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const found = door.find(token);
    if (!found)
      return { result: 'success', stage: 'signed_out', ended: door.endedFor(token) } satisfies SignedOutAnswer;
    door.touch(found);
    const { user, session } = found;
    return {
      result: 'success',
      stage: session.stage,
      user: {
        id: user.id,
        username: user.username,
        displayName: user.display_name,
        secondFactor: user.totp_secret !== null,
      },
      roles: office.roles(user.id),
      csrfToken: csrfTokenOf(session),
    } satisfies MeAnswer;
  });
};

export default sessionRoutes;
