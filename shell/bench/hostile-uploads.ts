/**
 * Hostile uploads benchmark: can one client's crafted images delay another applicant? The admissions
 * service runs in this process (as the tests build it, on a temporary data folder, listening on a
 * free port; no `pnpm build` needed) and trusts loopback, so each sender names its own address in
 * X-Forwarded-For as the gateway would. Times a genuine admission form (the admissions bench's:
 * six 1 MB PDFs, a photo, a signature) alone, then again while 5 hostile forms from 5 other addresses
 * are being checked: valid fields, and 8 crafted noise JPEGs of 4096 × 4096 just under the 1 MB limit,
 * each needing several re-encodings. Target: the genuine form within 1.5 × its time alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodesStarted } from '@college/service-kit';
import { buildApp } from '../../services/admissions/src/app';
import { SAVE_APPLICANT_PATH } from '../../services/admissions/src/contract';
import { craftedNoiseJpeg } from '../../services/kit/test/fixture-files';
import { admissionChoices, admissionForm } from './admission-form';

const TARGET_RATIO = 1.5;
const HOSTILE_CLIENTS = 5;
const GENUINE_RUNS = 11;
const WARM_UP_MS = 5000;
const MB = 1024 * 1024;
const SIDE = 4096;
/** The fields the form keeps for an SC applicant with a transfer certificate and a disability: seven, and income (hidden, never decoded). */
const HOSTILE_FIELDS = ['highschool', 'inter', 'adhar', 'domicile', 'caste', 'transfer', 'pwd_certificate', 'income'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => (ms / 1000).toFixed(2);

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-bench-'));
let clock = new Date();
const app = await buildApp({
  dataDir: path.join(temp, 'data'),
  logger: false,
  env: {},
  now: () => clock,
  // Many people from the bench's few addresses: the per-person limits are not what is measured.
  identityLimit: { max: 1000, windowMs: 60_000 },
});

try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  // Inside the admission window of the settings in force, whatever today is.
  clock = new Date(`${app.admissionSession.current().opens}T12:00:00Z`);
  const choices = await admissionChoices(base);

  let person = 0;
  const post = (body: FormData, address: string, signal?: AbortSignal) =>
    fetch(`${base}${SAVE_APPLICANT_PATH}`, { method: 'POST', body, headers: { 'x-forwarded-for': address }, signal });
  async function genuine(): Promise<number> {
    const began = performance.now();
    // Each run a different applicant, from an address of its own.
    const response = await post(admissionForm(++person, choices), `198.51.100.${person}`);
    const text = await response.text();
    if (response.status !== 200) throw new Error(`the genuine form got ${response.status}: ${text.slice(0, 300)}`);
    return performance.now() - began;
  }

  const crafted = await craftedNoiseJpeg(SIDE, MB);
  console.log(
    `crafted file: ${(crafted.bytes.length / 1024).toFixed(0)} KB of noise, ${SIDE} × ${SIDE}, JPEG quality ${crafted.quality}; fits the 1 MB field after ${crafted.steps} re-encoding(s)`,
  );
  const hostileForm = () => {
    const body = admissionForm(++person, choices);
    body.set('handicap', 'Yes');
    body.set('dis_type', 'Locomotor disability');
    body.set('pwd_percent', '40');
    for (const field of HOSTILE_FIELDS)
      body.set(field, new Blob([new Uint8Array(crafted.bytes)], { type: 'image/jpeg' }), `${field}.jpg`);
    return body;
  };

  await genuine(); // warm-up: the file-check helper and its PDF thread start on the first files
  const alone: number[] = [];
  for (let i = 0; i < GENUINE_RUNS; i++) alone.push(await genuine());

  // Each hostile client sends its next form as soon as one is answered: 5 always in flight.
  const stop = new AbortController();
  const before = decodesStarted();
  const hostile = Array.from({ length: HOSTILE_CLIENTS }, async (_, i) => {
    const answers: number[] = [];
    while (!stop.signal.aborted) {
      try {
        const response = await post(hostileForm(), `203.0.113.${i + 1}`, stop.signal);
        await response.text();
        answers.push(response.status);
      } catch {
        break; // aborted: the measurement is over
      }
    }
    return answers;
  });
  // An attack under way: the hostile forms have kept the checks busy for a while (WARM_UP_MS). In its
  // first second or two a genuine form shares the checks about evenly with the newcomers, since the
  // queue favours whoever has held the checks least lately.
  while (decodesStarted() < before + 2 * HOSTILE_CLIENTS) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const underLoad: number[] = [];
  for (let i = 0; i < GENUINE_RUNS; i++) underLoad.push(await genuine());
  const steps = decodesStarted() - before;
  stop.abort();
  const answered = (await Promise.all(hostile)).flat();

  const ratio = median(underLoad) / median(alone);
  console.log(`genuine form alone: median ${seconds(median(alone))} s (${alone.map(seconds).join(', ')})`);
  console.log(
    `with ${HOSTILE_CLIENTS} hostile forms always in flight (8 crafted JPEGs each, ${HOSTILE_CLIENTS} other addresses): median ${seconds(median(underLoad))} s (${underLoad.map(seconds).join(', ')})`,
  );
  console.log(
    `decoding steps meanwhile: ${steps}; hostile forms answered meanwhile: ${answered.length} (${answered.join(', ') || 'none'})`,
  );
  console.log(
    `ratio ${ratio.toFixed(2)} × alone (target ≤ ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'ok' : 'MISSED'}`,
  );
  if (ratio > TARGET_RATIO) process.exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(temp, { recursive: true, force: true });
}
