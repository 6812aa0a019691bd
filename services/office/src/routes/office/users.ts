import { auditContext, HttpError, validateBody, ValidationError } from '@college/service-kit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { COURSE_LIMITED_ROLES, MESSAGES, type RoleGrant, USERS_PATH } from '../../contract';
import {
  coursesNotLimited,
  grantSchema,
  newUserSchema,
  optionalReasonSchema,
  reasonSchema,
  revokeSchema,
  unknownCourses,
  userEmailSchema,
} from '../../office-contract/users';
import type { UserRow } from '../../plugins/office-repository';
import { newSetupCode, normaliseSetupCode, SETUP_CODE_LIFETIME_MS, secretHash } from '../../second-factor';

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } },
  required: ['id'],
} as const;
type WithId = { Params: { id: string } };

/**
 * The administrators' management of office users: create, roles, e-mail address, password and
 * second-factor resets, disable and enable, unlock, end sessions. Each change is audited.
 */
const userRoutes: FastifyPluginAsync = async (app) => {
  const { office, door } = app;

  const userOf = (request: FastifyRequest<WithId>): UserRow => {
    const user = office.userById(Number(request.params.id));
    if (!user) throw new HttpError(404, 'No such office user.');
    return user;
  };
  const audit = (
    request: FastifyRequest,
    user: UserRow,
    action: string,
    extra: { before?: unknown; after?: unknown; reason?: string | null } = {},
  ) =>
    app.audit.record({
      ...auditContext(request, 'admin'),
      at: new Date(door.now()),
      action,
      recordType: 'user',
      recordId: user.id,
      ...extra,
    });
  /** Refuses a change that would leave no active administrator. */
  const keepAnAdmin = (user: UserRow) => {
    const others = office.activeAdmins().filter((id) => id !== user.id);
    if (others.length === 0) throw new HttpError(409, MESSAGES.lastAdmin);
  };
  /** A course limit only on the roles that take one, and only courses of the settings' admission catalogue. */
  const checkCourses = (grant: RoleGrant, field: string) => {
    if (!grant.courses) return;
    if (!COURSE_LIMITED_ROLES.includes(grant.role)) throw new ValidationError({ [field]: coursesNotLimited });
    const known = new Set(app.college.admission.courses.map((course) => course.id));
    if (grant.courses.length === 0 || grant.courses.some((id) => !known.has(id)))
      throw new ValidationError({ [field]: unknownCourses });
  };
  const setupCode = () => {
    const code = newSetupCode();
    const expiresAt = door.now() + SETUP_CODE_LIFETIME_MS;
    return { code, hash: secretHash(normaliseSetupCode(code)), expiresAt };
  };

  app.get(USERS_PATH, { config: { roles: ['admin'] } }, async () => ({
    result: 'success',
    users: office.users().map((user) => office.summary(user, door.now())),
  }));

  app.post<{ Body: v.InferOutput<typeof newUserSchema> }>(
    USERS_PATH,
    { config: { roles: ['admin'] }, preHandler: validateBody(newUserSchema) },
    async (request) => {
      const { username, displayName, roles, email } = request.body;
      if (office.userByName(username))
        throw new HttpError(409, 'That username is taken.', { username: 'That username is taken.' });
      roles.forEach((grant, index) => checkCourses(grant, `roles.${index}.courses`));
      const code = setupCode();
      const id = app.db.transaction(() => {
        const created = office.createUser({
          username,
          displayName,
          setupCodeHash: code.hash,
          setupCodeExpiresAt: code.expiresAt,
          email,
          now: door.now(),
        });
        for (const grant of roles) office.grant(created, grant, door.now(), Number(request.identity!.userId));
        return created;
      })();
      audit(request, office.userById(id)!, 'user.create', { after: { username, displayName, roles, email } });
      return { result: 'success', userId: id, setupCode: code.code, expiresAt: new Date(code.expiresAt).toISOString() };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof grantSchema> }>(
    `${USERS_PATH}/:id/roles`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(grantSchema) },
    async (request) => {
      const user = userOf(request);
      const { reason, ...grant } = request.body;
      checkCourses(grant, 'courses');
      const before = office.roles(user.id);
      office.grant(user.id, grant, door.now(), Number(request.identity!.userId));
      audit(request, user, 'role.grant', {
        before: { roles: before },
        after: { roles: office.roles(user.id) },
        reason,
      });
      return { result: 'success' };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof revokeSchema> }>(
    `${USERS_PATH}/:id/revoke-role`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(revokeSchema) },
    async (request) => {
      const user = userOf(request);
      if (request.body.role === 'admin') keepAnAdmin(user);
      const before = office.roles(user.id);
      if (!office.revoke(user.id, request.body.role)) throw new HttpError(404, 'The user does not have that role.');
      audit(request, user, 'role.revoke', {
        before: { roles: before },
        after: { roles: office.roles(user.id) },
        reason: request.body.reason,
      });
      return { result: 'success' };
    },
  );

  // The address as typed, before and after, in the audit log (read by administrators only, who see
  // it on this page anyway): what a wrong or taken-over address would have to be traced with.
  app.post<WithId & { Body: v.InferOutput<typeof userEmailSchema> }>(
    `${USERS_PATH}/:id/email`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(userEmailSchema) },
    async (request) => {
      const user = userOf(request);
      const { email, reason } = request.body;
      office.update(user.id, { email });
      audit(request, user, 'user.email', {
        before: { email: user.email },
        after: { email },
        reason: reason ?? null,
      });
      return { result: 'success', email };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof reasonSchema> }>(
    `${USERS_PATH}/:id/reset-password`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(reasonSchema) },
    async (request) => {
      const user = userOf(request);
      const code = setupCode();
      office.update(user.id, {
        password_hash: null,
        setup_code_hash: code.hash,
        setup_code_expires_at: code.expiresAt,
      });
      office.clearFailures(user.username);
      const ended = office.deleteSessionsOf(user.id, { reason: 'admin', now: door.now() });
      audit(request, user, 'password.reset', { after: { sessionsEnded: ended }, reason: request.body.reason });
      return {
        result: 'success',
        userId: user.id,
        setupCode: code.code,
        expiresAt: new Date(code.expiresAt).toISOString(),
      };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof reasonSchema> }>(
    `${USERS_PATH}/:id/reset-second-factor`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(reasonSchema) },
    async (request) => {
      const user = userOf(request);
      // A new app is enrolled only with the password and this one-time code (as a new user's first
      // password needs one), so a password alone, known to someone else, cannot take the second factor.
      const code = setupCode();
      app.db.transaction(() => {
        office.setTotp(user.id, null, null);
        office.replaceRecoveryCodes(user.id, []);
        office.update(user.id, {
          enrol_needs_code: 1,
          setup_code_hash: code.hash,
          setup_code_expires_at: code.expiresAt,
        });
      })();
      const ended = office.deleteSessionsOf(user.id, { reason: 'admin', now: door.now() });
      audit(request, user, 'second-factor.reset', {
        before: { secondFactor: user.totp_secret !== null },
        after: { secondFactor: false, setupCodeUntil: new Date(code.expiresAt), sessionsEnded: ended },
        reason: request.body.reason,
      });
      return {
        result: 'success',
        userId: user.id,
        setupCode: code.code,
        expiresAt: new Date(code.expiresAt).toISOString(),
      };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof reasonSchema> }>(
    `${USERS_PATH}/:id/disable`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(reasonSchema) },
    async (request) => {
      const user = userOf(request);
      if (office.roles(user.id).some((grant) => grant.role === 'admin')) keepAnAdmin(user);
      office.update(user.id, { disabled_at: door.now() });
      const ended = office.deleteSessionsOf(user.id, { reason: 'admin', now: door.now() });
      audit(request, user, 'user.disable', {
        before: { disabled: user.disabled_at !== null },
        after: { disabled: true, sessionsEnded: ended },
        reason: request.body.reason,
      });
      return { result: 'success' };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof optionalReasonSchema> }>(
    `${USERS_PATH}/:id/enable`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(optionalReasonSchema) },
    async (request) => {
      const user = userOf(request);
      office.update(user.id, { disabled_at: null });
      audit(request, user, 'user.enable', {
        before: { disabled: user.disabled_at !== null },
        after: { disabled: false },
        reason: request.body.reason ?? null,
      });
      return { result: 'success' };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof optionalReasonSchema> }>(
    `${USERS_PATH}/:id/unlock`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(optionalReasonSchema) },
    async (request) => {
      const user = userOf(request);
      const lock = office.lockOf(user.username);
      office.clearFailures(user.username);
      audit(request, user, 'account.unlock', {
        before: { locked: (lock?.locked_until ?? 0) > door.now() },
        after: { locked: false },
        reason: request.body.reason ?? null,
      });
      return { result: 'success' };
    },
  );

  app.post<WithId & { Body: v.InferOutput<typeof optionalReasonSchema> }>(
    `${USERS_PATH}/:id/end-sessions`,
    { config: { roles: ['admin'] }, schema: { params: idParams }, preHandler: validateBody(optionalReasonSchema) },
    async (request) => {
      const user = userOf(request);
      const ended = office.deleteSessionsOf(user.id, { reason: 'admin', now: door.now() });
      audit(request, user, 'sessions.end', { after: { sessionsEnded: ended }, reason: request.body.reason ?? null });
      return { result: 'success' };
    },
  );
};

export default userRoutes;
