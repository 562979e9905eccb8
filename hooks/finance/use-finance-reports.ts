import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { apiClient } from '@/services/api-client';

/*
 * The AR reports (server: lib/server/finance/routes.ts): the invoices and the payments of a period,
 * summed in total and per status / method, day and customer. Every amount is whole rupiah.
 */

interface Envelope<T> {
  message: string;
  data: T;
}

export interface ReportQuery {
  date_from: string;
  date_to: string;
  customer_id?: string;
  branch_id?: string;
  /** Invoice report: statuses, comma-separated. */
  status?: string;
  /** Payment report: methods, comma-separated. */
  method?: string;
}

export interface InvoiceSums {
  count: number;
  dpp: number;
  ppn: number;
  stamp_duty: number;
  total: number;
  paid: number;
  pph23: number;
  credited: number;
  outstanding: number;
}

export interface InvoiceReport {
  totals: InvoiceSums;
  by_status: (InvoiceSums & { status: string })[];
  by_customer: (InvoiceSums & { customer_id: number; code: string; name: string })[];
}

export interface PaymentSums {
  count: number;
  received: number;
  bank_charge: number;
  deposit_applied: number;
  allocated: number;
  pph23: number;
  write_off: number;
  deposit_created: number;
}

export interface PaymentReport {
  totals: PaymentSums;
  by_method: (PaymentSums & { method: string })[];
  by_day: (PaymentSums & { date: string })[];
  by_customer: (PaymentSums & { customer_id: number; code: string; name: string })[];
}

/** The query without its empty filters. */
const params = (q: ReportQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function fetchInvoiceReport(q: ReportQuery): Promise<InvoiceReport> {
  return (await apiClient.get<Envelope<InvoiceReport>>('/finance/report/invoice', { params: params(q) })).data.data;
}

export async function fetchPaymentReport(q: ReportQuery): Promise<PaymentReport> {
  return (await apiClient.get<Envelope<PaymentReport>>('/finance/report/payment', { params: params(q) })).data.data;
}

/** Keys start with the document's name: a change of an invoice (a payment) refreshes its report. */
export function useInvoiceReport(q: ReportQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['invoice', 'report', params(q)],
    queryFn: () => fetchInvoiceReport(q),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { refs: ['customer', 'payment', 'credit-note'] } satisfies ResourceQueryMeta,
  });
}

export function usePaymentReport(q: ReportQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['payment', 'report', params(q)],
    queryFn: () => fetchPaymentReport(q),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { refs: ['customer'] } satisfies ResourceQueryMeta,
  });
}
