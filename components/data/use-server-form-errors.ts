import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorStatus, apiFieldErrors } from '@/services/api-errors';
import { apiErrorMessage } from '@/services/api-client';
import type { FormBannerError } from './FormErrorBanner';

/**
 * Places a failed save's field errors (`errors: { field: [...] }`) on the form's fields; errors on paths
 * the form does not have, and conflicts, go to the banner. Only a conflict without field errors (a stale
 * version) offers a reload; a 409 naming a field (a duplicate) is fixed in that field. Other failures
 * are the mutation's toast, not the banner's.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): FormBannerError | null {
  const fieldErrors = apiFieldErrors(error);
  const leftovers: string[] = [];
  let placed = 0;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      leftovers.push(`${path}: ${messages.join(' ')}`);
    }
  }
  const status = apiErrorStatus(error);
  const message = apiErrorMessage(error);
  if (status === 409) {
    return { message: [message, ...leftovers].join(' '), conflict: placed === 0 };
  }
  if (leftovers.length) return { message: `${message} ${leftovers.join('; ')}` };
  // Anything else was toasted by the mutation.
  return null;
}

/** Banner state of a form plus the handler for its failed saves. */
export function useServerFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const [banner, setBanner] = useState<FormBannerError | null>(null);
  const fieldKey = fields.join('|');
  const onError = useCallback(
    (error: unknown) => setBanner(placeServerErrors(error, setError, fields)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fieldKey stands for fields
    [setError, fieldKey],
  );
  const clear = useCallback(() => setBanner(null), []);
  return { banner, onError, clear };
}
