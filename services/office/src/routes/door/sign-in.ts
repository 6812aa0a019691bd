/**
 * Signing in: a password (with the set-up code an administrator gave, after a reset of the
 * authenticator app), or the set-up code and a new password (the first time, and after a password
 * reset); either way, on success, a new session at its next step (the second
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

/** The user's one-time set-up code, unexpired, is `code`. */
const setupCodeOk = (user: UserRow, code: string, now: number) =>
  user.setup_code_hash !== null &&
  (user.setup_code_expires_at ?? 0) > now &&
  sameHash(user.setup_code_hash, secretHash(normaliseSetupCode(code)));

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
      const { username, password, setupCode } = request.body;
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
      // After an admin's reset of the app, the password alone must not enrol a new one (whoever
      // learnt the password would own the second factor): the admin's one-time code is needed too.
      if (
        user.enrol_needs_code === 1 &&
        user.totp_secret === null &&
        secondFactorRequired(office.roles(user.id), app.college)
      ) {
        if (!setupCode) {
          door.succeeded(reserved.attempt);
          throw new ValidationError({ setupCode: MESSAGES.setupCodeNeeded }, MESSAGES.setupCodeNeeded);
        }
        if (!setupCodeOk(user, setupCode, door.now())) {
          door.failed(request, reserved.attempt, user, 'set-up.failed');
          return reply.code(401).send(failure(MESSAGES.setupFailed));
        }
        // The code works once; the need for one stays until the new app is confirmed.
        office.update(user.id, { setup_code_hash: null, setup_code_expires_at: null });
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
      if (!user || user.disabled_at !== null || !setupCodeOk(user, setupCode, door.now())) {
        door.failed(request, reserved.attempt, user, 'set-up.failed');
        return reply.code(401).send(failure(MESSAGES.setupFailed));
      }
      // The code was right: a weak password is not a guess, so it costs no wait.
      door.succeeded(reserved.attempt);
      // The code of an authenticator reset goes with the password the user has, never replaces it:
      // else the code alone would give a stranger both the password and the second factor.
      if (user.password_hash !== null) return reply.code(409).send(failure(MESSAGES.setupCodeIsForSignIn));
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
