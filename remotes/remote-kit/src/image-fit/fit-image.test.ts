import sharp from 'sharp';
import { phonePhoto, sharpImageCodec } from '../testing/sharp-codec';
import {
  CENTRED,
  cropRect,
  fitImage,
  ImageTooLargeError,
  JPEG_QUALITIES,
  isHeic,
  jpegName,
  type DecodedImage,
} from './fit-image';

const KB = 1024;
let photo: Buffer;
let image: DecodedImage;

beforeAll(async () => {
  photo = await phonePhoto();
  image = await sharpImageCodec.decode(new Blob([new Uint8Array(photo)]));
}, 60_000);

describe('fitImage (with real JPEG encoding by sharp)', { timeout: 60_000 }, () => {
  it('starts from a phone photo of more than 3 MB', () => {
    expect(photo.length).toBeGreaterThanOrEqual(3 * 1024 * KB);
    expect([image.width, image.height]).toEqual([4000, 3000]);
  });

  it.each([
    ['photo', 100 * KB, 413, 531],
    ['photo', 60 * KB, 413, 531],
    ['signature', 50 * KB, 600, 200],
  ] as const)(
    'a %s within %i bytes: a JPEG of the shape, at most the passport size',
    async (kind, maxBytes, maxWidth, maxHeight) => {
      const fitted = await fitImage(sharpImageCodec, image, { kind, maxBytes });
      expect(fitted.blob.size).toBeLessThanOrEqual(maxBytes);
      expect(fitted.blob.type).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await fitted.blob.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([fitted.width, fitted.height]);
      expect(fitted.width).toBeLessThanOrEqual(maxWidth);
      expect(fitted.height).toBeLessThanOrEqual(maxHeight);
      expect(fitted.width / fitted.height).toBeCloseTo(maxWidth / maxHeight, 1);
    },
  );

  it('a tight limit lowers the quality, then the size, step by step', async () => {
    const roomy = await fitImage(sharpImageCodec, image, { kind: 'photo', maxBytes: 100 * KB });
    // Just below what the lowest quality gives at full size: only a smaller size fits.
    const lowest = await sharpImageCodec.encodeJpeg(
      image,
      cropRect(4000, 3000, 35 / 45, CENTRED),
      413,
      531,
      JPEG_QUALITIES.at(-1)!,
    );
    const tight = await fitImage(sharpImageCodec, image, { kind: 'photo', maxBytes: lowest.size - 1 });
    expect(tight.blob.size).toBeLessThan(lowest.size);
    expect(tight.quality).toBeLessThan(roomy.quality);
    expect(tight.width).toBeLessThan(413);
  });

  it('gives up rather than send an unreadable stamp', async () => {
    await expect(fitImage(sharpImageCodec, image, { kind: 'photo', maxBytes: 300 })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
  });
});

describe('the crop', () => {
  it('is centred and as large as the shape allows, then zoomed and moved within the image', () => {
    expect(cropRect(4000, 3000, 35 / 45, CENTRED)).toEqual({ left: 834, top: 0, width: 2333, height: 3000 });
    expect(cropRect(4000, 3000, 3, CENTRED)).toEqual({ left: 0, top: 834, width: 4000, height: 1333 });
    expect(cropRect(4000, 3000, 35 / 45, { zoom: 2, x: 0, y: 1 })).toEqual({
      left: 0,
      top: 1500,
      width: 1167,
      height: 1500,
    });
  });
});

describe('names and kinds', () => {
  it('the fitted file is named as the original, as a .jpg', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('my.photo.webp')).toBe('my.photo.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });
  it('knows an iPhone photo by its type or its name', () => {
    expect(isHeic(new File([], 'IMG_1.HEIC', { type: '' }))).toBe(true);
    expect(isHeic(new File([], 'x', { type: 'image/heif' }))).toBe(true);
    expect(isHeic(new File([], 'x.jpg', { type: 'image/jpeg' }))).toBe(false);
  });
});
