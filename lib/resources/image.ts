// What an uploaded picture may be, shared by the browser (checks before uploading) and the API (decides).

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Most pixels an uploaded picture may declare (width × height); a larger one is refused before decoding. */
export const MAX_IMAGE_MEGAPIXELS = 50;
/** A stored photo fits in this square (scaled down, never up), re-encoded in its own format. */
export const PHOTO_MAX_SIDE = 512;

/**
 * Image kind from the first bytes, never from the file name or the declared type. Only a first gate: the
 * server then decodes and re-encodes the picture (lib/server/images/reencode.ts).
 */
export function sniffImage(head: Uint8Array): 'jpg' | 'png' | 'webp' | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}
