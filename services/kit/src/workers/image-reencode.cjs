// @ts-check
/**
 * The image helper process (file-check.ts starts it on the first image and lets it end when idle):
 * re-encodes one image per job with sharp (libvips), whose memory goes with this process instead
 * of staying in the service's. It writes the new file itself (at `out`) and answers only a problem.
 * Its limits and messages come from the service, in COLLEGE_IMAGE_LIMITS; sharp's path in COLLEGE_SHARP.
 */
const { writeFileSync } = require('node:fs');

/** @type {typeof import('sharp')} */
const sharp = require(String(process.env.COLLEGE_SHARP));
sharp.concurrency(1); // one libvips thread and no operation cache: a small server's memory
sharp.cache(false);

/** @type {{ smallPixels: number, timeoutSeconds: number, jpegQualities: number[], messages: { unreadable: string } }} */
const { smallPixels, timeoutSeconds, jpegQualities, messages } = JSON.parse(String(process.env.COLLEGE_IMAGE_LIMITS));

/**
 * @typedef {{ id: number, file: string, format: 'jpeg' | 'png', maxBytes: number, maxPixels: number,
 *   out: string, step: number, tooLarge: string, tooManyPixels: string }} ImageJob
 * @typedef {{ size?: number, again?: boolean, problem?: string, reason?: string, error?: string }} ImageAnswer
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
 * @returns {Promise<ImageAnswer>}
 */
async function reencode({ file, format, maxBytes, maxPixels, out, step, tooLarge, tooManyPixels }) {
  let meta;
  try {
    // The header only: a 90 KB PNG can claim 60000 × 60000 pixels (3.6 billion).
    meta = await sharp(file, { limitInputPixels: false }).metadata();
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
    const image = sharp(file, { limitInputPixels: maxPixels, failOn: 'error', autoOrient: true }).timeout({
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

process.on('message', async (/** @type {ImageJob} */ job) => {
  /** @type {ImageAnswer} */
  let answer;
  try {
    answer = await reencode(job);
  } catch (error) {
    answer = { error: String(error) };
  }
  process.send?.({ id: job.id, ...answer });
});
process.on('disconnect', () => process.exit(0)); // the service ended
