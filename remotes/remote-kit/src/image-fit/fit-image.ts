/**
 * Fitting a photo or signature into an upload limit, in the browser: decode, crop to the required
 * shape, scale, encode as JPEG, lowering the quality and then the size step by step until the file
 * is small enough. The codec does the pixel work (canvas in the browser, sharp in tests); the loop
 * here is the same for both.
 */

/** A decoded image: its size upright (EXIF orientation applied); what else it holds is the codec's. */
export interface DecodedImage {
  readonly width: number;
  readonly height: number;
  /** Frees the pixels (a bitmap of a 12-megapixel photo is 48 MB). */
  close(): void;
}

/** A rectangle of the decoded image, in its pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The pixel work: decode a file; draw part of it scaled and encode that as a JPEG. */
export interface ImageCodec {
  /** Rejects when the file is not an image this codec (this browser) can read. */
  decode(file: Blob): Promise<DecodedImage>;
  /** `crop` of the image drawn at width × height on white, encoded as JPEG at quality 0–1. */
  encodeJpeg(image: DecodedImage, crop: Rect, width: number, height: number, quality: number): Promise<Blob>;
}

export type ImageKind = 'photo' | 'signature';

/**
 * The required shapes: a passport photo is 35 × 45 mm, a signature a wide 3 : 1 strip. The
 * largest size is what the shape needs at 300 dpi (a passport print); a smaller crop is never enlarged.
 */
export const IMAGE_SHAPES: Record<ImageKind, { aspect: number; maxWidth: number; maxHeight: number; ratio: string }> = {
  photo: { aspect: 35 / 45, maxWidth: 413, maxHeight: 531, ratio: '3.5 : 4.5' },
  signature: { aspect: 3, maxWidth: 600, maxHeight: 200, ratio: '3 : 1' },
};

/** Where the crop sits: zoom 1 is the largest crop of the shape; x and y from 0 (left, top) to 1, 0.5 centred. */
export interface Crop {
  zoom: number;
  x: number;
  y: number;
}
export const CENTRED: Crop = { zoom: 1, x: 0.5, y: 0.5 };

/** The crop of the shape's aspect inside a width × height image. */
export function cropRect(width: number, height: number, aspect: number, { zoom, x, y }: Crop): Rect {
  let cropWidth = width;
  let cropHeight = width / aspect;
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = height * aspect;
  }
  cropWidth = Math.max(1, Math.round(cropWidth / Math.max(1, zoom)));
  cropHeight = Math.max(1, Math.round(cropHeight / Math.max(1, zoom)));
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    left: Math.round((width - cropWidth) * clamp(x)),
    top: Math.round((height - cropHeight) * clamp(y)),
    width: cropWidth,
    height: cropHeight,
  };
}

/** Tried in turn at each size; then the size goes down a step. */
export const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45] as const;
const SIZE_STEP = 0.8;
/** Below this (shorter side, in pixels) a face or a signature is no longer readable: give up. */
export const MIN_SHORT_SIDE = 60;

export interface FittedImage {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
}

/** The image could not be made small enough, even at the smallest readable size. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('The image could not be made small enough');
    this.name = 'ImageTooLargeError';
  }
}

/**
 * The crop of the image as a JPEG of at most maxBytes: at the shape's size (or the crop's, if
 * smaller), lowering the quality, then the size, until it fits.
 */
export async function fitImage(
  codec: ImageCodec,
  image: DecodedImage,
  { kind, maxBytes, crop = CENTRED }: { kind: ImageKind; maxBytes: number; crop?: Crop },
): Promise<FittedImage> {
  const shape = IMAGE_SHAPES[kind];
  const rect = cropRect(image.width, image.height, shape.aspect, crop);
  const scale = Math.min(1, shape.maxWidth / rect.width, shape.maxHeight / rect.height);
  return encodeToFit(codec, image, rect, scale, maxBytes, MIN_SHORT_SIDE);
}

/**
 * A page photographed for an A4 document, at about 150 dpi (1240 × 1754 px): small print stays
 * readable, and a 1 MB limit holds a page at a good quality. Below half that, text blurs: give up.
 */
export const DOCUMENT_PAGE = { longSide: 1754, shortSide: 1240, minShortSide: 620 } as const;

/**
 * The whole photo of a document (upright, as decoded) as a JPEG of at most maxBytes: scaled down to
 * an A4 page at about 150 dpi in its own orientation, then the quality and the size lowered until it fits.
 */
export function fitDocument(codec: ImageCodec, image: DecodedImage, { maxBytes }: { maxBytes: number }) {
  const rect: Rect = { left: 0, top: 0, width: image.width, height: image.height };
  const long = Math.max(image.width, image.height);
  const short = Math.min(image.width, image.height);
  const scale = Math.min(1, DOCUMENT_PAGE.longSide / long, DOCUMENT_PAGE.shortSide / short);
  return encodeToFit(codec, image, rect, scale, maxBytes, Math.min(DOCUMENT_PAGE.minShortSide, short));
}

/** Encodes `rect` at `scale`, the quality down step by step, then the size, until it fits maxBytes. */
async function encodeToFit(
  codec: ImageCodec,
  image: DecodedImage,
  rect: Rect,
  startScale: number,
  maxBytes: number,
  minShortSide: number,
): Promise<FittedImage> {
  let scale = startScale;
  for (;;) {
    const width = Math.max(1, Math.round(rect.width * scale));
    const height = Math.max(1, Math.round(rect.height * scale));
    for (const quality of JPEG_QUALITIES) {
      const blob = await codec.encodeJpeg(image, rect, width, height, quality);
      if (blob.size <= maxBytes) return { blob, width, height, quality };
    }
    if (Math.min(width, height) * SIZE_STEP < minShortSide) throw new ImageTooLargeError();
    scale *= SIZE_STEP;
  }
}

/** HEIC/HEIF (iPhone photos) by type or name: most browsers cannot read them. */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The fitted file's name: the original's, as a JPEG (or another extension). */
export function jpegName(original: string, extension = '.jpg'): string {
  const base = original.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}${extension}`;
}
