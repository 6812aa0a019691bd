import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ASSERTION_HEADER,
  type OfficeIdentity,
  type OfficeRole,
  readOrCreateSigningKey,
  ROLE_NEEDED_MESSAGE,
  SIGN_IN_NEEDED_MESSAGE,
  type SigningKey,
} from '@college/service-kit';
import { makeTempDir, removeDir, startCareers } from './helpers';

// The kit's audit route as the careers service answers it (through the gateway's door, decision 011).
const AUDIT = '/api/v1/office/careers/audit';

let dataDir: string;
let app: FastifyInstance;
let key: SigningKey;
let requests = 0;

beforeEach(async () => {
  dataDir = await makeTempDir('careers-audit-');
  key = await readOrCreateSigningKey({ dataDir, env: {} });
  app = await startCareers(dataDir);
  // Rows of this service's own trail, as its routes will write them.
  app.audit.record({
    action: 'application.view',
    userId: '3',
    username: 'ravi.r',
    role: 'recruitment_officer',
    recordType: 'application',
    recordId: 11,
    at: new Date('2026-01-05T10:00:00Z'),
  });
  app.audit.record({
    action: 'application.shortlist',
    userId: '3',
    username: 'ravi.r',
    role: 'recruitment_officer',
    recordType: 'application',
    recordId: 11,
    reason: '=1+1',
    at: new Date('2026-01-06T09:00:00Z'),
  });
  app.audit.record({
    action: 'application.view',
    userId: '4',
    username: 'meera.s',
    role: 'recruitment_officer',
    recordType: 'application',
    recordId: 12,
    at: new Date('2026-01-07T08:00:00Z'),
  });
});

afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

async function get(url: string, roles: OfficeRole[] | 'none' = ['admin'], audience = 'careers') {
  const requestId = `rid-audit-${++requests}`;
  const identity: OfficeIdentity = {
    userId: '1',
    username: 'principal',
    roles: roles === 'none' ? [] : roles.map((role) => ({ role })),
    sessionId: 's1',
    requestId,
  };
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (roles !== 'none') headers[ASSERTION_HEADER] = await key.sign({ audience, identity });
  return app.inject({ method: 'GET', url, headers });
}

describe("The careers service's part of the office audit log", () => {
  it('answers 401 JSON without an assertion, or with one made for another service', async () => {
    for (const response of [await get(AUDIT, 'none'), await get(AUDIT, ['admin'], 'office')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: 'failure', message: SIGN_IN_NEEDED_MESSAGE });
    }
  });

  it('answers 403 JSON to an office user without the admin role, even with a bad query', async () => {
    for (const url of [AUDIT, `${AUDIT}?from=yesterday`]) {
      const response = await get(url, ['recruitment_officer']);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ result: 'failure', message: ROLE_NEEDED_MESSAGE });
    }
  });

  it("lists this service's rows, newest first, each named with the service, never kept by a browser", async () => {
    const response = await get(AUDIT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.service).toBe('careers');
    expect(body.entries.map((entry: { at: string }) => entry.at)).toEqual([
      '2026-01-07T08:00:00.000Z',
      '2026-01-06T09:00:00.000Z',
      '2026-01-05T10:00:00.000Z',
    ]);
    expect(body.entries.every((entry: { service: string }) => entry.service === 'careers')).toBe(true);
    expect(body.entries[1]).toMatchObject({
      action: 'application.shortlist',
      userId: '3',
      username: 'ravi.r',
      recordType: 'application',
      recordId: '11',
      reason: '=1+1',
    });
  });

  it('filters by user, action, dates (inclusive) and limit', async () => {
    const actions = async (query: string) =>
      (await get(`${AUDIT}?${query}`))
        .json()
        .entries.map((entry: { action: string; userId: string }) => `${entry.userId}:${entry.action}`);
    expect(await actions('user=3')).toEqual(['3:application.shortlist', '3:application.view']);
    expect(await actions('action=application.view')).toEqual(['4:application.view', '3:application.view']);
    expect(await actions('user=3&action=application.view')).toEqual(['3:application.view']);
    expect(await actions('from=2026-01-06&to=2026-01-06')).toEqual(['3:application.shortlist']);
    expect(await actions('from=2026-01-06')).toEqual(['4:application.view', '3:application.shortlist']);
    expect(await actions('to=2026-01-05')).toEqual(['3:application.view']);
    expect(await actions('limit=1')).toEqual(['4:application.view']);
    expect(await actions('user=99')).toEqual([]);
  });

  it('refuses a bad query with 400 JSON naming each field', async () => {
    const response = await get(`${AUDIT}?user=ravi&from=2026-13-40&limit=0&action=${'x'.repeat(61)}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.result).toBe('failure');
    expect(Object.keys(body.errors).sort()).toEqual(['action', 'from', 'limit', 'user']);
    const reversed = await get(`${AUDIT}?from=2026-01-07&to=2026-01-05`);
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    expect((await get(`${AUDIT}?limit=1001`)).statusCode).toBe(400);
  });
});
