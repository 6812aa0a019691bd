/**
 * The second factor: after the password, a code from the authenticator app or a recovery code
 * (counted like passwords), a new set of recovery codes for a signed-in user, and the enrolment of an authenticator for a user who must have one
 * (its secret as a QR code, then a first code to confirm it and the recovery codes, shown once).
 */
import { failure, parseWith } from '@college/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import {
  ENROLMENT_PATH,
  enrolmentConfirmSchema,
  MESSAGES,
  newRecoveryCodesSchema,
  RECOVERY_CODES_PATH,
  SECOND_FACTOR_PATH,
  secondFactorSchema,
  SESSION_COOKIE,
  type SignInAnswer,
} from '../../contract';
import { acceptedStep, enrolment, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from '../../second-factor';

const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const { door, office } = app;

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
    // The new app is in place: a later sign-in needs no set-up code (until the next reset).
    office.update(user.id, { enrol_needs_code: 0, setup_code_hash: null, setup_code_expires_at: null });
    office.replaceRecoveryCodes(user.id, recoveryCodes.map(recoveryCodeHash));
    const csrfToken = door.start(request, reply, user, 'full', session);
    door.audit(request, {
      action: 'second-factor.enrolled',
      userId: String(user.id),
      username: user.username,
      recordType: 'user',
      recordId: user.id,
    });
    return { result: 'success', recoveryCodes, username: user.username, csrfToken };
  });

  // How many recovery codes the signed-in user has left (the account page says so).
  app.get(RECOVERY_CODES_PATH, async (request, reply) => {
    const found = door.find(request.cookies[SESSION_COOKIE]);
    if (!found || found.session.stage !== 'full') return reply.code(401).send(failure(MESSAGES.signInNeeded));
    door.touch(found);
    return { result: 'success', unused: office.unusedRecoveryCodes(found.user.id) };
  });

  // A new set of recovery codes for the signed-in user, asked with a current code of the app (so a
  // session left open is not enough); the old set stops working at once.
  app.post(RECOVERY_CODES_PATH, async (request, reply) => {
    const found = await door.write(request, reply, ['full']);
    if (!found) return reply;
    const { code } = parseWith(newRecoveryCodesSchema, request.body ?? {});
    const { user } = found;
    let secret: string | null;
    try {
      secret = office.totpSecret(user);
    } catch (error) {
      request.log.error({ err: error, userId: user.id }, 'the office-secrets key does not open this TOTP secret');
      return reply.code(400).send(failure(MESSAGES.codeFailed, { code: MESSAGES.codeFailed }));
    }
    if (secret === null) return reply.code(409).send(failure(MESSAGES.noSecondFactor));
    // Throttled and counted like every code.
    const reserved = door.reserve(request, user.username);
    if ('refusal' in reserved) return door.refuse(reply, reserved.refusal);
    const step = await acceptedStep(secret, code, door.now(), user.totp_last_step);
    if (step === undefined) {
      door.failed(request, reserved.attempt, user, 'second-factor.failed');
      // 400 under the field, not 401: the session is fine (a 401 sends the page to sign-in).
      return reply.code(400).send(failure(MESSAGES.codeFailed, { code: MESSAGES.codeFailed }));
    }
    door.succeeded(reserved.attempt);
    office.update(user.id, { totp_last_step: step });
    const before = office.unusedRecoveryCodes(user.id);
    const recoveryCodes = newRecoveryCodes();
    office.replaceRecoveryCodes(user.id, recoveryCodes.map(recoveryCodeHash));
    door.audit(request, {
      action: 'recovery-codes.replaced',
      userId: String(user.id),
      username: user.username,
      recordType: 'user',
      recordId: user.id,
      before: { unused: before },
      after: { unused: recoveryCodes.length },
    });
    return { result: 'success', recoveryCodes, username: user.username };
  });
};

export default secondFactorRoutes;
