import { apiClient } from '@/services/api-client';
import type { BulkResult } from '@/services/documents/document-client';

/*
 * The finance calls that are not one document's own (server: lib/server/finance/routes.ts). The
 * documents themselves (CDR, invoice, payment, receivable) go through services/documents.
 */

interface Envelope<T> {
  message: string;
  data: T;
  meta?: Record<string, unknown>;
}

export interface Period {
  period_from: string;
  period_to: string;
}

/** A customer with delivered AWBs waiting for a CDR in the period. */
export interface CdrCandidate {
  customer_id: number;
  code: string;
  name: string;
  awbs: number;
  amount: number;
}

/** A customer with posted CDRs waiting for an invoice in the period. */
export interface InvoiceCandidate {
  customer_id: number;
  code: string;
  name: string;
  cdrs: number;
  awbs: number;
  amount: number;
}

/** One customer's outcome of a bulk generation. */
export interface BulkCreateResult extends Omit<BulkResult, 'id'> {
  customer_id: number;
  customer_name: string;
  id?: number;
  created?: boolean;
}

export interface OpenItem {
  item_type: 'invoice' | 'receivable';
  item_id: number;
  number: string;
  date: string;
  due_date: string;
  total: number;
  outstanding: number;
  /** What PPh 23 is withheld on: the invoice's amount before PPN; null for a receivable. */
  pph23_base: number | null;
  /** PPh 23 already withheld on it. */
  pph23: number;
  /** Whether the customer withholds PPh 23 (its own setting, else its type's). */
  withholds_pph23?: boolean;
  /** The whole invoice's PPh 23 as the server checks it: the rate of the amount before PPN net of credit notes (0: not withheld). */
  pph23_expected?: number;
  branch_id: number;
}

export interface OpenCredit {
  type: string;
  id: number;
  number: string;
  date: string;
  balance: number;
}

export interface OpenItems {
  items: OpenItem[];
  credits: OpenCredit[];
  deposit_available: number;
  pph23_percent: number;
  pph23_no_tax_id_percent: number;
  company_has_tax_id: boolean;
  write_off_limit: number;
  bank_accounts: string[];
}

export interface CardRow {
  id: number;
  entry_date: string;
  kind: string;
  document_type: string;
  document_id: number;
  document_number: string;
  item_type: string;
  item_number: string;
  memo: string | null;
  reversal: boolean;
  debit: number;
  credit: number;
  balance: number;
}

export interface CardMeta {
  limit: number;
  next_cursor: string | null;
  /** First page only: */
  opening?: number;
  debit?: number;
  credit?: number;
  closing?: number;
  total?: number;
  unapplied_deposits?: number;
}

export interface CardQuery {
  customer_id: number;
  date_from: string;
  date_to: string;
  after?: string;
  limit?: number;
}

export async function fetchCdrCandidates(period: Period): Promise<CdrCandidate[]> {
  return (await apiClient.get<Envelope<CdrCandidate[]>>('/finance/get/cdr-candidates', { params: period })).data.data;
}

export async function fetchInvoiceCandidates(period: Period): Promise<InvoiceCandidate[]> {
  return (await apiClient.get<Envelope<InvoiceCandidate[]>>('/finance/get/invoice-candidates', { params: period })).data.data;
}

/** The latest month with posted CDRs not yet invoiced that the user's branches see; null when there is none. */
export async function fetchInvoicePeriod(): Promise<Period | null> {
  return (await apiClient.get<Envelope<Period | null>>('/finance/get/invoice-period')).data.data;
}

/** A CDR (kind 'customer-data-report') or a draft invoice (kind 'invoice') for each customer; all with something when none is named. */
export async function bulkGenerate(
  kind: 'customer-data-report' | 'invoice',
  body: Period & { customer_ids?: number[]; invoice_date?: string; request_id: string },
): Promise<{ message: string; results: BulkCreateResult[] }> {
  const res = await apiClient.post<Envelope<BulkCreateResult[]>>(`/finance/create/${kind}/bulk`, body);
  return { message: res.data.message, results: res.data.data };
}

export async function fetchOpenItems(customerId: number): Promise<OpenItems> {
  return (await apiClient.get<Envelope<OpenItems>>('/finance/get/open-items', { params: { customer_id: customerId } })).data.data;
}

export async function fetchReceivableCard(q: CardQuery): Promise<{ data: CardRow[]; meta: CardMeta }> {
  const res = await apiClient.get<Envelope<CardRow[]> & { meta: CardMeta }>('/finance/get/receivable-card', { params: q });
  return { data: res.data.data, meta: res.data.meta };
}

/** Paths (under /api) of the files a screen downloads with the user's token (services/save-file). */
export const financeFilePaths = {
  cardExport: (q: Omit<CardQuery, 'after' | 'limit'>, format: 'csv' | 'xlsx') =>
    `/finance/export/receivable-card?customer_id=${q.customer_id}&date_from=${q.date_from}&date_to=${q.date_to}&format=${format}`,
  statement: (q: Omit<CardQuery, 'after' | 'limit'>) => `/finance/print/receivable-card?customer_id=${q.customer_id}&date_from=${q.date_from}&date_to=${q.date_to}`,
  invoiceAwbs: (invoiceId: number, format: 'csv' | 'xlsx' = 'xlsx') => `/finance/export/invoice-awbs/${invoiceId}?format=${format}`,
};
