import { badRequest } from '../../errors';
import { ImageRejectedError, reencodeImage } from '../../images/reencode';

/** A change request's file: at most this many bytes as sent. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What is stored of an uploaded file: an image decoded and re-encoded (never the bytes sent), or a PDF
 * as sent once its header says it is one; anything else is refused.
 */
export async function attachmentOf(buffer: Buffer): Promise<{ data: Buffer; ext: 'jpg' | 'png' | 'webp' | 'pdf'; contentType: string }> {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return { data: buffer, ext: 'pdf', contentType: 'application/pdf' };
  try {
    const image = await reencodeImage(buffer);
    return { data: image.data, ext: image.ext, contentType: image.ext === 'jpg' ? 'image/jpeg' : `image/${image.ext}` };
  } catch (err) {
    if (err instanceof ImageRejectedError) throw badRequest('Only a photo (JPEG, PNG, WebP) or a PDF is attached', { file: [err.message] });
    throw err;
  }
}
