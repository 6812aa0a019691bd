// @ts-check
/**
 * The file-check helper process (file-check.ts starts it on the first file to decode and lets it
 * end when idle): re-encodes one image per job with sharp (libvips), or parses one PDF in its PDF
 * thread (pdf-check.cjs). Their memory (libvips, pdf-lib and the parsed objects: some 35–65 MB in
 * a burst) goes with this process instead of staying in the service's. For an image it writes the
 * new file itself (at `out`) and answers only a problem. Its limits and messages come from the
 * service, in COLLEGE_FILE_CHECKS; the paths of sharp, pdf-lib and its DecodeStream in COLLEGE_SHARP,
 * COLLEGE_PDF_LIB and COLLEGE_PDF_DECODE_STREAM.
 */
const { readFileSync, writeFileSync } = require('node:fs');
const { Worker } = require('node:worker_threads');

/**
 * @type {{ smallPixels: number, timeoutSeconds: number, jpegQualities: number[], pdfHeapMb: number,
 *   pdfDecodeBudget: number, messages: { unreadable: string, unreadablePdf: string } }}
 */
const { smallPixels, timeoutSeconds, jpegQualities, pdfHeapMb, pdfDecodeBudget, messages } = JSON.parse(
  String(process.env.COLLEGE_FILE_CHECKS),
);

/** @type {typeof import('sharp') | undefined} */
let loadedSharp;
/** sharp on the first image: a helper that only ever parses PDFs never loads libvips. */
function sharp() {
  if (!loadedSharp) {
    loadedSharp = /** @type {typeof import('sharp')} */ (require(String(process.env.COLLEGE_SHARP)));
    loadedSharp.concurrency(1); // one libvips thread and no operation cache: a small server's memory
    loadedSharp.cache(false);
  }
  return loadedSharp;
}

/**
 * @typedef {{ id: number, kind: 'image', file: string, format: 'jpeg' | 'png', maxBytes: number, maxPixels: number,
 *   out: string, step: number, tooLarge: string, tooManyPixels: string }} ImageJob
 * @typedef {{ id: number, kind: 'pdf', file: string }} PdfJob
 * @typedef {{ size?: number, again?: boolean, problem?: string, reason?: string, error?: string }} Answer
 */

/**
 * The encodings tried in turn until one fits: same format as sent, as the services record it.
 * @param {'jpeg' | 'png'} format
 * @param {import('sharp').Metadata} meta
 * @param {number} pixels
 * @returns {Generator<Record<string, unknown>>}
 */
function* encodings(format, meta, pixels) {
  const small = pixels <= smallPixels;
  if (format === 'jpeg') {
    for (const quality of jpegQualities) yield { quality, optimiseCoding: small };
    return;
  }
  // A palette image (a scanned signature: 1 bit) keeps its palette; a large one becomes 8-bit.
  if (meta.isPalette && small) {
    const bits = Number(meta.bitsPerSample ?? 8);
    yield { palette: true, colours: 2 ** Math.min(8, bits), quality: 100, dither: 0, compressionLevel: 9 };
  } else {
    yield { compressionLevel: 9, adaptiveFiltering: true };
  }
  if (small) yield { palette: true, quality: 90, compressionLevel: 9 };
}

/**
 * One job is one encoding (job.step) of the list: the service queues each on its own, so a large
 * image's several tries never hold other clients' files for more than one of them.
 * @param {ImageJob} job
 * @returns {Promise<Answer>}
 */
async function reencode({ file, format, maxBytes, maxPixels, out, step, tooLarge, tooManyPixels }) {
  let meta;
  try {
    // The header only: a 90 KB PNG can claim 60000 × 60000 pixels (3.6 billion).
    meta = await sharp()(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { problem: messages.unreadable, reason: String(error) };
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (meta.format !== format || pixels === 0) {
    return { problem: messages.unreadable, reason: `header says ${meta.format} ${meta.width}x${meta.height}` };
  }
  if (pixels > maxPixels) return { problem: tooManyPixels, reason: `${meta.width}x${meta.height}` };
  const tries = [...encodings(format, meta, pixels)];
  const options = tries[step];
  if (!options) return { problem: tooLarge, reason: 'larger than the limit once re-encoded' };
  let bytes;
  try {
    // failOn 'error': corrupt or cut-off pixel data is refused; the warnings real cameras cause
    // are not. Output has no metadata unless asked for (sharp's default), autoOrient first.
    const image = sharp()(file, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true }).timeout({
      seconds: timeoutSeconds,
    });
    bytes = await (format === 'jpeg' ? image.jpeg(options) : image.png(options)).toBuffer();
  } catch (error) {
    return { problem: messages.unreadable, reason: String(error) };
  }
  if (bytes.length <= maxBytes) {
    writeFileSync(out, bytes, { flag: 'wx', mode: 0o640 });
    return { size: bytes.length };
  }
  if (step + 1 < tries.length) return { again: true };
  return { problem: tooLarge, reason: 'larger than the limit once re-encoded' };
}

/** @type {Worker | undefined} */
let pdfThread;

/**
 * pdf-lib in a thread with a heap of its own (pdfHeapMb): a crafted PDF that needs more ends the
 * thread, not this helper. Started on the first PDF, kept while the helper lives.
 * @param {PdfJob} job
 * @returns {Promise<Answer>}
 */
function checkPdf({ file }) {
  const bytes = readFileSync(file);
  const thread = (pdfThread ??= new Worker(require.resolve('./pdf-check.cjs'), {
    workerData: {
      pdfLib: process.env.COLLEGE_PDF_LIB,
      decodeStream: process.env.COLLEGE_PDF_DECODE_STREAM,
      budget: pdfDecodeBudget,
    },
    resourceLimits: { maxOldGenerationSizeMb: pdfHeapMb, maxYoungGenerationSizeMb: 4 },
  }));
  return new Promise((resolve) => {
    /** @param {() => void} finish */
    const settle = (finish) => {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      finish();
    };
    /** @param {string | null} problem */
    const onMessage = (problem) =>
      settle(() => resolve(problem === null ? {} : { problem: messages.unreadablePdf, reason: problem }));
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      if (pdfThread === thread) pdfThread = undefined;
      // Out of its heap: the PDF's doing. Anything else (pdf-lib missing, changed): the service's.
      settle(() =>
        resolve(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { problem: messages.unreadablePdf, reason: 'past the parser heap' }
            : { error: String(error) },
        ),
      );
    };
    /** @param {number} code */
    const onExit = (code) => {
      if (pdfThread === thread) pdfThread = undefined;
      settle(() => resolve({ error: `the PDF thread stopped (${code})` }));
    };
    thread.on('message', onMessage).once('error', onError).once('exit', onExit);
    // A file's own buffer moves to the thread; a small one shares Node's pool, so it is copied.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    thread.postMessage(bytes, whole ? [bytes.buffer] : []);
  });
}

process.on('message', async (/** @type {ImageJob | PdfJob} */ job) => {
  /** @type {Answer} */
  let answer;
  try {
    answer = job.kind === 'pdf' ? await checkPdf(job) : await reencode(job);
  } catch (error) {
    answer = { error: String(error) };
  }
  process.send?.({ id: job.id, ...answer });
});
process.on('disconnect', () => process.exit(0)); // the service ended
