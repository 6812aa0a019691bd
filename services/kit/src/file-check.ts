import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { said } from './bilingual';
import { createCheckQueue } from './check-queue';
import { clientKey } from './client-key';
import { HttpError } from './errors';
import { type FileRule, formatBytes } from './file-kind';
import { LEAN_NODE_FLAGS } from './lean-node';
import { type ReceivedFile, removeTemp, uploadStateOf } from './uploads';

/**
 * The first bytes (file-kind.ts) only say what a file claims to be. Before a file is kept, this
 * decodes it: an image is re-encoded and the new file is what is stored (without EXIF, GPS
 * position, comments; turned upright first), a PDF must parse and have a page. A PDF is kept as
 * sent: re-saving it would break the signatures of certificates from DigiLocker and the like.
 *
 * Memory is what a service has least of (systemd MemoryHigh 160 MB, about 80 MB in use), so the
 * limits below keep one check within some 60–70 MB, and checks run one step at a time per process,
 * in a queue fair between clients (check-queue.ts). A form's files are checked only once its
 * fields (and the route's own checks) passed, the cheapest first: every image's size from its
 * header against its field's pixel budget, then one file after another, stopping at the first
 * that fails.
 */

/** 4096 × 4096: a 12 or 16 MP phone photo, an A4 scan at 400 dpi. Turning one upright holds it whole (3 bytes a pixel). */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/**
 * Pixels a field may have per byte of its limit: decoding and re-encoding cost grows with the
 * pixels, not the bytes, so a small field must not take a huge image (a flat 16 MP JPEG fits in
 * 100 KB). 16 a byte is half a bit a pixel: camera JPEGs store 1.5–4 bits a pixel, a 300 dpi A4
 * scan (8.7 MP) fits a 1 MB field, the photo the admission page fits (at most 413 × 531) is a
 * seventh of a 100 KB field's 1.6 MP, its signature (600 × 200) a seventh of a 50 KB field's 0.8 MP.
 */
export const PIXELS_PER_BYTE = 16;
/** The most pixels an image may have in a field of `maxBytes`: from its header, before any decoding. */
export const maxImagePixels = (maxBytes: number) => Math.min(MAX_IMAGE_PIXELS, maxBytes * PIXELS_PER_BYTE);
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
/**
 * Forms of one client in the checks at once. A form's files are checked one after another, so this
 * is also the most files a client has waiting in the queue. Generous: behind one address there may
 * be a cyber café or a carrier's NAT (the admissions bench sends 50 forms at once from one), and the
 * fair queue already keeps a busy client from delaying others; this only bounds what one holds.
 */
export const MAX_FORMS_CHECKING_PER_CLIENT = 64;

export const UNREADABLE_IMAGE_MESSAGE = said(
  'This image could not be read. Please choose another file.',
  'यह चित्र पढ़ा नहीं जा सका। कृपया कोई दूसरी फ़ाइल चुनें।',
);
export const UNREADABLE_PDF_MESSAGE = said(
  'This PDF could not be read. Please choose another file.',
  'यह PDF पढ़ी नहीं जा सकी। कृपया कोई दूसरी फ़ाइल चुनें।',
);
export const CHECKS_BUSY_MESSAGE = said(
  'Too many files from your connection are being checked right now. Please wait a minute and send the form again.',
  'आपके कनेक्शन से आई बहुत सी फ़ाइलें अभी जाँची जा रही हैं। कृपया एक मिनट रुककर फ़ॉर्म फिर से भेजें।',
);
/** Megapixels with one decimal, rounded down: the limit is never overstated. */
const megapixels = (pixels: number) => String(Math.floor(pixels / 100_000) / 10);
export const tooManyPixelsMessage = (maxBytes: number) => {
  const mp = megapixels(maxImagePixels(maxBytes));
  return said(
    `Image must be at most ${mp} megapixels (width × height). Please send a smaller image.`,
    `चित्र अधिकतम ${mp} मेगापिक्सेल (चौड़ाई × ऊँचाई) का होना चाहिए। कृपया छोटा चित्र भेजें।`,
  );
};
export const imageTooLargeMessage = (maxBytes: number) =>
  said(
    `This image could not be stored within ${formatBytes(maxBytes)}. Please send a smaller one.`,
    `यह चित्र ${formatBytes(maxBytes)} के भीतर नहीं रखा जा सका। कृपया छोटा चित्र भेजें।`,
  );

/** Decoding is what costs memory: one step at a time in the process, whatever the requests, in a fair order. */
const checks = createCheckQueue();
/** Forms each client has in the checks. */
const checkingPerClient = new Map<string, number>();
let decodes = 0;
/** How many decoding steps (a PDF parsed, an image re-encoded at one quality) this process began: what tests observe. */
export const decodesStarted = () => decodes;

type Checked = { size?: number; problem?: undefined } | { problem: string; reason: string };

/**
 * Images are re-encoded and PDFs parsed in a helper process, not in the service: loading sharp
 * (libvips) costs a process some 25 MB (measured: 42 → 67 MB RSS) that glibc and the loaded library
 * never give back, and the PDF parser's thread 35–65 MB while a burst lasts; in the service that
 * left it at ~1.6 × a Fastify hello-world after a burst of uploads (shell/bench/rss.ts) and at
 * 187 MB during the admissions bench's 50 forms. The helper is started on the first file to decode
 * and ends when none came for FILE_HELPER_IDLE_MS: its memory goes with it. For an image it writes
 * the new file itself (at `out`) and answers only a problem.
 */
const FILE_HELPER = fileURLToPath(new URL('./workers/file-check-helper.cjs', import.meta.url));

/** The helper's niceness (0 is the service's, 19 the lowest): it yields the CPU to serving requests. */
const HELPER_NICENESS = 10;
/** The helper ends when no file came for this long (a burst keeps it). */
const FILE_HELPER_IDLE_MS = 10_000;

type HelperAnswer = { id: number; size?: number; again?: boolean; problem?: string; reason?: string; error?: string };
/** One encoding's outcome: kept, refused, or too large at this quality (`again`: try the next). */
type ImageStep = Checked | { again: true; problem?: undefined };
type HelperJob =
  | { kind: 'pdf'; file: string }
  | {
      kind: 'image';
      file: string;
      format: 'jpeg' | 'png';
      maxBytes: number;
      maxPixels: number;
      out: string;
      step: number;
      tooLarge: string;
      tooManyPixels: string;
    };
let fileHelper: ChildProcess | undefined;
let fileHelperIdle: NodeJS.Timeout | undefined;
let nextJob = 0;

/** The helper's process id while it runs: benches and tests measure its memory. */
export const fileHelperPid = () => fileHelper?.pid;

function startFileHelper(): ChildProcess {
  const require = createRequire(import.meta.url);
  const helper = spawn(process.execPath, [...LEAN_NODE_FLAGS, FILE_HELPER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_OPTIONS: undefined,
      COLLEGE_SHARP: require.resolve('sharp'),
      COLLEGE_PDF_LIB: require.resolve('pdf-lib'),
      COLLEGE_PDF_DECODE_STREAM: require.resolve('pdf-lib/cjs/core/streams/DecodeStream.js'),
      COLLEGE_FILE_CHECKS: JSON.stringify({
        smallPixels: SMALL_IMAGE_PIXELS,
        timeoutSeconds: IMAGE_TIMEOUT_SECONDS,
        jpegQualities: JPEG_QUALITIES,
        pdfHeapMb: PDF_HEAP_MB,
        pdfDecodeBudget: PDF_DECODE_BUDGET,
        messages: { unreadable: UNREADABLE_IMAGE_MESSAGE, unreadablePdf: UNREADABLE_PDF_MESSAGE },
      }),
    },
  });
  // Decoding is batch work; answering requests is not. At a lower CPU priority the helper, kept
  // busy by one client's crafted files, takes only what the service's own thread leaves, so other
  // applicants' uploads are still read and answered promptly on a small server.
  try {
    if (helper.pid !== undefined) os.setPriority(helper.pid, HELPER_NICENESS);
  } catch {
    // Not allowed here (some containers): it then runs at the service's priority.
  }
  helper.once('exit', () => {
    if (fileHelper === helper) fileHelper = undefined;
  });
  helper.on('error', () => {
    if (fileHelper === helper) fileHelper = undefined;
  });
  return helper;
}

/** One job in the helper (run one at a time): its answer, or a refusal when the file brought the helper down. */
function helperJob(job: HelperJob): Promise<ImageStep> {
  clearTimeout(fileHelperIdle);
  const helper = (fileHelper ??= startFileHelper());
  helper.ref();
  (helper.channel as { ref?: () => void } | undefined)?.ref?.();
  const id = nextJob++;
  return new Promise<ImageStep>((resolve, reject) => {
    const settle = (finish: () => void) => {
      helper.off('message', onMessage).off('exit', onExit).off('error', onError);
      // Idle, it must not keep the service (or a test) running.
      helper.unref();
      (helper.channel as { unref?: () => void } | undefined)?.unref?.();
      fileHelperIdle = setTimeout(() => {
        if (fileHelper === helper) fileHelper = undefined; // the next file starts a new one
        helper.kill();
      }, FILE_HELPER_IDLE_MS).unref();
      finish();
    };
    const onMessage = (answer: HelperAnswer) => {
      if (answer.id !== id) return;
      if (answer.error !== undefined)
        return settle(() => reject(new Error(`the ${job.kind} check failed: ${answer.error}`)));
      const { problem, reason = '', size, again } = answer;
      settle(() => resolve(problem !== undefined ? { problem, reason } : again ? { again: true } : { size }));
    };
    // A file that brings the helper down (libvips) is the file's doing: refused, and the next starts a new helper.
    const onExit = (code: number | null, signal: string | null) => {
      if (fileHelper === helper) fileHelper = undefined;
      const problem = job.kind === 'pdf' ? UNREADABLE_PDF_MESSAGE : UNREADABLE_IMAGE_MESSAGE;
      settle(() => resolve({ problem, reason: `the file-check helper stopped (${signal ?? code})` }));
    };
    const onError = (error: Error) => {
      if (fileHelper === helper) fileHelper = undefined;
      settle(() => reject(error));
    };
    helper.on('message', onMessage).once('exit', onExit).once('error', onError);
    helper.send({ id, ...job });
  });
}

/** Re-encodes `file` into `out` with the `step`th encoding (in the helper process). */
const reencodeImage = (file: string, format: 'jpeg' | 'png', maxBytes: number, out: string, step: number) =>
  helperJob({
    kind: 'image',
    file,
    format,
    maxBytes,
    maxPixels: maxImagePixels(maxBytes),
    out,
    step,
    tooLarge: imageTooLargeMessage(maxBytes),
    tooManyPixels: tooManyPixelsMessage(maxBytes),
  });

/** Why the PDF is refused, or nothing: parsed in the helper's PDF thread. */
const checkPdf = (file: string) => helperJob({ kind: 'pdf', file }) as Promise<Checked>;

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments looked through for a JPEG's frame header at most (a camera's file has a dozen). */
const MAX_JPEG_SEGMENTS = 500;

/**
 * An image's width and height from its header, read from the file a few bytes at a time (PNG: the
 * IHDR chunk; JPEG: the frame header after the EXIF and other segments). Null when not found: the
 * helper's own reading of the header then applies the same budget.
 */
export async function readImageSize(
  file: string,
  kind: 'jpeg' | 'png',
): Promise<{ width: number; height: number } | null> {
  const handle = await open(file, 'r');
  const read = async (position: number, length: number) => {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  };
  try {
    if (kind === 'png') {
      // Signature, length 13, "IHDR", width, height, 5 more bytes, CRC: a chunk that fails its CRC is not believed.
      const head = await read(0, 33);
      if (
        head.length < 33 ||
        head.toString('latin1', 12, 16) !== 'IHDR' ||
        crc32(head.subarray(12, 29)) !== head.readUInt32BE(29)
      )
        return null;
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    }
    let position = 2; // after the start of image (FF D8)
    for (let segment = 0; segment < MAX_JPEG_SEGMENTS; segment++) {
      const marker = await read(position, 4);
      if (marker.length < 2 || marker[0] !== 0xff) return null;
      const type = marker[1];
      if (type === 0xff) {
        position += 1; // fill byte
      } else if (type === 0x01 || (type >= 0xd0 && type <= 0xd8)) {
        position += 2; // a marker without a segment
      } else if (type === 0xd9 || type === 0xda || marker.length < 4) {
        return null; // the image ended or its data began without a frame header
      } else if (JPEG_FRAME_MARKERS.has(type)) {
        const frame = await read(position + 4, 5); // precision, height, width
        return frame.length < 5 ? null : { height: frame.readUInt16BE(1), width: frame.readUInt16BE(3) };
      } else {
        position += 2 + marker.readUInt16BE(2);
      }
    }
    return null;
  } finally {
    await handle.close();
  }
}

async function checkImage(
  client: string,
  file: string,
  kind: 'jpeg' | 'png',
  maxBytes: number,
  out: string,
  alive: () => boolean,
) {
  for (let step = 0; ; step++) {
    const checked = await checks.run(client, async (): Promise<ImageStep> => {
      if (!alive()) return { problem: UNREADABLE_IMAGE_MESSAGE, reason: 'the request ended before its turn' };
      decodes++;
      return reencodeImage(file, kind, maxBytes, out, step);
    });
    if (!('again' in checked)) return checked;
  }
}

/**
 * Checks the received files of a form (the fields already passed): first every image's pixels
 * from its header, all of them and without decoding; then each file is decoded in turn, stopping
 * at the first refused. Returns the problems by field (empty: every file passed); an image's temp
 * file is then replaced by its re-encoded one. On problems the caller removes every temp file.
 * One client may have MAX_FORMS_CHECKING_PER_CLIENT forms in the checks at once (429 past it).
 */
export async function checkFileContents(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  files: Record<string, ReceivedFile>,
): Promise<Record<string, string>> {
  const state = uploadStateOf(request);
  const errors: Record<string, string> = {};
  const entries = Object.entries(files);
  for (const [name, file] of entries) {
    if (file.kind === 'pdf') continue;
    const size = await readImageSize(file.tempPath, file.kind);
    if (size && size.width * size.height > maxImagePixels(rules[name].maxBytes)) {
      request.log.info(
        { field: name, kind: file.kind, width: size.width, height: size.height },
        'upload refused by its header',
      );
      errors[name] = tooManyPixelsMessage(rules[name].maxBytes);
    }
  }
  if (Object.keys(errors).length > 0 || entries.length === 0) return errors;

  const client = clientKey(request.ip);
  const checking = checkingPerClient.get(client) ?? 0;
  if (checking >= MAX_FORMS_CHECKING_PER_CLIENT) {
    request.log.info({ client, checking }, 'uploads refused: the client has too many forms in the checks');
    throw new HttpError(429, CHECKS_BUSY_MESSAGE);
  }
  checkingPerClient.set(client, checking + 1);
  try {
    for (const [name, file] of entries) {
      // The request ended (answered, or the client left): its temp files are gone, nothing to decode.
      const alive = () => state.temps.has(file.tempPath);
      // An image's new file (written by the helper); listed first, so the request's end removes it.
      const out = file.kind === 'pdf' ? undefined : path.join(path.dirname(file.tempPath), `${randomUUID()}.part`);
      if (out) state.temps.add(out);
      const checked =
        file.kind === 'pdf'
          ? await checks.run(client, async (): Promise<Checked> => {
              if (!alive()) return { problem: UNREADABLE_PDF_MESSAGE, reason: 'the request ended before its turn' };
              decodes++;
              return checkPdf(file.tempPath);
            })
          : await checkImage(client, file.tempPath, file.kind, rules[name].maxBytes, out!, alive);
      if (checked.problem !== undefined) {
        request.log.info(
          { field: name, kind: file.kind, reason: checked.reason.slice(0, 300) },
          'upload refused by its content',
        );
        errors[name] = checked.problem;
        break; // the rest are not decoded: one refusal is enough to send the form back
      }
      if (out) {
        removeTemp(state, file.tempPath);
        files[name] = { kind: file.kind, size: checked.size!, tempPath: out };
      }
    }
  } finally {
    const left = (checkingPerClient.get(client) ?? 1) - 1;
    if (left > 0) checkingPerClient.set(client, left);
    else checkingPerClient.delete(client);
  }
  return errors;
}
