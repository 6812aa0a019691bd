import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import type { JpegOptions, Metadata, PngOptions, SharpConstructor } from 'sharp';
import { formatBytes } from './file-kind';
import type { FileRule } from './multipart';
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
/** The parser's thread ends when no PDF came for this long, giving its memory back. */
const PDF_WORKER_IDLE_MS = 30_000;

export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read. Please choose another file.';
export const UNREADABLE_PDF_MESSAGE = 'This PDF could not be read. Please choose another file.';
export const TOO_MANY_PIXELS_MESSAGE = `Image must be at most ${Math.floor(MAX_IMAGE_PIXELS / 1e6)} megapixels`;
export const imageTooLargeMessage = (maxBytes: number) =>
  `This image could not be stored within ${formatBytes(maxBytes)}. Please send a smaller one.`;

// Loaded on first use: it adds some 20 MB to a process, which a service that never receives an
// image need not pay.
let sharpModule: Promise<SharpConstructor> | undefined;
function loadSharp(): Promise<SharpConstructor> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1); // one libvips thread and no operation cache: a small server's memory
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

let queue: Promise<unknown> = Promise.resolve();
/** Decoding is what costs memory: one file at a time in the process, whatever the requests. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

type Checked = { bytes?: Buffer; problem?: undefined } | { problem: string; reason: string };

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

/** The encodings tried in turn until one fits: same format as sent, as the services record it. */
function* encodings(format: 'jpeg' | 'png', meta: Metadata, pixels: number): Generator<JpegOptions | PngOptions> {
  const small = pixels <= SMALL_IMAGE_PIXELS;
  if (format === 'jpeg') {
    for (const quality of JPEG_QUALITIES) yield { quality, optimiseCoding: small };
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

async function reencodeImage(file: string, format: 'jpeg' | 'png', maxBytes: number): Promise<Checked> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only: a 90 KB PNG can claim 60000 × 60000 pixels (3.6 billion).
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { problem: UNREADABLE_IMAGE_MESSAGE, reason: String(error) };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (meta.format !== format || pixels === 0) {
    return { problem: UNREADABLE_IMAGE_MESSAGE, reason: `header says ${meta.format} ${meta.width}x${meta.height}` };
  }
  if (pixels > MAX_IMAGE_PIXELS) return { problem: TOO_MANY_PIXELS_MESSAGE, reason: `${meta.width}x${meta.height}` };

  for (const options of encodings(format, meta, pixels)) {
    let bytes: Buffer;
    try {
      // failOn 'error': corrupt or cut-off pixel data is refused; the warnings real cameras cause
      // are not. Output has no metadata unless asked for (sharp's default), autoOrient first.
      bytes = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true })
        .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })[format](options)
        .toBuffer();
    } catch (error) {
      return { problem: UNREADABLE_IMAGE_MESSAGE, reason: String(error) };
    }
    if (bytes.length <= maxBytes) return { bytes };
  }
  return { problem: imageTooLargeMessage(maxBytes), reason: 'larger than the limit once re-encoded' };
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
    const checked = await oneAtATime(() =>
      file.kind === 'pdf' ? checkPdf(file.tempPath) : reencodeImage(file.tempPath, file.kind, rules[name].maxBytes),
    );
    if (checked.problem !== undefined) {
      request.log.info({ field: name, kind: file.kind, reason: checked.reason.slice(0, 300) }, 'upload refused by its content');
      removeTemp(state, file.tempPath);
      delete files[name];
      errors[name] = checked.problem;
    } else if (checked.bytes) {
      const tempPath = path.join(path.dirname(file.tempPath), `${randomUUID()}.part`);
      state.temps.add(tempPath);
      await writeFile(tempPath, checked.bytes, { flag: 'wx', mode: 0o640 });
      removeTemp(state, file.tempPath);
      files[name] = { kind: file.kind, size: checked.bytes.length, tempPath };
    }
  }
}
