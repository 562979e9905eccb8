import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { apiClient } from '@/services/api-client';

/*
 * The vendor payment report (server: lib/server/finance/routes.ts): the payments to vendors of a period
 * (cancelled ones left out), summed in total, per method and per vendor. Amounts are whole rupiah.
 */

interface Envelope<T> {
  message: string;
  data: T;
}

export interface VendorPaymentQuery {
  date_from: string;
  date_to: string;
  vendor_id?: string;
  branch_id?: string;
  /** Methods, comma-separated. */
  method?: string;
}

export interface VendorPaymentSums {
  count: number;
  paid: number;
  pph23: number;
  bank_charge: number;
}

export interface VendorPaymentReport {
  totals: VendorPaymentSums;
  by_method: (VendorPaymentSums & { method: string })[];
  by_vendor: (VendorPaymentSums & { vendor_id: number; code: string; name: string })[];
}

const params = (q: VendorPaymentQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function fetchVendorPaymentReport(q: VendorPaymentQuery): Promise<VendorPaymentReport> {
  return (await apiClient.get<Envelope<VendorPaymentReport>>('/finance/report/vendor-payment', { params: params(q) })).data.data;
}

/** Keyed under the payment's document name: a payment entered or cancelled refreshes it. */
export function useVendorPaymentReport(q: VendorPaymentQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['vendor-payment', 'report', params(q)],
    queryFn: () => fetchVendorPaymentReport(q),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { refs: ['vendor'] } satisfies ResourceQueryMeta,
  });
}
