/**
 * The office door: sessions as server-side rows behind an opaque random cookie (only its SHA-256
 * is stored), a new id at every step up (password, second factor: no fixation), idle and absolute
 * timeouts, per-account delays and locks, per-address limits, and CSRF tokens tied to the session
 * (@fastify/csrf, with the session's public id as user info). See docs/decisions/011-office-identity.md.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Tokens from '@fastify/csrf';
import { type AuditEntry, failure, isSameOrigin } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, MESSAGES, OFFICE_API_PREFIX, type OfficeRole, SESSION_COOKIE } from './contract';
import type { OfficeRepository, SessionRow, Stage, UserRow } from './plugins/office-repository';
import { secretHash } from './second-factor';

const MINUTE = 60_000;
export const IDLE_TIMEOUT_MS = 30 * MINUTE;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;
/** A half-done sign-in (waiting for the second factor or its enrolment) lasts this long at most. */
export const PENDING_TIMEOUT_MS = 10 * MINUTE;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * MINUTE;
/** Failed sign-ins from one address within ADDRESS_WINDOW_MS before it is refused for a while. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;

/** After n failures in a row the next try waits 1, 2, 4, 8 s (the fifth failure locks). */
export const delayAfter = (failures: number) => (failures <= 0 ? 0 : Math.min(2 ** (failures - 1), 60) * 1000);

/** The cookie is sent only to the office API. */
export const COOKIE_PATH = OFFICE_API_PREFIX.replace(/\/$/, '');

const csrf = new Tokens({ userInfo: true });
export const csrfTokenOf = (session: Pick<SessionRow, 'csrf_secret' | 'id'>) => csrf.create(session.csrf_secret, session.id);
export function csrfValid(session: Pick<SessionRow, 'csrf_secret' | 'id'>, token: unknown): boolean {
  return typeof token === 'string' && token.length > 0 && token.length < 400 && csrf.verify(session.csrf_secret, token, session.id);
}

export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function secondFactorRequired(roles: readonly { role: OfficeRole }[], settings: CollegeSettings): boolean {
  if (roles.some((grant) => grant.role === 'admin')) return true;
  return (settings.office?.secondFactor ?? 'every-role') === 'every-role';
}

export interface Found {
  session: SessionRow;
  user: UserRow;
}

export class Door {
  constructor(
    private readonly repo: OfficeRepository,
    readonly now: () => number,
    private readonly app: FastifyInstance,
  ) {}

  /** The live session of a cookie value; an expired one (or a disabled user's) is removed. */
  find(token: string | undefined): Found | undefined {
    if (!token || token.length > 200) return undefined;
    const session = this.repo.sessionByTokenHash(secretHash(token));
    if (!session) return undefined;
    const now = this.now();
    const limit = session.stage === 'full' ? ABSOLUTE_TIMEOUT_MS : PENDING_TIMEOUT_MS;
    const user = this.repo.userById(session.user_id);
    if (now - session.last_seen_at > IDLE_TIMEOUT_MS || now - session.created_at > limit || !user || user.disabled_at !== null) {
      this.repo.deleteSession(session.id);
      return undefined;
    }
    return { session, user };
  }

  touch(found: Found): void {
    this.repo.touchSession(found.session.id, this.now());
  }

  /** A new session (new id, new cookie) for `user` at `stage`; `replaces` is ended. Returns its CSRF token. */
  start(request: FastifyRequest, reply: FastifyReply, user: UserRow, stage: Stage, replaces?: SessionRow): string {
    if (replaces) this.repo.deleteSession(replaces.id);
    const token = randomBytes(32).toString('base64url');
    const session = { id: randomUUID(), tokenHash: secretHash(token), userId: user.id, stage, csrfSecret: csrf.secretSync(), now: this.now(), address: request.ip };
    this.repo.insertSession(session);
    reply.setCookie(SESSION_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
    return csrfTokenOf({ id: session.id, csrf_secret: session.csrfSecret });
  }

  end(reply: FastifyReply, session: SessionRow): void {
    this.repo.deleteSession(session.id);
    this.clearCookie(reply);
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: reply.request.protocol === 'https' });
  }

  /** Counts a failed password or code; the fifth in a row locks the account. */
  registerFailure(user: UserRow, request: FastifyRequest, action: string): void {
    const now = this.now();
    const failures = user.failed_count + 1;
    const locked = failures >= LOCK_AFTER_FAILURES;
    this.repo.update(user.id, { failed_count: failures, last_failed_at: now, ...(locked ? { locked_until: now + LOCK_MS } : {}) });
    this.repo.recordAttempt({ now, address: request.ip, username: user.username, ok: false });
    this.audit(request, { action, userId: String(user.id), username: user.username, recordType: 'user', recordId: user.id, after: { failures } });
    if (locked) {
      this.repo.deleteSessionsOf(user.id);
      this.audit(request, { action: 'account.locked', userId: String(user.id), username: user.username, recordType: 'user', recordId: user.id, after: { lockedUntil: new Date(now + LOCK_MS) } });
    }
  }

  /**
   * Whether the account may try a password or code now: not locked, and the delay after its last
   * failures is over. A lock that has run out starts the count again.
   */
  mayTry(user: UserRow): boolean {
    const now = this.now();
    if (user.locked_until !== null && user.locked_until <= now) {
      this.repo.update(user.id, { failed_count: 0, locked_until: null });
      user.failed_count = 0;
      user.locked_until = null;
    }
    if (user.locked_until !== null) return false;
    return user.failed_count === 0 || user.last_failed_at === null || now >= user.last_failed_at + delayAfter(user.failed_count);
  }

  succeeded(user: UserRow, request: FastifyRequest): void {
    if (user.failed_count !== 0 || user.locked_until !== null) this.repo.update(user.id, { failed_count: 0, locked_until: null, last_failed_at: null });
    this.repo.recordAttempt({ now: this.now(), address: request.ip, username: user.username, ok: true });
  }

  addressBlocked(request: FastifyRequest): boolean {
    return this.repo.failuresFromAddress(request.ip, this.now() - ADDRESS_WINDOW_MS) >= ADDRESS_FAILURE_LIMIT;
  }

  audit(request: FastifyRequest, entry: AuditEntry): void {
    this.app.audit.record({ requestId: request.id, address: request.ip, at: new Date(this.now()), ...entry });
  }

  /**
   * A write by the holder of a session at one of `stages`: same-origin Origin, the session cookie
   * and its CSRF token, or an answer (403/401 JSON) and undefined.
   */
  async write(request: FastifyRequest, reply: FastifyReply, stages: readonly Stage[]): Promise<Found | undefined> {
    if (!isSameOrigin(request)) {
      await reply.code(403).send(failure(MESSAGES.sameOrigin));
      return undefined;
    }
    const found = this.find(request.cookies[SESSION_COOKIE]);
    if (!found) {
      await reply.code(401).send(failure(MESSAGES.signInNeeded));
      return undefined;
    }
    if (!csrfValid(found.session, request.headers[CSRF_HEADER])) {
      await reply.code(403).send(failure(MESSAGES.csrf));
      return undefined;
    }
    if (!stages.includes(found.session.stage)) {
      await reply.code(409).send(failure(MESSAGES.wrongStep));
      return undefined;
    }
    this.touch(found);
    return found;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    door: Door;
  }
}
