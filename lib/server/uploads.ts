import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from '@/lib/resources/image';
import { HttpError } from './errors';
import { ImageRejectedError, reencodeImage } from './images/reencode';

/**
 * Reads one multipart image, decodes it and stores it re-encoded (upright, at most PHOTO_MAX_SIDE px a
 * side, same format, no metadata) under a random name; returns the name. What is stored is never the
 * bytes sent.
 */
export async function saveImageUpload(req: FastifyRequest, uploadsDir: string, folder: string): Promise<string> {
  const { buffer } = await readFileUpload(req, MAX_IMAGE_BYTES, 'image');
  let image;
  try {
    image = await reencodeImage(buffer);
  } catch (err) {
    if (!(err instanceof ImageRejectedError)) throw err;
    if (err.problem === 'too-many-pixels') throw new HttpError(400, err.message, { file: [`At most ${MAX_IMAGE_MEGAPIXELS} megapixels`] });
    throw new HttpError(400, 'Only JPEG, PNG or WebP images are accepted', { file: [err.message] });
  }
  const name = `${crypto.randomUUID()}.${image.ext}`;
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), image.data);
  return name;
}

export async function removeUpload(uploadsDir: string, folder: string, name: string) {
  // Names are ours (uuid.ext); refuse anything else rather than touch another path.
  if (!/^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(name)) return;
  await fs.rm(path.join(uploadsDir, folder, name), { force: true });
}

/** Reads the one multipart file (field "file") of at most `maxBytes` into memory. */
export async function readFileUpload(req: FastifyRequest, maxBytes: number, noun: 'file' | 'image' = 'file'): Promise<{ filename: string; buffer: Buffer }> {
  const mb = Math.round(maxBytes / 1024 / 1024);
  if (!req.isMultipart()) throw new HttpError(400, `Send the ${noun} as multipart/form-data (field "file")`);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new HttpError(400, 'No file was sent', { file: [`Choose ${noun === 'image' ? 'an image' : 'a file'}`] });
  const buffer = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw err;
  });
  if (!buffer || part.file.truncated) throw new HttpError(413, `The ${noun} is larger than ${mb} MB`, { file: [`At most ${mb} MB`] });
  // the name is stored (the import's audit row): no NUL or other control character
  return { filename: part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'upload', buffer };
}
