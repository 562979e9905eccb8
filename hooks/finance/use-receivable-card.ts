import { useInfiniteQuery } from '@tanstack/react-query';
import type { ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { fetchReceivableCard, type CardQuery } from '@/services/finance/finance-client';

/** Entries per page of the card (the API's `limit`). */
export const CARD_PAGE_SIZE = 100;

/** What moves a customer's ledger: a change of any of them refreshes the card (realtime invalidation). */
const LEDGER_DOCUMENTS = ['invoice', 'payment', 'receivable', 'credit-note', 'customer'] as const;

export type CardFilter = Omit<CardQuery, 'after' | 'limit'>;

export const receivableCardKey = (q: CardFilter | null) => ['receivable-card', q] as const;

/**
 * A customer's receivable card, page by page: the first page's meta carries the period's opening,
 * debits, credits, closing, entry count and unapplied deposits; each page's `next_cursor` fetches the
 * next (the rows already shown stay). Nothing is fetched without a customer.
 */
export function useReceivableCard(q: CardFilter | null) {
  return useInfiniteQuery({
    queryKey: receivableCardKey(q),
    queryFn: ({ pageParam }) => fetchReceivableCard({ ...q!, limit: CARD_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.meta.next_cursor ?? null,
    enabled: q !== null,
    meta: { refs: LEDGER_DOCUMENTS } satisfies ResourceQueryMeta,
  });
}
