/**
 * Admissions benchmark (issue 9): 50 applicants send the admission form at the same moment through
 * the gateway, each with 8 files: 6 documents just under the 1 MB limit (marksheets, Aadhaar card,
 * domicile, caste and transfer certificates) plus the photo and signature at their own limits
 * (100 KB, 50 KB), ~6.2 MB a form and ~310 MB in all. Uploads are streamed to disk, so memory must
 * stay flat: prints the peak resident memory of the gateway and of the admissions service (target
 * < 250 MB together), the time per form (p50, p95), and checks that exactly 50 applications and
 * 400 files were stored. The portal runs as `pnpm start` runs it, on free ports and a temporary
 * data folder (started once first, so the first start's seeding is not in the figures).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@college/service-kit';
import { LEAN_NODE_FLAGS } from '../server/lean-node';
import { descendants, LAUNCHER, labelOf, peakKb, portalEnvironment, repo, rssKb, stop, waitFor } from './start-portal';
import { PDF as SMALL_PDF, randomJpeg, randomPng } from '../../services/kit/test/fixture-files';
import { verhoeffDigit } from '../../services/admissions/src/contract';

const APPLICANTS = 50;
const TARGET_MB = 250;
const SAMPLE_MS = 25;

// Real files near each field's limit: the service decodes every image and parses every PDF.
// The PDF is a real one-page document padded after its end to 1 MB, like a scanned certificate.
const PDF = Buffer.concat([SMALL_PDF, Buffer.alloc(1000 * 1000 - SMALL_PDF.length, 0x20)]);
const JPEG = Buffer.from(await randomJpeg(330, 330));
const PNG = randomPng(96, 112);

type Lookup = { id: number; name?: string; state_name?: string; course?: string; subject?: string };
async function list(base: string, call: string): Promise<Lookup[]> {
  const response = await fetch(`${base}/api/v1/student/${call}`);
  if (!response.ok) throw new Error(`${call}: ${response.status}`);
  return ((await response.json()) as { data: Lookup[] }).data;
}

function form(n: number, ids: Record<string, string>): FormData {
  const first11 = `3${String(n).padStart(4, '0')}${String(Date.now()).slice(-6)}`;
  const body = new FormData();
  const fields: Record<string, string> = {
    // Names are letters only: applicant AA, AB, … (n from 1 to 50).
    fname: `Applicant ${String.fromCharCode(65 + Math.floor((n - 1) / 26))}${String.fromCharCode(65 + ((n - 1) % 26))}`,
    father_fname: 'Ramesh Kumar',
    mother_fname: 'Sunita Devi',
    dob: '2006-05-14',
    gender: 'Female',
    adhar_num: first11 + verhoeffDigit(first11),
    mobile: `9${String(n).padStart(9, '0')}`,
    email: `applicant${n}@example.org`,
    category: 'SC',
    caste_no: `SC/2024/${n}`,
    issue_date: '2024-03-11',
    religion: 'Hindu',
    marital: 'Unmarried',
    address: 'Village Rampur, Post Sarai',
    pincode: '221005',
    handicap: 'No',
    tc: 'Available',
    idempotency_key: `bench-${n}-${Date.now()}`,
    ...ids,
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('photo', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
  body.set('signature', new Blob([PNG], { type: 'image/png' }), 'signature.png');
  for (const name of ['highschool', 'inter', 'adhar', 'domicile', 'caste', 'transfer']) {
    body.set(name, new Blob([PDF], { type: 'application/pdf' }), `${name}.pdf`);
  }
  return body;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const filesUnder = (dir: string): number =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : 1), 0)
    : 0;

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admissions-bench-'));
const dataDir = path.join(temp, 'data');
const { base, env: ownPorts } = await portalEnvironment(dataDir);
// Production limits: all 50 forms come from one address (the gateway passes on the client's), which
// the per-address form limit (60 in 10 minutes) allows; the per-person limit sees 50 different people.
const env = { ...process.env, ...ownPorts };
delete env.RATE_LIMIT_FORM_MAX;
delete env.RATE_LIMIT_FORM_WINDOW;
const start = () => spawn(process.execPath, [...LEAN_NODE_FLAGS, LAUNCHER], { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] });

const seeding = start();
await waitFor(`${base}/healthz`, seeding);
await stop(seeding);
const portal = start();

try {
  await waitFor(`${base}/healthz`, portal);
  const service = descendants(portal.pid!).find((pid) => labelOf(pid).startsWith('service admissions'));
  if (!service) throw new Error('the admissions service process was not found');

  const state = (await list(base, 'getAllState')).find((entry) => entry.state_name === 'Uttar Pradesh')!;
  const district = (await list(base, `getDistrictByStateId?id=${state.id}`))[0];
  const subDistrict = (await list(base, `getSubDistrictByDistrictId?id=${district.id}`))[0];
  const course = (await list(base, 'getAllCourse')).find((entry) => entry.course === 'B.A.')!;
  const majors = await list(base, `getAllMajorSubjectByCourse?id=${course.id}`);
  const ids = {
    state: String(state.id),
    city: String(district.id),
    district: String(subDistrict.id),
    course: String(course.id),
    major_subfirst: String(majors[0].id),
    major_secund: String(majors[1].id),
    major_theard: String(majors[2].id),
    minor_sub: '0',
    cocurricular_sub: '0',
    vocational_sub: '0',
  };
  const forms = Array.from({ length: APPLICANTS }, (_, n) => form(n + 1, ids));

  const peak = { gateway: rssKb(portal.pid!), service: rssKb(service), together: 0 };
  const sampler = setInterval(() => {
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

  console.log(`\n${APPLICANTS} concurrent saveApplicant through the gateway, 8 files each (${((6 * PDF.length + JPEG.length + PNG.length) / 1e6).toFixed(2)} MB a form)`);
  console.log(`all answered in ${(wallMs / 1000).toFixed(1)} s; per form p50 ${(percentile(times, 50) / 1000).toFixed(2)} s, p95 ${(percentile(times, 95) / 1000).toFixed(2)} s; answers: ${results.length - failed.length} × 200${failed.length ? `, ${failed.length} others (first: ${failed[0].status} ${failed[0].text.slice(0, 200)})` : ''}`);
  console.log(`resident memory before: gateway ${mb(atStart.gateway)} MB, admissions service ${mb(atStart.service)} MB`);
  console.log(`peak while sending (every ${SAMPLE_MS} ms): gateway ${mb(peak.gateway)} MB, admissions service ${mb(peak.service)} MB, together ${mb(peak.together)} MB (target < ${TARGET_MB} MB) ${peak.together / 1024 < TARGET_MB ? 'ok' : 'OVER'}`);
  console.log(`peak since start (VmHWM): gateway ${mb(peakKb(portal.pid!))} MB, admissions service ${mb(peakKb(service))} MB`);
  console.log(`stored: ${stored} applications (expected ${APPLICANTS}), ${files} files (expected ${APPLICANTS * 8}) ${stored === APPLICANTS && files === APPLICANTS * 8 ? 'ok' : 'WRONG'}`);
  if (stored !== APPLICANTS || files !== APPLICANTS * 8 || failed.length > 0) process.exitCode = 1;
} finally {
  await stop(portal);
  fs.rmSync(temp, { recursive: true, force: true });
}
