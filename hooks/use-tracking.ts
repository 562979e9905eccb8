import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { SITE_SETTING_INDEX } from '@/lib/resources/constants';
import { AWB_PATTERN, fetchPublicProviderName, fetchPublicTracking, lookupTracking, PublicTrackingError } from '@/services/tracking';
import { useAppSelector } from '@/store';

/*
 * React Query around the tracking calls. The staff lookup's key starts with 'shipment', so a realtime
 * change of a shipment refreshes an open tracking screen like any shipment list.
 */

export const trackingKeys = {
  lookup: (q: string) => ['shipment', 'tracking', q] as const,
  public: (awb: string) => ['public-tracking', awb] as const,
};

/** The staff lookup of `q` (nothing is asked while it is blank). */
export function useTrackingLookup(q: string) {
  return useQuery({
    queryKey: trackingKeys.lookup(q),
    queryFn: ({ signal }) => lookupTracking(q, signal),
    enabled: q.trim() !== '',
    retry: false,
  });
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The search kept in the URL (`?q=`): a link can be shared, and back/forward walk the searches. */
export function useTrackingSearchParam() {
  const router = useRouter();
  const q = first(router.query.q)?.trim() ?? '';
  const setQ = useCallback(
    (next: string) => {
      const { q: _old, ...others } = router.query;
      const query = next ? { ...others, q: next } : others;
      void router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  return { q, ready: router.isReady, setQ };
}

/** A 4xx is the answer (not found, malformed, too many requests): asking again would not change it. */
const retryPublic = (count: number, error: unknown) =>
  !(error instanceof PublicTrackingError && error.status !== undefined && error.status < 500) && count < 2;

/** The customer's view of one AWB; nothing is asked for a number that is not 12 digits. */
export function usePublicTracking(awb: string | null) {
  return useQuery({
    queryKey: trackingKeys.public(awb ?? ''),
    queryFn: ({ signal }) => fetchPublicTracking(awb!, signal),
    enabled: awb !== null && AWB_PATTERN.test(awb),
    retry: retryPublic,
    staleTime: 60_000,
  });
}

/** Shown until the provider's name is known. */
export const PUBLIC_PROVIDER_FALLBACK = 'KURIR EXPRESS';

/**
 * The provider's name on the public page, asked from the server's public endpoint; meanwhile the name
 * this browser remembers (a staff member signed in on it), else the fallback.
 */
export function usePublicProviderName(): string {
  const remembered = useAppSelector((state) => state.app.system[SITE_SETTING_INDEX.providerName]?.value?.trim());
  const asked = useQuery({ queryKey: ['public-provider'], queryFn: ({ signal }) => fetchPublicProviderName(signal), staleTime: 5 * 60_000, retry: 1 });
  return asked.data?.trim() || remembered || PUBLIC_PROVIDER_FALLBACK;
}
