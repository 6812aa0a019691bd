import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertionVerifier } from '@college/service-kit/assertion';
import {
  officeAuditPath,
  SECOND_FACTOR_PATH,
  SESSION_COOKIE,
  SIGN_IN_PATH,
  USERS_PATH,
} from '@college/office-service/contract';
import { DEMO_ACCOUNTS } from '@college/office-service/demo-account-list';
import { buildGateway } from './app';
import { loadGatewayConfig } from './config';
import { SERVICE_DOWN_MESSAGE } from './plugins/app/service-proxy';
import { removeBundles, type ServiceProcess, startServiceProcess } from './test-processes';

const HOST = '127.0.0.1:3000';
const ORIGIN = `http://${HOST}`;

let tmp: string;
let office: ServiceProcess;
let gateway: FastifyInstance;
let stub: http.Server;
const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'office-door-'));
  fs.mkdirSync(path.join(tmp, 'shell'));
  // The office service as the launcher runs it (compiled, its own process, the test settings: demo accounts).
  office = await startServiceProcess(tmp, 'office');
  // A stand-in for another service, recording what reaches it.
  stub = http.createServer((request, response) => {
    seen.push({ url: request.url!, headers: request.headers });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const services = {
    services: {
      office: { url: office.url },
      admissions: { url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` },
      // Careers is down: nothing answers on port 9.
      careers: { url: 'http://127.0.0.1:9' },
    },
  };
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify(services));
  gateway = await buildGateway(
    loadGatewayConfig({
      SHELL_DIST: path.join(tmp, 'shell'),
      REMOTES_DIR: path.join(tmp, 'remotes'),
      REMOTES_CONFIG: path.join(tmp, 'remotes.json'),
      SERVICES_CONFIG: path.join(tmp, 'services.json'),
      DATA_DIR: tmp,
    }),
    { logger: false },
  );
  // Real connections too, for what a client sees of an upload cut off.
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  // A connection whose upload the gateway cut off may linger up to 10 s (discardRest).
  gateway?.server.closeAllConnections();
  await gateway?.close();
  await office?.stop();
  removeBundles();
  await new Promise((resolve) => stub?.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

const cookieIn = (response: { cookies: unknown }) =>
  (response.cookies as { name: string; value: string }[]).find((c) => c.name === SESSION_COOKIE)?.value;

/** Signs a demo account in through the gateway (once per account: a TOTP code works once). */
async function signIn(role: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const headers = { host: HOST, origin: ORIGIN };
  const first = await gateway.inject({
    method: 'POST',
    url: SIGN_IN_PATH,
    headers,
    payload: { username: account.username, password: account.password },
  });
  expect(first.statusCode).toBe(200);
  const code = await generate({ secret: account.totpSecret });
  const second = await gateway.inject({
    method: 'POST',
    url: SECOND_FACTOR_PATH,
    headers: { ...headers, cookie: `${SESSION_COOKIE}=${cookieIn(first)}`, 'x-csrf-token': first.json().csrfToken },
    payload: { code },
  });
  expect(second.statusCode).toBe(200);
  return { cookie: `${SESSION_COOKIE}=${cookieIn(second)}`, csrf: second.json().csrfToken as string };
}

describe('the office door at the gateway', () => {
  it('answers 401 JSON at the gateway, whatever the path, without a valid session; no service sees it', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/v1/office/admissions/applications' },
      { method: 'POST' as const, url: '/api/v1/office/admissions/applications/7/verify' },
      { method: 'GET' as const, url: '/api/v1/office/no-such-service/x' },
      { method: 'GET' as const, url: '/api/v1/office' },
      { method: 'GET' as const, url: USERS_PATH },
      { method: 'DELETE' as const, url: '/api/v1/office/admissions/x' },
    ];
    for (const call of calls) {
      for (const cookie of [undefined, `${SESSION_COOKIE}=made-up`]) {
        const response = await gateway.inject({
          ...call,
          headers: {
            host: HOST,
            origin: ORIGIN,
            'x-csrf-token': 'x',
            ...(cookie ? { cookie } : {}),
            'x-office-assertion': 'forged',
          },
        });
        expect(response.statusCode, `${call.method} ${call.url} ${cookie}`).toBe(401);
        expect(response.json()).toMatchObject({ result: 'failure' });
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    }
    expect(seen).toEqual([]);
  });

  it('forwards a signed-in call with a verifiable assertion for that service, and no client identity header or cookie', async () => {
    const session = await signIn('admission_officer');
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/v1/office/admissions/applications?page=2',
      headers: {
        host: HOST,
        cookie: session.cookie,
        'x-office-assertion': 'forged',
        'x-office-user': 'admin',
        authorization: 'Bearer x',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(seen).toHaveLength(1);
    const { url, headers } = seen[0];
    expect(url).toBe('/api/v1/office/admissions/applications?page=2');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-office-user']).toBeUndefined();
    const verify = assertionVerifier({ dataDir: tmp, env: {} });
    const identity = await verify(String(headers['x-office-assertion']), 'admissions');
    expect(identity).toMatchObject({
      username: 'demo.admission-officer',
      // The person's name too, so a service's pages say who decided by name.
      displayName: DEMO_ACCOUNTS.find((account) => account.role === 'admission_officer')!.displayName,
      roles: [{ role: 'admission_officer' }],
      requestId: headers['x-request-id'],
    });
    await expect(verify(String(headers['x-office-assertion']), 'results')).rejects.toThrow();
  });

  it('refuses office writes without the CSRF token or from another origin (403 JSON), before any service', async () => {
    const session = await signIn('document_verifier');
    const url = '/api/v1/office/admissions/applications/7/verify';
    const noToken = await gateway.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: ORIGIN, cookie: session.cookie },
      payload: {},
    });
    const wrongToken = await gateway.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: ORIGIN, cookie: session.cookie, 'x-csrf-token': 'wrong' },
      payload: {},
    });
    const crossOrigin = await gateway.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: 'https://evil.example', cookie: session.cookie, 'x-csrf-token': session.csrf },
      payload: {},
    });
    const noOrigin = await gateway.inject({
      method: 'POST',
      url,
      headers: { host: HOST, cookie: session.cookie, 'x-csrf-token': session.csrf },
      payload: {},
    });
    for (const response of [noToken, wrongToken, crossOrigin, noOrigin]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().result).toBe('failure');
    }
    expect(seen).toEqual([]);
    const good = await gateway.inject({
      method: 'POST',
      url,
      headers: { host: HOST, origin: ORIGIN, cookie: session.cookie, 'x-csrf-token': session.csrf },
      payload: {},
    });
    expect(good.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0].headers['x-csrf-token']).toBeUndefined();
  });

  it('lets an admin use the office service\u2019s own API and every service\u2019s audit part through the door, and no one else', async () => {
    const admin = await signIn('admin');
    const users = await gateway.inject({
      method: 'GET',
      url: USERS_PATH,
      headers: { host: HOST, cookie: admin.cookie },
    });
    expect(users.statusCode).toBe(200);
    expect(users.json().users.length).toBeGreaterThanOrEqual(8);
    // The office's part of the audit log (the kit's route) shows the admin's own sign-in; another
    // service's part goes to that service with an assertion made for it.
    const officePart = await gateway.inject({
      method: 'GET',
      url: `${officeAuditPath('office')}?action=sign-in`,
      headers: { host: HOST, cookie: admin.cookie },
    });
    expect(officePart.statusCode).toBe(200);
    expect(officePart.json()).toMatchObject({ result: 'success', service: 'office' });
    expect(officePart.json().entries.map((entry: { username: string }) => entry.username)).toContain('demo.admin');
    const otherPart = await gateway.inject({
      method: 'GET',
      url: `${officeAuditPath('admissions')}?limit=5`,
      headers: { host: HOST, cookie: admin.cookie },
    });
    expect(otherPart.statusCode).toBe(200);
    expect(seen.map((call) => call.url)).toEqual(['/api/v1/office/admissions/audit?limit=5']);
    await expect(
      assertionVerifier({ dataDir: tmp, env: {} })(String(seen[0].headers['x-office-assertion']), 'admissions'),
    ).resolves.toMatchObject({ roles: [{ role: 'admin' }] });
    const editor = await signIn('content_editor');
    expect(
      (await gateway.inject({ method: 'GET', url: USERS_PATH, headers: { host: HOST, cookie: editor.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('answers an upload cut off by a down service with 503 and closes the connection, rather than leave it waiting for the rest', async () => {
    const session = await signIn('recruitment_officer');
    const { port } = gateway.server.address() as AddressInfo;
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
    // A file of 1 MB of which only the first 64 KB are sent: still arriving when the service fails.
    socket.write(
      `POST /api/v1/office/careers/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.csrf}\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024, 1));
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000));
    expect(await Promise.race([closed, timeout])).toBe(true);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(body!)).toMatchObject({ result: 'failure', message: SERVICE_DOWN_MESSAGE, service: 'careers' });
    expect(seen).toEqual([]);
  });
});
