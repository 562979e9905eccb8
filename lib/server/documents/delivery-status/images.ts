import crypto from 'node:crypto';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@/lib/resources/image';
import type { Db } from '../../db/client';
import { podImages } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import { ImageRejectedError, reencodeImage } from '../../images/reencode';

/** A POD picture sides at most this (a signature stays legible, a photo shows the parcel at the door). */
const POD_IMAGE_SIDE = 1024;

/** A signature drawn on the tablet or a photo from its camera, sent as a data URL. */
export const podImageSchema = z
  .string()
  .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 40, 'At most 2 MB')
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'A PNG, JPEG or WebP image (data URL)');

/**
 * Decodes and re-encodes the picture (never the bytes sent), stores it with the SHA-256 of what is
 * stored — the content check a disputed delivery reads — and answers its id.
 */
export async function storePodImage(tx: Db, kind: 'SIGNATURE' | 'PHOTO', dataUrl: string, actor: string, field: string): Promise<number> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let image;
  try {
    image = await reencodeImage(bytes, { maxSide: POD_IMAGE_SIDE });
  } catch (err) {
    if (err instanceof ImageRejectedError) throw badRequest('Invalid body: check the highlighted fields', { [field]: [err.message] });
    throw err;
  }
  const contentType = image.ext === 'jpg' ? 'image/jpeg' : `image/${image.ext}`;
  const [row] = await tx
    .insert(podImages)
    .values({ kind, content_type: contentType, sha256: crypto.createHash('sha256').update(image.data).digest('hex'), width: image.width, height: image.height, data: image.data, created_by: actor })
    .returning({ id: podImages.id });
  return row.id;
}
