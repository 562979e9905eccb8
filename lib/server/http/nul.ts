import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const NUL_MESSAGE = 'Must not contain a NUL character (\\u0000)';

/** Paths (a.b.0.c) of every string, or key, holding U+0000 in a parsed value; at most `max`. */
export function nulPaths(value: unknown, max = 20): string[] {
  const found: string[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (found.length >= max || depth > 32) return;
    if (typeof v === 'string') {
      if (v.includes('\0')) found.push(path || '_');
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, path ? `${path}.${i}` : String(i), depth + 1));
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\0')) found.push(at.replace(/\0/g, '\\u0000'));
        walk(item, at, depth + 1);
      }
    }
  };
  walk(value, '', 0);
  return found;
}

/** preValidation hook: a NUL anywhere in the query, the route parameters or a JSON body is a 400 naming the field. */
export async function refuseNulCharacters(req: FastifyRequest) {
  const paths = [...nulPaths(req.query), ...nulPaths(req.params), ...nulPaths(req.body)];
  if (paths.length) {
    throw new HttpError(400, 'A text contains a NUL character, which cannot be stored', Object.fromEntries(paths.map((p) => [p, [NUL_MESSAGE]])));
  }
}
