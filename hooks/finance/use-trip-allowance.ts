import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreateDocument, useDocumentOne, useUpdateDraft } from '@/hooks/documents/use-document';
import { tripAllowanceDocument } from '@/lib/resources/documents/trip-allowance';
import { fetchTripCandidates, fetchTripRate, type TripCandidateQuery, type TripRateQuery } from '@/services/finance/trip-allowance-client';

/*
 * The calls of the trip allowance entry: the manifests waiting for an allowance, the rate of the trip
 * as it is filled in, the draft being edited, and the save (create with a request id, or the draft's
 * edit with the version read).
 */

export const tripCandidatesKey = (query: TripCandidateQuery) => ['finance', 'trip-candidates', query] as const;
export const tripRateKey = (query: TripRateQuery | null) => ['finance', 'trip-allowance-rate-for', query] as const;

export function useTripCandidates(query: TripCandidateQuery, enabled: boolean) {
  return useQuery({ queryKey: tripCandidatesKey(query), queryFn: () => fetchTripCandidates(query), enabled });
}

/** The rate of the route and vehicle on the date; nothing is read until all four are known. */
export function useTripRate(query: TripRateQuery | null) {
  return useQuery({
    queryKey: tripRateKey(query),
    queryFn: () => fetchTripRate(query as TripRateQuery),
    enabled: query !== null,
    staleTime: 60_000,
  });
}

/** The draft of `?id=` (with its labels and the server's verdict on editing it). */
export function useTripAllowanceDraft(id: number | null) {
  return useDocumentOne(tripAllowanceDocument, id);
}

/** Create (POST, idempotent per request id) and edit (PUT with the version); the candidates are read again after either. */
export function useSaveTripAllowance() {
  const queryClient = useQueryClient();
  const create = useCreateDocument(tripAllowanceDocument);
  const update = useUpdateDraft(tripAllowanceDocument);
  const refreshCandidates = () => queryClient.invalidateQueries({ queryKey: ['finance', 'trip-candidates'] });
  return { create, update, refreshCandidates };
}
