import type { DecodedImage, ImageCodec, Rect } from './fit-image';

interface CanvasImage extends DecodedImage {
  source: CanvasImageSource;
}

/** Decodes with createImageBitmap (upright, from EXIF), else an <img> from an object URL. */
async function decode(file: Blob): Promise<CanvasImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    } catch {
      // Older Safari: no options, or no blob support. The <img> below decides.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('The image has no size');
    return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => img.removeAttribute('src') };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encodeJpeg(image: DecodedImage, crop: Rect, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas in this browser'));
  // A PNG's transparent parts become white, not black, in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage((image as CanvasImage).source, crop.left, crop.top, crop.width, crop.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        canvas.width = 0;
        canvas.height = 0;
        if (blob) resolve(blob);
        else reject(new Error('The browser could not encode a JPEG'));
      },
      'image/jpeg',
      quality,
    );
  });
}

/** The browser's codec: canvas 2D and toBlob('image/jpeg'). */
export const canvasImageCodec: ImageCodec = { decode, encodeJpeg };
