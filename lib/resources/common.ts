import * as z from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SITE_SETTING_FETCH_LIMIT } from './constants';

export const pageQuery = (maxLimit = MAX_PAGE_SIZE) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(DEFAULT_PAGE_SIZE),
  });

/** `sort=full_name` ascending, `sort=-full_name` descending, limited to the allowed keys. */
export const sortParam = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .string()
    .trim()
    .refine((v) => keys.includes(v.replace(/^-/, '')), { message: `Sort by one of: ${keys.join(', ')}` })
    .optional();

/** Empty strings from forms mean "no value". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const versionField = z.coerce.number().int().positive();

/** The `meta` of every list answer. */
export interface ListMeta {
  page: number;
  limit: number;
  /** At most the server's count cap; `total_capped` says there are more. */
  total: number;
  total_capped?: boolean;
  /** Keyset paging: the `after` of the next page (lists sorted by a never-empty key). */
  next_cursor?: string | null;
}
