/**
 * Real files for upload tests, made once when a test file loads: the kit decodes every file it
 * keeps (images re-encoded, PDFs parsed), so bytes that merely start right are refused.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A real one-page PDF (about 600 bytes). */
export async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  return Buffer.from(await doc.save());
}

/** A real 8×8 JPEG. */
export const JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b05030' } })
  .jpeg()
  .toBuffer();
export const PDF = await makePdf();

/** What sharp reads of an image: format, size, EXIF… (for tests of packages without sharp). */
export const imageMetadata = (bytes: Buffer) => sharp(bytes).metadata();

/** A real PNG of `width` × `height` pixels, for tests that need images told apart. */
export const pngOf = (width: number, height = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

/** Starts like a PDF, holds a page of markup: what the first bytes alone let through. */
export const FAKE_PDF = Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n', 'latin1');

/**
 * A phone photo's JPEG: `width` × `height` as stored, EXIF orientation 6 (shown turned a quarter
 * clockwise), a camera make and a GPS position in Varanasi.
 */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3070b0' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 19/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '82/1 58/1 1200/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block (sharp's `metadata().exif`) points to a GPS directory: tag 0x8825 in its byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II'; // after "Exif\0\0"
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** `size` bytes of `byte`, deflated without ever holding them all. */
function deflated(size: number, byte: number): Promise<Buffer> {
  const block = Buffer.alloc(Math.min(size, 4 * 1024 * 1024), byte);
  const blocks = Readable.from(
    (function* () {
      for (let left = size; left > 0; left -= block.length)
        yield left >= block.length ? block : block.subarray(0, left);
    })(),
  );
  return buffer(blocks.pipe(zlib.createDeflate({ level: 9 })));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG of random RGBA pixels, each one different (they do not compress: ~128 KB at the default size). */
export function randomPng(width = 128, height = 256) {
  const row = width * 4 + 1; // each row: filter byte 0, then its pixels
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) randomBytes(width * 4).copy(pixels, y * row + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG of random pixels (a photo's worth of detail: 160 × 160 is about 20 KB, 320 × 320 about 80 KB). */
export function randomJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * What a client keeping the upload checks busy sends: random noise of `side` × `side` at the highest
 * JPEG quality within `maxBytes` whose re-encoding (at 85, 75, 65 then 50, as the kit tries) still
 * fits, so the file passes after as many re-encodings as possible. `steps`: how many it takes.
 */
export async function craftedNoiseJpeg(
  side: number,
  maxBytes: number,
): Promise<{ bytes: Buffer; quality: number; steps: number }> {
  const raw = randomBytes(side * side * 3);
  for (let quality = 10; quality >= 1; quality--) {
    const bytes = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length > maxBytes) continue;
    for (const [i, again] of [85, 75, 65, 50].entries()) {
      // As the kit encodes an image this large: without Huffman optimisation.
      const out = await sharp(bytes)
        .jpeg({ quality: again, optimiseCoding: side * side <= 4_000_000 })
        .toBuffer();
      if (out.length <= maxBytes) return { bytes, quality, steps: i + 1 };
    }
  }
  throw new Error(`no noise JPEG of ${side} × ${side} fits ${maxBytes} bytes`);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of `width` × `height` black pixels, written by
 * hand. 20000 × 20000 is 48 KB on disk and 400 megapixels (1.2 GB as RGB) decoded. With `rows`
 * fewer than `height`, the file stops after that many rows' data (no end chunk).
 */
export async function pngBomb(width: number, height: number, rows = height): Promise<Buffer> {
  const header = Buffer.alloc(13); // bit depth 1, colour type 0 (grey), deflate, no filter, no interlace
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const data = await deflated(rows * (1 + Math.ceil(width / 8)), 0); // per row: filter byte + pixels
  const end = rows < height ? [] : [pngChunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', data), ...end]);
}

/** A PDF whose object stream inflates to `megabytes` MB of spaces: small on disk, huge for a parser. */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  const inflated = await deflated(megabytes * 1024 * 1024, 0x20);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const add = (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, ...chunks: (string | Buffer)[]) => {
    offsets[id] = length;
    for (const chunk of chunks) add(chunk);
  };
  object(1, '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  object(2, '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  object(3, '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>\nendobj\n');
  object(
    4,
    `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inflated.length} >>\nstream\n`,
    inflated,
    '\nendstream\nendobj\n',
  );
  const xref = length;
  add(
    `xref\n0 5\n0000000000 65535 f \n${[1, 2, 3, 4].map((id) => `${String(offsets[id]).padStart(10, '0')} 00000 n \n`).join('')}`,
  );
  add(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
