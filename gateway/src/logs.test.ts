import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture } from '../../services/kit/test/helpers';
import { gatewayOver, writeTestBuilds } from './test-gateway';

/** What the gateway writes to its log about the addresses it was asked for. */
let tmp: string;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let lines: string[];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-logs-'));
  writeTestBuilds(tmp);
  upstream = Fastify();
  upstream.get('/api/v1/api/getAllNews', async () => ({ result: 'success', data: [] }));
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify({ services: { info: { url }, office: { url } } }));
  const capture = logCapture();
  lines = capture.lines;
  gateway = await gatewayOver(tmp, { logger: true, logStream: capture.stream }, { DATA_DIR: tmp, LOG_LEVEL: 'debug' });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('logged addresses', () => {
  it('hold the path and the names of the query parameters, never a search for a name or an e-mail', async () => {
    const search = 'q=someone%40example.org&who=Priya+Kumari&page=2';
    const asked = [
      `/api/v1/office/admissions/applications?${search}`,
      `/office/users?${search}`,
      // Proxied to its service: the proxy logs the address it fetches too.
      `/api/v1/api/getAllNews?${search}`,
    ];
    for (const url of asked) await gateway.inject({ url, headers: { host: '127.0.0.1:3000' } });
    const text = lines.join('\n');
    for (const value of ['someone', 'example.org', 'Priya', 'page=2']) expect(text).not.toContain(value);
    expect(text).toContain('/api/v1/office/admissions/applications?q&who&page');
    expect(text).toContain('/api/v1/api/getAllNews?q&who&page');
    expect(text).toContain('fetching from remote server');
  });
});
