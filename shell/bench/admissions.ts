/**
 * Admissions benchmark: 50 applicants send the admission form at the same moment through
 * the gateway, each with 8 files: 6 documents just under the 1 MB limit (marksheets, Aadhaar card,
 * domicile, caste and transfer certificates) plus the photo and signature at their own limits
 * (100 KB, 50 KB), ~6.2 MB a form and ~310 MB in all. Uploads are streamed to disk, so memory must
 * stay flat: prints the peak resident memory of the gateway and of the admissions service (target
 * < 250 MB together) and, beside it, of the service's file-check helper (it re-encodes images and
 * parses PDFs one at a time, and ends when idle), the time per form (p50, p95), and checks that
 * exactly 50 applications and 400 files were stored. The portal runs as `pnpm start` runs it, on free ports and a temporary
 * data folder (started once first, so the first start's seeding is not in the figures).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@college/service-kit';
import { LEAN_NODE_FLAGS } from '@college/service-kit/lean-node';
import { descendants, LAUNCHER, labelOf, peakKb, portalEnvironment, repo, rssKb, stop, waitFor } from './start-portal';
import { admissionChoices, admissionForm, FORM_FILE_BYTES } from './admission-form';

const APPLICANTS = 50;
const TARGET_MB = 250;
const SAMPLE_MS = 25;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const filesUnder = (dir: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((sum, entry) => sum + (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : 1), 0)
    : 0;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admissions-bench-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);
// Production limits: all 50 forms come from one address (the gateway passes on the client's), which
// the per-address form limit (60 in 10 minutes) allows; the per-person limit sees 50 different people.
// The 50 forms at once stand for 50 people, not one client: the gateway's cap on one client's
// bodies still arriving would refuse most of them.
const env: NodeJS.ProcessEnv = { ...process.env, ...ownPorts, MAX_BODIES_PER_CLIENT: '1000' };
delete env.RATE_LIMIT_FORM_MAX;
delete env.RATE_LIMIT_FORM_WINDOW;
const start = () =>
  spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });

const seeding = start();
await waitFor(`${base}/healthz`, seeding);
await stop(seeding);
const portal = start();

try {
  await waitFor(`${base}/healthz`, portal);
  const service = descendants(portal.pid!).find((pid) => labelOf(pid).startsWith('service admissions'));
  if (!service) throw new Error('the admissions service process was not found');

  const choices = await admissionChoices(base);
  const forms = Array.from({ length: APPLICANTS }, (_, n) => admissionForm(n + 1, choices));

  const peak = { gateway: rssKb(portal.pid!), service: rssKb(service), together: 0, helper: 0 };
  let helper: number | undefined;
  let samples = 0;
  const sampler = setInterval(() => {
    try {
      if (samples++ % 10 === 0) helper = descendants(service)[0];
      if (helper !== undefined) peak.helper = Math.max(peak.helper, rssKb(helper));
    } catch {
      helper = undefined; // it ended when idle
    }
    try {
      const gateway = rssKb(portal.pid!);
      const own = rssKb(service);
      peak.gateway = Math.max(peak.gateway, gateway);
      peak.service = Math.max(peak.service, own);
      peak.together = Math.max(peak.together, gateway + own);
    } catch {
      // a process ended: the checks below say so
    }
  }, SAMPLE_MS);
  const atStart = { gateway: rssKb(portal.pid!), service: rssKb(service) };

  const began = performance.now();
  const results = await Promise.all(
    forms.map(async (body) => {
      const sent = performance.now();
      const response = await fetch(`${base}/api/v1/student/saveApplicant`, { method: 'POST', body });
      const text = await response.text();
      return { status: response.status, ms: performance.now() - sent, text };
    }),
  );
  const wallMs = performance.now() - began;
  clearInterval(sampler);

  const times = results.map((result) => result.ms);
  const failed = results.filter((result) => result.status !== 200);
  const db = openDatabase(path.join(dataDir, 'admissions', 'db.sqlite'));
  const stored = db.prepare<[], number>('select count(*) from applications').pluck().get()!;
  db.close();
  const files = filesUnder(path.join(dataDir, 'admissions', 'uploads', 'applications'));
  const mb = (kb: number) => (kb / 1024).toFixed(1);

  console.log(
    `\n${APPLICANTS} concurrent saveApplicant through the gateway, 8 files each (${(FORM_FILE_BYTES / 1e6).toFixed(2)} MB a form)`,
  );
  console.log(
    `all answered in ${(wallMs / 1000).toFixed(1)} s; per form p50 ${(percentile(times, 50) / 1000).toFixed(2)} s, p95 ${(percentile(times, 95) / 1000).toFixed(2)} s; answers: ${results.length - failed.length} × 200${failed.length ? `, ${failed.length} others (first: ${failed[0].status} ${failed[0].text.slice(0, 200)})` : ''}`,
  );
  console.log(
    `resident memory before: gateway ${mb(atStart.gateway)} MB, admissions service ${mb(atStart.service)} MB`,
  );
  console.log(
    `peak while sending (every ${SAMPLE_MS} ms): gateway ${mb(peak.gateway)} MB, admissions service ${mb(peak.service)} MB, together ${mb(peak.together)} MB (target < ${TARGET_MB} MB) ${peak.together / 1024 < TARGET_MB ? 'ok' : 'OVER'}`,
  );
  console.log(`file-check helper's peak (decodes the forms' files, one at a time): ${mb(peak.helper)} MB`);
  console.log(
    `peak since start (VmHWM): gateway ${mb(peakKb(portal.pid!))} MB, admissions service ${mb(peakKb(service))} MB`,
  );
  console.log(
    `stored: ${stored} applications (expected ${APPLICANTS}), ${files} files (expected ${APPLICANTS * 8}) ${stored === APPLICANTS && files === APPLICANTS * 8 ? 'ok' : 'WRONG'}`,
  );
  if (stored !== APPLICANTS || files !== APPLICANTS * 8 || failed.length > 0) process.exitCode = 1;
} finally {
  await stop(portal);
  fs.rmSync(temp, { recursive: true, force: true });
}
