import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, servicePaths } from '@college/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPng } from '../../services/kit/test/fixture-files';
import { SAMARTH_PATH, SAMARTH_SUCCESS_MESSAGE } from '@college/info-service/contract';
import { SERVICE_DOWN_MESSAGE } from './plugins/app/service-proxy';
import { gatewayOver } from './test-gateway';
import { jsonLines, removeBundles, type ServiceProcess, startServiceProcess } from './test-processes';

/**
 * A crashed service loses nothing (decision 003), with real processes and a real data folder: the info service is
 * killed with SIGKILL while 100 forms with files are on their way; its supervisor brings it back,
 * and nothing that was answered "saved" is lost, the database is sound, and no file is left
 * without its row (or a row without its file).
 */
const FORMS = 100;
const CONCURRENCY = 8;

let tmp: string;
let service: ServiceProcess;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'));
  service = await startServiceProcess(path.join(tmp, 'data'));
  fs.writeFileSync(path.join(tmp, 'services.json'), JSON.stringify({ services: { info: { url: service.url } } }));
  fs.mkdirSync(path.join(tmp, 'shell'));
  fs.writeFileSync(path.join(tmp, 'remotes.json'), '{}');
  gateway = await gatewayOver(tmp, { supervision: () => ({ info: service.process.snapshot() }) });
  gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

afterAll(async () => {
  // A connection whose upload the gateway cut off may linger up to 10 s (app.ts discardRest).
  gateway?.server.closeAllConnections();
  await gateway?.close();
  await service?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  removeBundles();
});

function samarthForm(uhi: string): FormData {
  const form = new FormData();
  form.append('uhi_number', uhi);
  form.append('admission', `ADM-${uhi}`);
  // 128 KB each, so a kill lands while files are being written.
  form.append('image', new Blob([randomPng()], { type: 'image/png' }), 'proof.png');
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kill -9 while forms with files arrive', () => {
  it('is back within 10 s, keeps every answered form, stays sound and leaves no orphan file', async () => {
    const answered = new Set<string>();
    const attempts = { refused: 0, other: 0 };
    let killedAt = 0;
    let backAfterMs = Number.POSITIVE_INFINITY;
    let downAnswer: { health: unknown; form: unknown; formStatus: number } | undefined;

    const killWhenBusy = async () => {
      while (answered.size < 30) {
        // A refused form would otherwise keep this waiting until the test times out.
        if (attempts.other > 0) throw new Error(`the service refused a form before the kill (${attempts.other})`);
        await sleep(5);
      }
      const pid = service.process.pid!;
      killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      // While it is down the gateway says so, per service (in detail to a local caller).
      while (service.process.snapshot().state !== 'restarting') await sleep(5);
      const health = await fetch(`${gatewayUrl}/healthz`);
      const form = await fetch(`${gatewayUrl}${SAMARTH_PATH}`, { method: 'POST', body: samarthForm('during-outage') });
      downAnswer = { health: await health.json(), form: await form.json(), formStatus: form.status };
      while (
        !(await fetch(`${service.url}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        await sleep(50);
      backAfterMs = Date.now() - killedAt;
    };

    // Like people pressing "submit" again when the connection failed.
    const sendOne = async (uhi: string) => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        try {
          const response = await fetch(`${service.url}${SAMARTH_PATH}`, { method: 'POST', body: samarthForm(uhi) });
          const body = (await response.json()) as { result: string; message: string };
          if (response.status === 200 && body.result === 'success' && body.message === SAMARTH_SUCCESS_MESSAGE)
            answered.add(uhi);
          else attempts.other += 1;
          return;
        } catch {
          attempts.refused += 1;
          await sleep(100);
        }
      }
    };

    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < FORMS) await sendOne(`UHI-${String(next++).padStart(3, '0')}`);
    });
    await Promise.all([...workers, killWhenBusy()]);

    expect(killedAt).toBeGreaterThan(0);
    expect(backAfterMs, 'ms from the kill until /healthz answered again').toBeLessThan(10_000);
    expect(service.process.snapshot()).toMatchObject({ state: 'running', restarts: 1, lastExit: 'SIGKILL' });
    expect(attempts.refused).toBeGreaterThan(0); // the kill did hit requests in flight
    expect(attempts.other).toBe(0);
    expect(answered.size).toBe(FORMS);
    expect(downAnswer).toEqual({
      health: expect.objectContaining({
        status: 'not ok',
        services: { info: 'unreachable' },
        down: ['info'],
        processes: { info: { state: 'restarting', restarts: 0, quickFailures: 1, lastExit: 'SIGKILL' } },
      }),
      formStatus: 503,
      form: {
        result: 'failure',
        message: SERVICE_DOWN_MESSAGE,
        errors: {},
        service: 'info',
        requestId: expect.any(String),
      },
    });

    // An error answer's id, through the gateway, is in the service's own log line.
    const rejected = await fetch(`${gatewayUrl}${SAMARTH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"uhi_number":"x"}',
    });
    expect(rejected.status).toBe(415);
    const id = rejected.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await sleep(200);
    const line = jsonLines(service.logs).find((entry) => entry.reqId === id && entry.msg === 'request completed');
    expect(line).toMatchObject({ service: 'info', res: { statusCode: 415 } });

    await service.stop();
    const paths = servicePaths(path.join(tmp, 'data'), 'info');
    const db = openDatabase(paths.db);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare('select uhi_number, stored_file from samarth_verifications').all() as {
        uhi_number: string;
        stored_file: string;
      }[];
      const stored = new Set(rows.map((row) => row.uhi_number));
      expect([...answered].filter((uhi) => !stored.has(uhi))).toEqual([]);
      const files = fs.readdirSync(path.join(paths.uploads, 'samarth')).sort();
      expect(files).toEqual(rows.map((row) => row.stored_file).sort());
      expect(fs.readdirSync(paths.tmp)).toEqual([]);
      expect(db.prepare('select count(*) from kit_pending_uploads').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  }, 60_000);
});
