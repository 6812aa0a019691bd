/**
 * The office door: sessions as server-side rows behind an opaque random cookie (only its SHA-256
 * is stored), a new id at every step up (password, second factor: no fixation), idle and absolute
 * timeouts, delays and locks per (username, address), per-address limits, and CSRF tokens tied to the session
 * (@fastify/csrf, with the session's public id as user info). See docs/decisions/011-office-identity.md.
 */
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Tokens from '@fastify/csrf';
import { type AuditEntry, clientKey, failure, isSameOrigin } from '@college/service-kit';
import type { CollegeSettings } from '@college/settings/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_HEADER,
  lockedMessage,
  MESSAGES,
  OFFICE_API_PREFIX,
  type OfficeRole,
  SESSION_COOKIE,
  waitMessage,
} from './contract';
import type { EndedReason, OfficeRepository, SessionRow, Stage, UserRow } from './plugins/office-repository';
import { secretHash } from './second-factor';

const MINUTE = 60_000;
export const IDLE_TIMEOUT_MS = 30 * MINUTE;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;
/** A half-done sign-in (waiting for the second factor or its enrolment) lasts this long at most. */
export const PENDING_TIMEOUT_MS = 10 * MINUTE;

// Throttling is keyed on the pair (username as typed, client address): someone guessing from one
// place slows only themselves, never the real user elsewhere, and never ends anyone's session.
/** Failures in a row of one pair before it waits PAIR_LOCK_MS. */
export const PAIR_LOCK_AFTER = 5;
export const PAIR_LOCK_MS = 15 * MINUTE;
/** A pair's failures older than this no longer count (so a pair's lock that ran out starts afresh). */
export const PAIR_WINDOW_MS = 15 * MINUTE;
/** Failed sign-ins from one address within ADDRESS_WINDOW_MS before it is refused for a while. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;
/**
 * An account-wide lock needs this many failures within ACCOUNT_WINDOW_MS from at least
 * ACCOUNT_LOCK_ADDRESSES addresses (a pair alone manages 5 in 15 minutes). It is kept as the last
 * stop against guessing spread over many machines; it does not apply where the user signed in
 * within KNOWN_PLACE_MS, and admins see it on the office home page.
 */
export const ACCOUNT_LOCK_FAILURES = 50;
export const ACCOUNT_LOCK_ADDRESSES = 10;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
export const LOCK_MS = 15 * MINUTE;
export const KNOWN_PLACE_MS = 30 * 24 * 60 * MINUTE;

/** After n failures of a pair in a row its next try waits 1, 2, 4, 8 s; after the fifth, 15 minutes. */
export const delayAfter = (failures: number) =>
  failures <= 0 ? 0 : failures >= PAIR_LOCK_AFTER ? PAIR_LOCK_MS : 2 ** (failures - 1) * 1000;

/** Why an attempt was refused before anything was checked. */
export type Refusal = { kind: 'address' } | { kind: 'wait'; ms: number } | { kind: 'locked'; ms: number };
/** An attempt counted (as failed) before its password or code is checked. */
export interface Attempt {
  id: number;
  username: string;
  address: string;
}

/** The cookie is sent only to the office API. */
export const COOKIE_PATH = OFFICE_API_PREFIX.replace(/\/$/, '');

const csrf = new Tokens({ userInfo: true });
export const csrfTokenOf = (session: Pick<SessionRow, 'csrf_secret' | 'id'>) =>
  csrf.create(session.csrf_secret, session.id);
export function csrfValid(session: Pick<SessionRow, 'csrf_secret' | 'id'>, token: unknown): boolean {
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    token.length < 400 &&
    csrf.verify(session.csrf_secret, token, session.id)
  );
}

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

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

  private get db() {
    return this.app.db;
  }

  /** The live session of a cookie value; an expired one (or a disabled user's) is removed. */
  find(token: string | undefined): Found | undefined {
    if (!token || token.length > 200) return undefined;
    const session = this.repo.sessionByTokenHash(secretHash(token));
    if (!session) return undefined;
    const now = this.now();
    const limit = session.stage === 'full' ? ABSOLUTE_TIMEOUT_MS : PENDING_TIMEOUT_MS;
    const user = this.repo.userById(session.user_id);
    const reason: EndedReason | undefined =
      !user || user.disabled_at !== null
        ? 'admin'
        : now - session.created_at > limit
          ? 'expired'
          : now - session.last_seen_at > IDLE_TIMEOUT_MS
            ? 'idle'
            : undefined;
    if (reason || !user) {
      this.repo.deleteSession(session.id, { reason: reason ?? 'admin', now });
      return undefined;
    }
    return { session, user };
  }

  /** Why the session of this cookie value ended, kept a day; null when unknown or never ended. */
  endedFor(token: string | undefined): EndedReason | null {
    if (!token || token.length > 200) return null;
    return this.repo.endedReason(secretHash(token)) ?? null;
  }

  touch(found: Found): void {
    this.repo.touchSession(found.session.id, this.now());
  }

  /** A new session (new id, new cookie) for `user` at `stage`; `replaces` is ended. Returns its CSRF token. */
  start(request: FastifyRequest, reply: FastifyReply, user: UserRow, stage: Stage, replaces?: SessionRow): string {
    if (replaces) this.repo.deleteSession(replaces.id);
    const token = randomBytes(32).toString('base64url');
    const session = {
      id: randomUUID(),
      tokenHash: secretHash(token),
      userId: user.id,
      stage,
      csrfSecret: csrf.secretSync(),
      now: this.now(),
      address: request.ip,
    };
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
    reply.clearCookie(SESSION_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: reply.request.protocol === 'https',
    });
  }

  /**
   * Counts an attempt for `username` from this client before its password or code is checked, in
   * one IMMEDIATE transaction, so parallel guesses each see the ones before them; or the refusal
   * (nothing is checked then). Unknown usernames take the same path, so a refusal (and its time)
   * tells nothing about whether an account exists.
   */
  reserve(request: FastifyRequest, username: string): { attempt: Attempt } | { refusal: Refusal } {
    const now = this.now();
    const address = clientKey(request.ip);
    const refused = (refusal: Refusal) => {
      this.repo.insertAttempt({ now, address, username, checked: false, ok: false });
      return { refusal };
    };
    return this.db
      .transaction((): { attempt: Attempt } | { refusal: Refusal } => {
        if (this.repo.failuresFromAddress(address, now - ADDRESS_WINDOW_MS) >= ADDRESS_FAILURE_LIMIT)
          return { refusal: { kind: 'address' } };
        const lock = this.repo.lockOf(username);
        if (lock && lock.locked_until > now && !this.repo.signedInFrom(username, address, now - KNOWN_PLACE_MS)) {
          return refused({ kind: 'locked', ms: lock.locked_until - now });
        }
        const pair = this.repo.pairFailures(username, address, now - PAIR_WINDOW_MS);
        const until = pair.last === null ? now : pair.last + delayAfter(pair.failures);
        if (until > now) return refused({ kind: 'wait', ms: until - now });
        return {
          attempt: {
            id: this.repo.insertAttempt({ now, address, username, checked: true, ok: false }),
            username,
            address,
          },
        };
      })
      .immediate();
  }

  /** The password or code was right: the attempt is no longer a failure, and the pair starts afresh. */
  succeeded(attempt: Attempt): void {
    this.repo.attemptSucceeded(attempt.id);
  }

  /**
   * The password or code was wrong (the attempt is counted already). Audited; many failures from
   * many addresses lock the username everywhere but where its user signed in lately, and tell the
   * admins. Nobody's sessions end.
   */
  failed(request: FastifyRequest, attempt: Attempt, user: UserRow | undefined, action: string): void {
    const now = this.now();
    const who = user
      ? { userId: String(user.id), username: user.username, recordType: 'user', recordId: user.id }
      : { username: attempt.username };
    this.audit(request, { action, ...who, after: { known: user !== undefined } });
    const lock = this.repo.lockOf(attempt.username);
    if (lock && lock.locked_until > now) return;
    const { failures, addresses } = this.repo.accountFailures(
      attempt.username,
      Math.max(now - ACCOUNT_WINDOW_MS, lock?.locked_until ?? 0),
    );
    if (failures < ACCOUNT_LOCK_FAILURES || addresses < ACCOUNT_LOCK_ADDRESSES) return;
    const lockedUntil = now + LOCK_MS;
    this.repo.setLock({ username: attempt.username, locked_at: now, locked_until: lockedUntil, failures, addresses });
    this.audit(request, {
      action: 'account.locked',
      ...who,
      after: { lockedUntil: new Date(lockedUntil), failures, addresses, known: user !== undefined },
    });
    this.app.log.warn(
      { username: attempt.username, failures, addresses, known: user !== undefined },
      'office sign-in locked for a username after many failures from many addresses',
    );
  }

  /** The answer to a refused attempt: 429 saying what holds and for how long (never whether the account exists). */
  refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
    if (refusal.kind === 'address') return reply.code(429).send(failure(MESSAGES.tooManyFromAddress));
    reply.header('retry-after', String(Math.ceil(refusal.ms / 1000)));
    return reply.code(429).send(failure(refusal.kind === 'wait' ? waitMessage(refusal.ms) : lockedMessage(refusal.ms)));
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
