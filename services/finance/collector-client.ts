import { apiClient } from '@/services/api-client';

/*
 * The invoices a collector-management screen picks from (server: lib/server/finance/routes.ts,
 * GET /api/finance/get/collectable-invoices). The documents made from them (delivery sheet, collection,
 * POD sending) go through services/documents like any document.
 */

interface Envelope<T> {
  message: string;
  data: T;
}

/**
 * What the invoices are picked for: `sheet` issued invoices at the office (to hand to customers),
 * `collection` invoices with something left to pay not with a collector, `pod` invoices of customers
 * that want the paper PODs back whose PODs were not sent yet.
 */
export type CollectablePurpose = 'sheet' | 'collection' | 'pod';

export interface CollectableInvoice {
  id: number;
  number: string;
  invoice_date: string;
  due_date: string;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  total: number;
  outstanding: number;
  status: string;
  location: string;
  branch_id: number;
}

export interface CollectableQuery {
  /** Invoice number, customer name or code (part of). */
  q?: string;
  customer_id?: number;
}

export async function fetchCollectableInvoices(purpose: CollectablePurpose, query: CollectableQuery = {}): Promise<CollectableInvoice[]> {
  const params: Record<string, string | number> = { purpose };
  if (query.customer_id) params.customer_id = query.customer_id;
  if (query.q?.trim()) params.q = query.q.trim();
  const rows = (await apiClient.get<Envelope<CollectableInvoice[]>>('/finance/get/collectable-invoices', { params })).data.data;
  return rows.map((r) => ({ ...r, total: Number(r.total ?? 0), outstanding: Number(r.outstanding ?? 0) }));
}
