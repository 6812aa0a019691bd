import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSERTION_HEADER,
  ASSERTION_ISSUER,
  type OfficeIdentity,
  readOrCreateSigningKey,
  requireRole,
  ROLE_NEEDED_MESSAGE,
  rotateSigningKey,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '../src/index';
import { buildKitApp, makeTempDir, removeDir } from './helpers';

const routes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/office/applications', { preHandler: requireRole('admission_officer') }, async (request) => ({
    who: request.identity,
  }));
  fastify.post('/office/marks', { preHandler: requireRole('results_officer') }, async () => ({ ok: true }));
};

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;

const RID = 'req-test-1';
const identity = (overrides: Partial<OfficeIdentity> = {}): OfficeIdentity => ({
  userId: 'u1',
  username: 'asha',
  roles: [{ role: 'admission_officer', courses: [1] }],
  sessionId: 's1',
  requestId: RID,
  ...overrides,
});

beforeEach(async () => {
  dataDir = await makeTempDir('kit-identity-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await buildKitApp(dataDir, {
    name: 'admissions',
    routes,
  });
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const call = (token: string | undefined, url = '/office/applications', extra: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { 'x-request-id': RID, ...(token === undefined ? {} : { [ASSERTION_HEADER]: token }), ...extra },
  });

describe('requireRole', () => {
  it('lets a valid assertion with the role in, and tells the route who it is', async () => {
    const response = await call(await key.sign({ audience: 'admissions', identity: identity() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().who).toMatchObject({
      userId: 'u1',
      username: 'asha',
      sessionId: 's1',
      roles: [{ role: 'admission_officer', courses: [1] }],
    });
    // No name signed (an older gateway): the route has the username alone.
    expect(response.json().who.displayName).toBeUndefined();
  });

  it("carries the person's name the office signed, for pages that show names, not usernames", async () => {
    const response = await call(
      await key.sign({ audience: 'admissions', identity: identity({ displayName: 'Asha Kumari' }) }),
    );
    expect(response.json().who).toMatchObject({ username: 'asha', displayName: 'Asha Kumari' });
  });

  it('answers 401 JSON without an assertion, or with a client-made identity header', async () => {
    for (const response of [
      await call(undefined),
      await call(undefined, undefined, { 'x-office-user': 'admin', 'x-office-roles': 'admin' }),
      await call('admin'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: 'failure', message: SIGN_IN_NEEDED_MESSAGE });
    }
  });

  it('refuses forged, expired, wrong-audience, unsigned and replayed assertions', async () => {
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const claims = { name: 'asha', roles: [{ role: 'admission_officer' }], sid: 's1', rid: RID };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
      .setIssuer(ASSERTION_ISSUER)
      .setSubject('u1')
      .setAudience('admissions')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(other.privateKey);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid })
      .setIssuer(ASSERTION_ISSUER)
      .setSubject('u1')
      .setAudience('admissions')
      .setIssuedAt(now - 600)
      .setExpirationTime(now - 540)
      .sign(key.key);
    const unsigned = new UnsecuredJWT(claims)
      .setIssuer(ASSERTION_ISSUER)
      .setSubject('u1')
      .setAudience('admissions')
      .setIssuedAt()
      .setExpirationTime('60s')
      .encode();
    const wrongAudience = await key.sign({ audience: 'results', identity: identity() });
    const otherRequest = await key.sign({
      audience: 'admissions',
      identity: identity({ requestId: 'another-request' }),
    });
    for (const token of [forged, expired, unsigned, wrongAudience, otherRequest]) {
      const response = await call(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(SIGN_IN_NEEDED_MESSAGE);
    }
  });

  it('answers 403 JSON when the role is missing', async () => {
    const token = await key.sign({ audience: 'admissions', identity: identity() });
    const response = await app.inject({
      method: 'POST',
      url: '/office/marks',
      headers: { 'x-request-id': RID, [ASSERTION_HEADER]: token },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ result: 'failure', message: ROLE_NEEDED_MESSAGE });
  });

  it('still accepts the previous key just after a rotation, and the new one', async () => {
    const before = await key.sign({ audience: 'admissions', identity: identity() });
    expect((await call(before)).statusCode).toBe(200);
    const rotated = await rotateSigningKey({ dataDir, env: {} });
    expect(rotated.kid).not.toBe(key.kid);
    expect((await call(before)).statusCode).toBe(200);
    // The service reloads the public keys when it sees a key id it lacks (at most once a second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(await rotated.sign({ audience: 'admissions', identity: identity() }))).statusCode).toBe(200);
  });
});

describe('audit trail', () => {
  it('keeps rows it cannot update or delete, without passwords or Aadhaar numbers', () => {
    app.audit.record({
      action: 'user.update',
      userId: 'u1',
      username: 'asha',
      role: 'admin',
      recordType: 'user',
      recordId: 7,
      before: { name: 'Old', password: 'x', aadhaarNumber: '1234 5678 9012' },
      after: { name: 'New', passwordHash: 'y', nested: { aadhaar: '1' } },
      reason: 'typo',
      requestId: 'r1',
      address: '127.0.0.1',
    });
    const [row] = app.audit.list({ userId: 'u1' });
    expect(JSON.parse(row.before_json!)).toEqual({ name: 'Old' });
    expect(JSON.parse(row.after_json!)).toEqual({ name: 'New', nested: {} });
    expect(() => app.db.prepare("update audit_log set action = 'x'").run()).toThrow(/append-only/);
    expect(() => app.db.prepare('delete from audit_log').run()).toThrow(/append-only/);
    expect(app.audit.list()).toHaveLength(1);
    expect(app.audit.list({ action: 'user.update', from: '2000-01-01', to: '2999-12-31' })).toHaveLength(1);
    expect(app.audit.list({ action: 'other' })).toHaveLength(0);
  });
});
