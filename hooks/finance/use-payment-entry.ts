import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { paymentDocument } from '@/lib/resources/documents/payment';
import { fetchOpenItems } from '@/services/finance/finance-client';

/*
 * The calls of the customer payment entry: what the chosen customer owes item by item (with the
 * settings the screen settles with), and the payment itself (a document created already posted,
 * idempotent per `request_id`).
 */

export const openItemsKey = (customerId: number | null) => ['finance', 'open-items', customerId ?? 0] as const;

/** The customer's open items, deposits and settlement settings; nothing is read until a customer is chosen. */
export function useOpenItems(customerId: number | null) {
  return useQuery({
    queryKey: openItemsKey(customerId),
    queryFn: () => fetchOpenItems(customerId as number),
    enabled: customerId !== null,
  });
}

/** POST /finance/create/payment; the customer's open items are read again after it. */
export function useEnterPayment() {
  const queryClient = useQueryClient();
  const create = useCreateDocument(paymentDocument);
  const refreshOpenItems = () => queryClient.invalidateQueries({ queryKey: ['finance', 'open-items'] });
  return { create, refreshOpenItems };
}
