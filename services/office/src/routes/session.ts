import { failure, isSameOrigin, parseWith, validateBody, ValidationError } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import {
  ENROLMENT_PATH,
  enrolmentConfirmSchema,
  ME_PATH,
  MESSAGES,
  type MeAnswer,
  SECOND_FACTOR_PATH,
  secondFactorSchema,
  SESSION_COOKIE,
  SESSION_PREFIX,
  SET_UP_PATH,
  setUpSchema,
  SIGN_IN_PATH,
  type SignInAnswer,
  signInSchema,
  SIGN_OUT_EVERYWHERE_PATH,
  SIGN_OUT_PATH,
} from '../contract';
import { type Attempt, csrfTokenOf, sameHash, secondFactorRequired } from '../door';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from '../passwords';
import type { UserRow } from '../plugins/office-repository';
import {
  acceptedStep,
  enrolment,
  newRecoveryCodes,
  newTotpSecret,
  normaliseSetupCode,
  recoveryCodeHash,
  secretHash,
} from '../second-factor';

const signInFailed = (reply: FastifyReply) => reply.code(401).send(failure(MESSAGES.signInFailed));

/** The door's own routes (no assertion: they are how one gets a session). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { door, office } = app;
  // The gateway passes only this prefix to the office service without a session.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(SESSION_PREFIX))
      throw new Error(`${route.url}: the door's routes belong under ${SESSION_PREFIX}`);
  });

  /** Password (or set-up) done: the next step, in a new session. */
  function afterPassword(request: FastifyRequest, reply: FastifyReply, user: UserRow, attempt: Attempt): SignInAnswer {
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

  /** Same origin only: before any password is looked at. */
  async function sameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (isSameOrigin(request)) return true;
    await reply.code(403).send(failure(MESSAGES.sameOrigin));
    return false;
  }

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
      return afterPassword(request, reply, user, reserved.attempt);
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
      return afterPassword(request, reply, { ...user, password_hash: passwordHash }, reserved.attempt);
    },
  );

  app.post(SECOND_FACTOR_PATH, async (request, reply) => {
    const found = await door.write(request, reply, ['second_factor']);
    if (!found) return reply;
    const body = parseWith(secondFactorSchema, request.body ?? {});
    const { user, session } = found;
    const who = { userId: String(user.id), username: user.username, recordType: 'user', recordId: user.id };
    let secret: string | null;
    try {
      secret = office.totpSecret(user);
    } catch (error) {
      // Sealed with another key (data restored without its keys): not the user's failure.
      request.log.error({ err: error, userId: user.id }, 'the office-secrets key does not open this TOTP secret');
      return reply.code(401).send(failure(MESSAGES.codeFailed));
    }
    if (secret === null) return reply.code(401).send(failure(MESSAGES.codeFailed));
    // Codes are throttled like passwords, per (username, address), and counted before the check.
    const reserved = door.reserve(request, user.username);
    if ('refusal' in reserved) return door.refuse(reply, reserved.refusal);
    let method: 'code' | 'recovery code';
    if (body.code) {
      const step = await acceptedStep(secret, body.code, door.now(), user.totp_last_step);
      if (step === undefined) {
        door.failed(request, reserved.attempt, user, 'second-factor.failed');
        return reply.code(401).send(failure(MESSAGES.codeFailed));
      }
      office.update(user.id, { totp_last_step: step });
      method = 'code';
    } else {
      if (!office.useRecoveryCode(user.id, recoveryCodeHash(body.recoveryCode!), door.now())) {
        door.failed(request, reserved.attempt, user, 'second-factor.failed');
        return reply.code(401).send(failure(MESSAGES.codeFailed));
      }
      method = 'recovery code';
    }
    door.succeeded(reserved.attempt);
    const csrfToken = door.start(request, reply, user, 'full', session);
    door.audit(request, { ...who, action: 'sign-in', after: { method } });
    return { result: 'success', next: 'done', csrfToken } satisfies SignInAnswer;
  });

  // A new authenticator secret for a user who must enrol; the same one until it is confirmed.
  app.get(ENROLMENT_PATH, async (request, reply) => {
    const found = door.find(request.cookies[SESSION_COOKIE]);
    if (!found || found.session.stage !== 'enrol') return reply.code(401).send(failure(MESSAGES.signInNeeded));
    door.touch(found);
    const secret = office.pendingTotp(found.session) ?? newTotpSecret();
    if (!found.session.pending_totp_secret) office.setPendingTotp(found.session.id, secret);
    const { otpauthUri, qrDataUrl } = enrolment(secret, found.user.username);
    return { result: 'success', otpauthUri, qrDataUrl: await qrDataUrl, secret };
  });

  app.post(ENROLMENT_PATH, async (request, reply) => {
    const found = await door.write(request, reply, ['enrol']);
    if (!found) return reply;
    const { code } = parseWith(enrolmentConfirmSchema, request.body ?? {});
    const { user, session } = found;
    const pending = office.pendingTotp(session);
    const step = pending ? await acceptedStep(pending, code, door.now(), null) : undefined;
    if (pending === null || step === undefined) return reply.code(401).send(failure(MESSAGES.codeFailed));
    const recoveryCodes = newRecoveryCodes();
    office.setTotp(user.id, pending, step);
    office.replaceRecoveryCodes(user.id, recoveryCodes.map(recoveryCodeHash));
    const csrfToken = door.start(request, reply, user, 'full', session);
    door.audit(request, {
      action: 'second-factor.enrolled',
      userId: String(user.id),
      username: user.username,
      recordType: 'user',
      recordId: user.id,
    });
    return { result: 'success', recoveryCodes, csrfToken };
  });

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
    const ended = office.deleteSessionsOf(found.user.id);
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

  app.get(ME_PATH, async (request, reply) => {
    const found = door.find(request.cookies[SESSION_COOKIE]);
    if (!found) return reply.code(401).send(failure(MESSAGES.signInNeeded));
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
