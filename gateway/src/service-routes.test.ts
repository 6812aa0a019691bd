import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admissions from '@college/admissions-service/contract';
import * as careers from '@college/careers-service/contract';
import * as info from '@college/info-service/contract';
import * as office from '@college/office-service/contract';
import * as records from '@college/records-service/contract';
import * as results from '@college/results-service/contract';
import { buildGateway } from './app';
import { GATEWAY_DIR, loadGatewayConfig, REPO_DIR } from './config';
import { CONTRACT_PATHS } from './service-routes';

const CONTRACTS: Record<string, Record<string, unknown>> = { info, records, admissions, results, careers, office };
const SERVICES_FILE = path.join(GATEWAY_DIR, 'config/services.json');

/** A contract's exported API and document paths, by export name. */
const pathConstants = (contract: Record<string, unknown>) =>
  Object.entries(contract).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && /^\/(api|uploads)\//.test(entry[1]),
  );

/** Every public path a contract names: its constants, and what its path helpers build. */
const BUILT: Record<string, string[]> = {
  info: [info.prospectusPath('2025-26'), `${info.NEWS_FILES_PREFIX}notice.pdf`],
  records: [records.financialDocumentPath('balancesheet2022')],
  admissions: [admissions.withId(admissions.DISTRICTS_PATH, 7)],
};
const pathsOf = (name: string) => [...pathConstants(CONTRACTS[name]).map(([, value]) => value), ...(BUILT[name] ?? [])];

/** A prefix matches itself and what is under it (as the proxy routes it). */
const covers = (prefix: string, target: string) => {
  const bare = prefix.replace(/\/$/, '');
  const pathname = target.split('?')[0];
  return pathname === bare || pathname.startsWith(`${bare}/`);
};

describe('gateway routing from the contracts', () => {
  let tmp: string;
  let gateway: FastifyInstance;
  const stubs: http.Server[] = [];

  // One stand-in per service, answering with its name: the real gateway, the real services.json.
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'service-routes-'));
    fs.mkdirSync(path.join(tmp, 'shell'));
    const env: NodeJS.ProcessEnv = {
      SHELL_DIST: path.join(tmp, 'shell'),
      REMOTES_DIR: path.join(tmp, 'remotes'),
      REMOTES_CONFIG: path.join(tmp, 'remotes.json'),
      SERVICES_CONFIG: SERVICES_FILE,
    };
    for (const name of Object.keys(CONTRACTS)) {
      const stub = http.createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ service: name, url: request.url }));
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      stubs.push(stub);
      env[`SERVICE_${name.toUpperCase()}_URL`] = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    }
    gateway = await buildGateway(loadGatewayConfig(env), { logger: false });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(stubs.map((stub) => new Promise((resolve) => stub.close(resolve))));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('sends every path of every contract, unchanged, to its own service', async () => {
    const wrong: string[] = [];
    for (const name of Object.keys(CONTRACTS)) {
      const paths = pathsOf(name);
      expect(paths.length, name).toBeGreaterThan(0);
      for (const target of paths) {
        const response = await gateway.inject({ method: 'GET', url: target });
        // Office paths behind the door (any service's) need a session: the gateway itself answers 401 (office-door.test.ts).
        if (covers('/api/v1/office', target) && !covers(office.SESSION_PREFIX, target)) {
          if (response.statusCode !== 401)
            wrong.push(`${target}: expected 401 at the office door, got ${response.statusCode}`);
          continue;
        }
        const body = String(response.headers['content-type']).includes('json') ? response.json() : {};
        if (body.service !== name || body.url !== target)
          wrong.push(`${target}: expected ${name}, got ${response.statusCode} ${body.service ?? ''} ${body.url ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('routes nothing that no contract names: no prefix of one service covers another service’s path', () => {
    const problems: string[] = [];
    for (const [name, prefixes] of Object.entries(CONTRACT_PATHS)) {
      expect(prefixes, `${name}: the gateway must take the contract's own list`).toBe(CONTRACTS[name].PUBLIC_PATHS);
      for (const prefix of prefixes) {
        if (!pathsOf(name).some((target) => covers(prefix, target)))
          problems.push(`${name}: ${prefix} covers none of its contract's paths`);
        for (const other of Object.keys(CONTRACTS).filter((o) => o !== name)) {
          for (const target of pathsOf(other))
            if (covers(prefix, target)) problems.push(`${name}: ${prefix} covers ${other}'s ${target}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every service with a contract in services.json, with the contract in its package', () => {
    const file = JSON.parse(fs.readFileSync(SERVICES_FILE, 'utf8')) as {
      services: Record<string, { package?: string }>;
    };
    expect(Object.keys(file.services).sort()).toEqual(Object.keys(CONTRACTS).sort());
    for (const [name, service] of Object.entries(file.services)) {
      expect(fs.existsSync(path.join(REPO_DIR, service.package ?? '', 'src/contract.ts')), name).toBe(true);
    }
  });

  it('has each path constant of a contract used by its service (a handler or a public folder)', () => {
    const unused: string[] = [];
    for (const name of Object.keys(CONTRACTS)) {
      const dir = path.join(REPO_DIR, 'services', name, 'src');
      const sources = fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.ts$/.test(file) && file !== 'contract.ts')
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
        .join('\n');
      for (const [constant] of pathConstants(CONTRACTS[name])) {
        if (!new RegExp(`\\b${constant}\\b`).test(sources)) unused.push(`${name}: ${constant}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
