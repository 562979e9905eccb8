import type { ListMeta } from '@/lib/resources/common';

/** The JSON envelope of every product call: `{ message, data, meta? }`. */
export const ok = <T>(data: T, message = 'OK') => ({ message, data });
export const page = <T>(data: T[], meta: ListMeta, message = 'OK') => ({ message, data, meta });
