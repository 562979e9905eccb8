import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * A form's shared schema (zod and the API contract's schema: ~30 KB gzip) loaded in its own chunk on
 * first use instead of with the screen: the screen shows at once and the check is there by the time the
 * clerk first sends. A failed download is tried again on the next use.
 */

/** `load()` once, kept; a rejection is forgotten so the next call tries again. */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** A react-hook-form resolver whose schema arrives with its first use. */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  const resolver = lazily(load);
  return async (values, context, options) => (await resolver())(values, context, options);
}
