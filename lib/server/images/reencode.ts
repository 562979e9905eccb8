import sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS, PHOTO_MAX_SIDE, sniffImage } from '@/lib/resources/image';

/*
 * An uploaded picture is never stored as sent. Its first bytes only say what it claims to be (a JPEG
 * header can front an HTML page; a PNG header can declare 100,000 × 100,000 pixels), so it is decoded
 * and written anew with sharp: what does not decode as JPEG, PNG or WebP is refused, the declared size is
 * checked before any pixel is decoded, the picture is turned upright by its EXIF orientation, scaled
 * down to the avatar size and encoded afresh in its own format (a JPEG stays a JPEG, a PNG keeps its
 * transparency) without any of the original's metadata (EXIF with GPS, XMP, IPTC, ICC, comments). All
 * sharp calls are its promise API: the work runs on libuv's thread pool, not on the event loop.
 */

export type ImageProblem = 'not-an-image' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  constructor(
    readonly problem: ImageProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface ReencodeOptions {
  /** Longest side of the result, in pixels (never enlarged). */
  maxSide?: number;
  /** Most pixels (width × height) the input may declare; refused before decoding. */
  maxPixels?: number;
}

export interface ReencodedImage {
  data: Buffer;
  /** The file extension of the format written (the uploads route serves exactly these). */
  ext: ImageExt;
  width: number;
  height: number;
}

export type ImageExt = 'jpg' | 'png' | 'webp';

/** sharp's name of each accepted input format → the extension it is stored under. */
const ACCEPTED: Record<string, ImageExt> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** A picture that takes longer than this to decode and encode is refused rather than hold a thread. */
const TIMEOUT_SECONDS = 15;

const notAnImage = () => new ImageRejectedError('not-an-image', 'Not a valid JPEG, PNG or WebP image');
const tooManyPixels = (maxPixels: number) =>
  new ImageRejectedError('too-many-pixels', `The image is too large (at most ${Math.round(maxPixels / 1_000_000)} megapixels)`);

/** sharp's own refusals, as ours: its pixel limit is the size message, anything else "not an image". */
function rejection(err: unknown, maxPixels: number): ImageRejectedError {
  const message = err instanceof Error ? err.message : String(err);
  return /pixel limit/i.test(message) ? tooManyPixels(maxPixels) : notAnImage();
}

/** Decodes `input` (JPEG, PNG or WebP) and returns it upright, scaled to fit, re-encoded without metadata. */
export async function reencodeImage(input: Buffer, opts: ReencodeOptions = {}): Promise<ReencodedImage> {
  const maxSide = opts.maxSide ?? PHOTO_MAX_SIDE;
  const maxPixels = opts.maxPixels ?? MAX_IMAGE_MEGAPIXELS * 1_000_000;
  // Cheap first gate: nothing but the three formats reaches a decoder (no SVG, TIFF, HEIF, GIF…).
  if (!sniffImage(input.subarray(0, 16))) throw notAnImage();

  // failOn 'error': a real camera's harmless quirks (libjpeg warnings) pass, what cannot be decoded does not.
  const source = { failOn: 'error', limitInputPixels: maxPixels, pages: 1 } as const;

  // The header only: format and declared size, no pixel decoded yet.
  const meta = await sharp(input, source)
    .metadata()
    .catch((err: unknown) => {
      throw rejection(err, maxPixels);
    });
  const ext = meta.format ? ACCEPTED[meta.format] : undefined;
  if (!ext || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > maxPixels) throw tooManyPixels(maxPixels);

  const pipeline = sharp(input, { ...source, autoOrient: true }).resize(maxSide, maxSide, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  // No keepMetadata()/withMetadata(): the output carries no EXIF, XMP, IPTC or ICC of the input.
  if (ext === 'jpg') pipeline.jpeg({ quality: 82, mozjpeg: true });
  else if (ext === 'png') pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  else pipeline.webp({ quality: 82 });
  const { data, info } = await pipeline
    .timeout({ seconds: TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw rejection(err, maxPixels);
    });
  return { data, ext, width: info.width, height: info.height };
}
