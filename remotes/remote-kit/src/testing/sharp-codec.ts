// Test support (not shipped): jsdom has no canvas, so the image fitter's tests encode real JPEGs with sharp.
import sharp from 'sharp';
import type { DecodedImage, ImageCodec, Rect } from '../image-fit/fit-image';

interface SharpImage extends DecodedImage {
  pixels: Buffer;
  channels: 1 | 2 | 3 | 4;
}

async function bytesOf(file: Blob): Promise<Buffer> {
  return Buffer.from(await file.arrayBuffer());
}

/**
 * The image fitter's codec backed by sharp (libvips, mozjpeg): decoded once to raw pixels, upright
 * (EXIF orientation applied); each encode crops, resizes, flattens on white and writes a JPEG.
 */
export const sharpImageCodec: ImageCodec = {
  async decode(file) {
    const { data, info } = await sharp(await bytesOf(file), { limitInputPixels: 50_000_000 })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      width: info.width,
      height: info.height,
      pixels: data,
      channels: info.channels,
      close: () => undefined,
    } satisfies SharpImage;
  },
  async encodeJpeg(image: DecodedImage, crop: Rect, width: number, height: number, quality: number) {
    const { pixels, channels } = image as SharpImage;
    const jpeg = await sharp(pixels, { raw: { width: image.width, height: image.height, channels } })
      .extract(crop)
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer();
    return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
  },
};

/**
 * A phone-like photo: width × height of a colour gradient with sensor-like noise, as a high-quality
 * JPEG (4000 × 3000 at quality 95 is some 3–4 MB).
 */
export async function phonePhoto({ width = 4000, height = 3000, quality = 95, sigma = 14 } = {}): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .raw()
    .toBuffer();
  const gradient = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="#3a6ea5"/><stop offset="0.5" stop-color="#e8c39e"/><stop offset="1" stop-color="#4b3621"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2.4}" r="${height / 5}" fill="#c68642"/></svg>`,
    ),
  )
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality })
    .toBuffer();
  return gradient;
}

/** A small real image (solid colour) as JPEG or PNG. */
export async function smallImage(format: 'jpeg' | 'png', { width = 300, height = 400 } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 170, b: 140 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A browser File of these bytes (jsdom's File, as an input's FileList holds). */
export const fileOfBytes = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/** What a file really is (read by sharp): its format and pixel size. */
export async function imageInfo(file: Blob): Promise<{ format?: string; width?: number; height?: number }> {
  const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}
