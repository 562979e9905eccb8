// The server's rules for a user photo (lib/resources/image.ts), checked before the upload so a wrong
// file is refused at once; the server checks again.
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, sniffImage } from '@/lib/resources/image';

export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;
export const PHOTO_ACCEPT = IMAGE_ACCEPT;
const TYPES = new Set(PHOTO_ACCEPT.split(','));

async function head(file: Blob, n: number): Promise<Uint8Array> {
  const slice = file.slice(0, n);
  // jsdom's Blob lacks arrayBuffer() in some versions; FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** Why the file cannot be a photo, or null when it can. */
export async function checkPhotoFile(file: File): Promise<string | null> {
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_PHOTO_BYTES) return `The image is larger than 2 MB (${(file.size / 1024 / 1024).toFixed(1)} MB)`;
  if (file.type && !TYPES.has(file.type)) return 'Only JPEG, PNG or WebP images are accepted';
  if (!sniffImage(await head(file, 16))) return 'Only JPEG, PNG or WebP images are accepted';
  return null;
}
