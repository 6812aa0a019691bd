import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import { type FileRule, formatBytes } from './file-kind';
import { type ReceivedFile, removeTemp, uploadStateOf } from './uploads';

/**
 * The first bytes (file-kind.ts) only say what a file claims to be. Before a file is kept, this
 * decodes it: an image is re-encoded and the new file is what is stored (without EXIF, GPS
 * position, comments; turned upright first), a PDF must parse and have a page. A PDF is kept as
 * sent: re-saving it would break the signatures of certificates from DigiLocker and the like.
 *
 * Memory is what a service has least of (systemd MemoryHigh 160 MB, about 80 MB in use), so the
 * limits below keep one check within some 60–70 MB, and checks run one at a time per process.
 */

/** 4096 × 4096: a 12 or 16 MP phone photo, an A4 scan at 400 dpi. Turning one upright holds it whole (3 bytes a pixel). */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/** Up to this size, encoders that hold the whole image (Huffman optimisation, palette) are worth their memory. */
const SMALL_IMAGE_PIXELS = 4_000_000;
/** A sender's image never takes this long; a crafted one might. */
const IMAGE_TIMEOUT_SECONDS = 15;
/** What the JPEG quality steps down through until the new file fits the field's limit. */
const JPEG_QUALITIES = [85, 75, 65, 50];
/**
 * Bytes pdf-lib may inflate while loading one PDF (object and cross-reference streams, counted as
 * allocated, outside its heap): a 1000-page document needs 1.4 MB; a 0.5 MB deflate bomb, 512 MB.
 */
export const PDF_DECODE_BUDGET = 8 * 1024 * 1024;
/**
 * The PDF parser's heap. Parsed objects take up to ~45 times their bytes (a crafted 2 MB PDF of
 * numbers: 95 MB); a real document needs a few MB (2000 pages: 36 MB). Past it the parse fails,
 * not the service.
 */
export const PDF_HEAP_MB = 48;
/** The parser's thread ends when no PDF came for this long, giving its memory back (a burst keeps it). */
const PDF_WORKER_IDLE_MS = 10_000;

export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read. Please choose another file.';
export const UNREADABLE_PDF_MESSAGE = 'This PDF could not be read. Please choose another file.';
export const TOO_MANY_PIXELS_MESSAGE = `Image must be at most ${Math.floor(MAX_IMAGE_PIXELS / 1e6)} megapixels`;
export const imageTooLargeMessage = (maxBytes: number) =>
  `This image could not be stored within ${formatBytes(maxBytes)}. Please send a smaller one.`;

let queue: Promise<unknown> = Promise.resolve();
/** Decoding is what costs memory: one file at a time in the process, whatever the requests. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

type Checked = { size?: number; problem?: undefined } | { problem: string; reason: string };

/**
 * The PDF check's thread: pdf-lib with a heap of its own (PDF_HEAP_MB), so a crafted PDF costs
 * that thread, not the service. pdf-lib has no limit on what it inflates, so its one growing-buffer
 * method (every filter uses it) counts against a budget; pdf-lib skips an object that fails and
 * goes on, so the budget is looked at after the load. It also tells of every object it skips on
 * the console: muted, or a crafted PDF could write thousands of lines.
 */
const PDF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
console.log = console.warn = () => {};
const { PDFDocument } = require(workerData.pdfLib);
const DecodeStream = require(workerData.decodeStream).default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
if (typeof ensureBuffer !== 'function') throw new Error('pdf-lib changed: DecodeStream.ensureBuffer is gone');
let left = 0;
DecodeStream.prototype.ensureBuffer = function (requested) {
  const before = this.buffer.byteLength;
  const buffer = ensureBuffer.call(this, requested);
  if ((left -= buffer.byteLength - before) < 0) throw new Error('decode budget spent');
  return buffer;
};
parentPort.on('message', async (bytes) => {
  left = workerData.budget;
  try {
    // ignoreEncryption: certificates from some portals come encrypted (an owner password only).
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = document.getPageCount();
    parentPort.postMessage(left < 0 ? 'inflates past the decode budget' : pages > 0 ? null : 'no pages');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
});
`;

let pdfWorker: Worker | undefined;
let pdfWorkerIdle: NodeJS.Timeout | undefined;

function startPdfWorker(): Worker {
  const require = createRequire(import.meta.url);
  const worker = new Worker(PDF_WORKER_SOURCE, {
    eval: true,
    workerData: {
      pdfLib: require.resolve('pdf-lib'),
      decodeStream: require.resolve('pdf-lib/cjs/core/streams/DecodeStream.js'),
      budget: PDF_DECODE_BUDGET,
    },
    resourceLimits: { maxOldGenerationSizeMb: PDF_HEAP_MB, maxYoungGenerationSizeMb: 4 },
  });
  worker.once('exit', () => {
    if (pdfWorker === worker) pdfWorker = undefined;
  });
  return worker;
}

/** Why the PDF is not one (null: it is), from the worker. Run one at a time. */
function parsePdf(bytes: Buffer): Promise<string | null> {
  clearTimeout(pdfWorkerIdle);
  const worker = (pdfWorker ??= startPdfWorker());
  worker.ref();
  return new Promise((resolve, reject) => {
    const settle = (finish: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
      pdfWorkerIdle = setTimeout(() => {
        if (pdfWorker === worker) pdfWorker = undefined; // the next check starts a new one
        void worker.terminate();
      }, PDF_WORKER_IDLE_MS).unref();
      finish();
    };
    const onMessage = (problem: string | null) => settle(() => resolve(problem));
    const onError = (error: NodeJS.ErrnoException) => {
      if (pdfWorker === worker) pdfWorker = undefined;
      // Out of its heap: the PDF's doing. Anything else (pdf-lib missing, changed): the service's.
      settle(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve('past the parser heap') : reject(error)));
    };
    const onExit = (code: number) => settle(() => reject(new Error(`the PDF check's thread stopped (${code})`)));
    worker.on('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage(bytes);
  });
}

async function checkPdf(file: string): Promise<Checked> {
  const problem = await parsePdf(await readFile(file));
  return problem === null ? {} : { problem: UNREADABLE_PDF_MESSAGE, reason: problem };
}

/**
 * Images are re-encoded in a helper process, not in the service: loading sharp (libvips) costs a
 * process some 25 MB (measured: 42 → 67 MB RSS) that glibc and the loaded library never give back,
 * which left a service at ~1.6 × a Fastify hello-world after a burst of uploads (shell/bench/rss.ts).
 * The helper is started on the first image and ends when no image came for IMAGE_HELPER_IDLE_MS:
 * its memory goes with it. It writes the new file itself (at `out`) and answers only a problem.
 */
const IMAGE_HELPER_SOURCE = `
const { writeFileSync } = require('node:fs');
const sharp = require(process.env.COLLEGE_SHARP);
sharp.concurrency(1); // one libvips thread and no operation cache: a small server's memory
sharp.cache(false);
const { maxPixels, smallPixels, timeoutSeconds, jpegQualities, messages } = JSON.parse(process.env.COLLEGE_IMAGE_LIMITS);

// The encodings tried in turn until one fits: same format as sent, as the services record it.
function* encodings(format, meta, pixels) {
  const small = pixels <= smallPixels;
  if (format === 'jpeg') {
    for (const quality of jpegQualities) yield { quality, optimiseCoding: small };
    return;
  }
  // A palette image (a scanned signature: 1 bit) keeps its palette; a large one becomes 8-bit.
  if (meta.isPalette && small) {
    yield { palette: true, colours: 2 ** Math.min(8, meta.bitsPerSample ?? 8), quality: 100, dither: 0, compressionLevel: 9 };
  } else {
    yield { compressionLevel: 9, adaptiveFiltering: true };
  }
  if (small) yield { palette: true, quality: 90, compressionLevel: 9 };
}

async function reencode({ file, format, maxBytes, out, tooLarge }) {
  let meta;
  try {
    // The header only: a 90 KB PNG can claim 60000 × 60000 pixels (3.6 billion).
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { problem: messages.unreadable, reason: String(error) };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (meta.format !== format || pixels === 0) {
    return { problem: messages.unreadable, reason: 'header says ' + meta.format + ' ' + meta.width + 'x' + meta.height };
  }
  if (pixels > maxPixels) return { problem: messages.tooManyPixels, reason: meta.width + 'x' + meta.height };
  for (const options of encodings(format, meta, pixels)) {
    let bytes;
    try {
      // failOn 'error': corrupt or cut-off pixel data is refused; the warnings real cameras cause
      // are not. Output has no metadata unless asked for (sharp's default), autoOrient first.
      bytes = await sharp(file, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true })
        .timeout({ seconds: timeoutSeconds })[format](options)
        .toBuffer();
    } catch (error) {
      return { problem: messages.unreadable, reason: String(error) };
    }
    if (bytes.length <= maxBytes) {
      writeFileSync(out, bytes, { flag: 'wx', mode: 0o640 });
      return { size: bytes.length };
    }
  }
  return { problem: tooLarge, reason: 'larger than the limit once re-encoded' };
}

process.on('message', async (job) => {
  let answer;
  try {
    answer = await reencode(job);
  } catch (error) {
    answer = { error: String(error) };
  }
  process.send({ id: job.id, ...answer });
});
process.on('disconnect', () => process.exit(0)); // the service ended
`;

/** The image helper ends when no image came for this long (a burst keeps it). */
const IMAGE_HELPER_IDLE_MS = 10_000;

type ImageAnswer = { id: number; size?: number; problem?: string; reason?: string; error?: string };
let imageHelper: ChildProcess | undefined;
let imageHelperIdle: NodeJS.Timeout | undefined;
let nextJob = 0;

function startImageHelper(): ChildProcess {
  const require = createRequire(import.meta.url);
  const helper = spawn(process.execPath, ['--max-semi-space-size=1', '--v8-pool-size=1', '-e', IMAGE_HELPER_SOURCE], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_OPTIONS: undefined,
      COLLEGE_SHARP: require.resolve('sharp'),
      COLLEGE_IMAGE_LIMITS: JSON.stringify({
        maxPixels: MAX_IMAGE_PIXELS,
        smallPixels: SMALL_IMAGE_PIXELS,
        timeoutSeconds: IMAGE_TIMEOUT_SECONDS,
        jpegQualities: JPEG_QUALITIES,
        messages: { unreadable: UNREADABLE_IMAGE_MESSAGE, tooManyPixels: TOO_MANY_PIXELS_MESSAGE },
      }),
    },
  });
  helper.once('exit', () => {
    if (imageHelper === helper) imageHelper = undefined;
  });
  helper.on('error', () => {
    if (imageHelper === helper) imageHelper = undefined;
  });
  return helper;
}

/** Re-encodes `file` into `out` (in the helper process); run one at a time. */
function reencodeImage(file: string, format: 'jpeg' | 'png', maxBytes: number, out: string): Promise<Checked> {
  clearTimeout(imageHelperIdle);
  const helper = (imageHelper ??= startImageHelper());
  helper.ref();
  (helper.channel as { ref?: () => void } | undefined)?.ref?.();
  const id = nextJob++;
  return new Promise<Checked>((resolve, reject) => {
    const settle = (finish: () => void) => {
      helper.off('message', onMessage).off('exit', onExit).off('error', onError);
      // Idle, it must not keep the service (or a test) running.
      helper.unref();
      (helper.channel as { unref?: () => void } | undefined)?.unref?.();
      imageHelperIdle = setTimeout(() => {
        if (imageHelper === helper) imageHelper = undefined; // the next image starts a new one
        helper.kill();
      }, IMAGE_HELPER_IDLE_MS).unref();
      finish();
    };
    const onMessage = (answer: ImageAnswer) => {
      if (answer.id !== id) return;
      if (answer.error !== undefined) return settle(() => reject(new Error(`the image check failed: ${answer.error}`)));
      const { problem, reason = '', size } = answer;
      settle(() => resolve(problem === undefined ? { size } : { problem, reason }));
    };
    // An image that brings libvips down is the image's doing: refused, and the next starts a new helper.
    const onExit = (code: number | null, signal: string | null) => {
      if (imageHelper === helper) imageHelper = undefined;
      settle(() => resolve({ problem: UNREADABLE_IMAGE_MESSAGE, reason: `the image helper stopped (${signal ?? code})` }));
    };
    const onError = (error: Error) => {
      if (imageHelper === helper) imageHelper = undefined;
      settle(() => reject(error));
    };
    helper.on('message', onMessage).once('exit', onExit).once('error', onError);
    helper.send({ id, file, format, maxBytes, out, tooLarge: imageTooLargeMessage(maxBytes) });
  });
}

/**
 * Checks every received file of a form by decoding it (one at a time). An image's temp file is
 * replaced by its re-encoded one; a refused file's temp file is removed, and its field gets the
 * message in `errors`, next to the form's other problems.
 */
export async function checkFileContents(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  files: Record<string, ReceivedFile>,
  errors: Record<string, string>,
): Promise<void> {
  const state = uploadStateOf(request);
  for (const [name, file] of Object.entries(files)) {
    // An image's new file (written by the helper); listed first, so the request's end removes it.
    const out = file.kind === 'pdf' ? undefined : path.join(path.dirname(file.tempPath), `${randomUUID()}.part`);
    if (out) state.temps.add(out);
    const checked = await oneAtATime(() =>
      file.kind === 'pdf' ? checkPdf(file.tempPath) : reencodeImage(file.tempPath, file.kind, rules[name].maxBytes, out!),
    );
    if (checked.problem !== undefined) {
      request.log.info({ field: name, kind: file.kind, reason: checked.reason.slice(0, 300) }, 'upload refused by its content');
      removeTemp(state, file.tempPath);
      if (out) removeTemp(state, out);
      delete files[name];
      errors[name] = checked.problem;
    } else if (out) {
      removeTemp(state, file.tempPath);
      files[name] = { kind: file.kind, size: checked.size!, tempPath: out };
    }
  }
}
