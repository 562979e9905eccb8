import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import { invalidateResource } from '@/hooks/resource/query-keys';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import { deliveryStatusDocument } from '@/lib/resources/documents/delivery-status';
import type { DocumentRecord } from '@/services/documents/document-client';
import { createResource } from '@/services/resource/client';
import { podProblems, type AwbContext, type PodField, type PodProblems, type PodValues } from './pod-entry';

/* The form side of a delivery result: its resolver, placing problems on fields, and the create call. */

/** Checks the entry as the server would (the AWB's COD, when known). */
export function podResolver(context: () => AwbContext | null): Resolver<PodValues> {
  return async (values) => {
    const found = Object.entries(podProblems(values, context()));
    if (!found.length) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([key, message]) => [key, { type: 'validate', message }])) as FieldErrors<PodValues>;
    return { values: {}, errors };
  };
}

/** Shows problems (the client's or the server's) at their fields, focusing the first. */
export function placeProblems(problems: PodProblems, setError: UseFormSetError<PodValues>) {
  (Object.entries(problems) as [PodField, string][]).forEach(([field, message], i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
}

/** POST …/create/delivery-status; the runsheets and delivery statuses on screen are read again after. */
export async function createPod(body: Record<string, unknown>): Promise<DocumentRecord> {
  return createResource<DocumentRecord>(deliveryStatusDocument, body);
}

/** Once results are saved: the runsheets (their lines' results, their counts) and the POD lists are read again. */
export function useRefreshAfterPods() {
  const client = useQueryClient();
  return () => Promise.all([invalidateResource(client, deliveryRunsheetDocument.name), invalidateResource(client, deliveryStatusDocument.name)]).then(() => undefined);
}

/** One create, with the refresh after it (the caller says what became of it). */
export function useCreatePod() {
  const refresh = useRefreshAfterPods();
  return useMutation({ mutationFn: createPod, onSettled: () => refresh() });
}
