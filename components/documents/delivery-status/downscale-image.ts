/*
 * A photo from the tablet's camera is several megabytes; the API takes at most 2 MB a picture (6 MB a
 * request) and keeps 1024 px a side. So it is made smaller here, before it is sent: at most 1280 px on
 * its long side, as a JPEG at 0.8 quality (a few hundred kB), turned upright by its EXIF orientation
 * where the browser can.
 */

export const PHOTO_MAX_SIDE = 1280;
export const PHOTO_QUALITY = 0.8;
/** The server's limit of one picture, as a data URL (base64 of 2 MB, and its prefix). */
export const MAX_DATA_URL = Math.ceil((2 * 1024 * 1024 * 4) / 3) + 40;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // an old browser without the options, or a format it only decodes through <img>
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('This file is not a picture the browser can read'));
      image.src = url;
    });
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** The side lengths that fit `maxSide`, keeping the proportions (never made larger). */
export function fitted(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The picture at most `maxSide` px a side, as a JPEG data URL. */
export async function downscaleImage(file: Blob, maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY): Promise<string> {
  const decoded = await decode(file);
  try {
    const size = fitted(decoded.width, decoded.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot resize pictures');
    // a transparent PNG would turn black as a JPEG
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    let url = canvas.toDataURL('image/jpeg', quality);
    // a very detailed picture: a lower quality once more
    if (url.length > MAX_DATA_URL) url = canvas.toDataURL('image/jpeg', 0.6);
    if (url.length > MAX_DATA_URL) throw new Error('The picture is still too large: take it again');
    return url;
  } finally {
    decoded.release();
  }
}
