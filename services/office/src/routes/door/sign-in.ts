/**
 * Signing in: a password, or the set-up code an administrator gave and a new password (the first
 * time, and after a reset); either way, on success, a new session at its next step (the second
 * factor, enrolling one, or done). Both are counted per (username, address) before anything is
 * checked, and answer the same to an unknown username as to a wrong password.
 */
import { failure, isSameOrigin, validateBody, ValidationError } from '@college/service-kit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  MESSAGES,
  SESSION_COOKIE,
  SET_UP_PATH,
  setUpSchema,
  SIGN_IN_PATH,
  type SignInAnswer,
  signInSchema,
} from '../../contract';
import { type Attempt, sameHash, secondFactorRequired } from '../../door';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from '../../passwords';
import type { UserRow } from '../../plugins/office-repository';
import { normaliseSetupCode, secretHash } from '../../second-factor';

const signInFailed = (reply: FastifyReply) => reply.code(401).send(failure(MESSAGES.signInFailed));

/** Same origin only: before any password is looked at. */
async function sameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (isSameOrigin(request)) return true;
  await reply.code(403).send(failure(MESSAGES.sameOrigin));
  return false;
}

/** Password (or set-up) done: the next step, in a new session. */
function afterPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  attempt: Attempt,
): SignInAnswer {
  const { door, office } = app;
  door.succeeded(attempt);
  const roles = office.roles(user.id);
  const stage = user.totp_secret ? 'second_factor' : secondFactorRequired(roles, app.college) ? 'enrol' : 'full';
  const csrfToken = door.start(request, reply, user, stage, door.find(request.cookies[SESSION_COOKIE])?.session);
  door.audit(request, {
    action: stage === 'full' ? 'sign-in' : 'sign-in.password',
    userId: String(user.id),
    username: user.username,
    recordType: 'user',
    recordId: user.id,
  });
  return {
    result: 'success',
    next: stage === 'full' ? 'done' : stage === 'enrol' ? 'enrol_second_factor' : 'second_factor',
    csrfToken,
  };
}

const signInRoutes: FastifyPluginAsync = async (app) => {
  const { door, office } = app;

  app.post<{ Body: v.InferOutput<typeof signInSchema> }>(
    SIGN_IN_PATH,
    { preValidation: validateBody(signInSchema) },
    async (request, reply) => {
      if (!(await sameOrigin(request, reply))) return reply;
      const { username, password } = request.body;
      // Counted before the password is checked; unknown usernames go the same way, with a dummy hash.
      const reserved = door.reserve(request, username);
      if ('refusal' in reserved) return door.refuse(reply, reserved.refusal);
      const user = office.userByName(username);
      const right = user?.password_hash
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstNothing(password);
      if (!user || !right) {
        door.failed(request, reserved.attempt, user, 'sign-in.failed');
        return signInFailed(reply);
      }
      if (user.disabled_at !== null) {
        // Only someone who knows the password learns that the account is disabled.
        door.succeeded(reserved.attempt);
        door.audit(request, {
          action: 'sign-in.refused',
          userId: String(user.id),
          username: user.username,
          recordType: 'user',
          recordId: user.id,
          after: { disabled: true },
        });
        return reply.code(403).send(failure(MESSAGES.accountDisabled));
      }
      return afterPassword(app, request, reply, user, reserved.attempt);
    },
  );

  app.post<{ Body: v.InferOutput<typeof setUpSchema> }>(
    SET_UP_PATH,
    { preValidation: validateBody(setUpSchema) },
    async (request, reply) => {
      if (!(await sameOrigin(request, reply))) return reply;
      const { username, setupCode, password } = request.body;
      const reserved = door.reserve(request, username);
      if ('refusal' in reserved) return door.refuse(reply, reserved.refusal);
      const user = office.userByName(username);
      const codeOk = (row: UserRow) =>
        row.setup_code_hash !== null &&
        (row.setup_code_expires_at ?? 0) > door.now() &&
        sameHash(row.setup_code_hash, secretHash(normaliseSetupCode(setupCode)));
      if (!user || user.disabled_at !== null || !codeOk(user)) {
        door.failed(request, reserved.attempt, user, 'set-up.failed');
        return reply.code(401).send(failure(MESSAGES.setupFailed));
      }
      // The code was right: a weak password is not a guess, so it costs no wait.
      door.succeeded(reserved.attempt);
      const problem = passwordProblem(password, user.username);
      if (problem) throw new ValidationError({ password: problem });
      const passwordHash = await hashPassword(password);
      office.update(user.id, { password_hash: passwordHash, setup_code_hash: null, setup_code_expires_at: null });
      door.audit(request, {
        action: 'password.set',
        userId: String(user.id),
        username: user.username,
        recordType: 'user',
        recordId: user.id,
      });
      return afterPassword(app, request, reply, { ...user, password_hash: passwordHash }, reserved.attempt);
    },
  );
};

export default signInRoutes;
