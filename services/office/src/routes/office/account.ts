import { auditContext, HttpError, validateBody } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ownEmailSchema } from '../../office-contract/users';
import { ACCOUNT_EMAIL_PATH, MESSAGES } from '../../contract';

/** The signed-in user's own details that they may change themselves: today, their e-mail address. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const { office, door } = app;
  const me = (request: FastifyRequest) => {
    const user = office.userById(Number(request.identity!.userId));
    if (!user) throw new HttpError(404, MESSAGES.noSuchUser);
    return user;
  };

  app.get(ACCOUNT_EMAIL_PATH, { config: { roles: [] } }, async (request) => ({
    result: 'success',
    email: me(request).email,
  }));

  app.post<{ Body: v.InferOutput<typeof ownEmailSchema> }>(
    ACCOUNT_EMAIL_PATH,
    { config: { roles: [] }, preHandler: validateBody(ownEmailSchema) },
    async (request) => {
      const user = me(request);
      const { email } = request.body;
      office.update(user.id, { email });
      app.audit.record({
        ...auditContext(request),
        at: new Date(door.now()),
        action: 'account.email',
        recordType: 'user',
        recordId: user.id,
        before: { email: user.email },
        after: { email },
      });
      return { result: 'success', email };
    },
  );
};

export default accountRoutes;
