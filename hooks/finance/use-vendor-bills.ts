import { useQuery } from '@tanstack/react-query';
import type { ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { useResourceOne } from '@/hooks/resource/use-resource';
import { vendorResource } from '@/lib/resources/customers';
import type { BILLABLE_SOURCES } from '@/lib/resources/documents/vendor-invoice';
import { apiClient } from '@/services/api-client';

/*
 * The calls of the accounts-payable entry screens (server: lib/server/finance/routes.ts): what a vendor
 * may bill and has not yet (their booked hand-overs and the manifests they carried, with the expected
 * cost), their posted bills with something left to pay, and the vendor's own terms (PPh 23, days).
 * The bills and payments themselves are documents (hooks/documents/use-document).
 */

interface Envelope<T> {
  message: string;
  data: T;
}

/** A hand-over or manifest the vendor has not billed yet. */
export interface VendorBillable {
  source_type: (typeof BILLABLE_SOURCES)[number];
  source_id: number;
  source_number: string;
  source_date: string;
  branch_id: number;
  awb_count: number;
  weight_kg: number;
  /** What it should cost: the hand-over's recorded cost, or the vendor's rates on the manifest. */
  expected: number;
}

/** A posted bill of the vendor with something left to pay. */
export interface VendorOpenBill {
  id: number;
  number: string;
  vendor_invoice_no: string;
  bill_date: string;
  due_date: string;
  payable: number;
  /** PPh 23 withheld on the bill (the payment hands the vendor its slip). */
  pph23: number;
  status: string;
  outstanding: number;
}

/** What the screens read of a vendor's master data. */
export interface VendorTerms {
  id: number;
  name: string;
  code?: string;
  is_company: boolean;
  npwp: string | null;
  top_days: number;
  bank_name?: string | null;
  bank_account_no?: string | null;
  bank_account_name?: string | null;
}

export async function fetchVendorBillables(vendorId: number): Promise<VendorBillable[]> {
  return (await apiClient.get<Envelope<VendorBillable[]>>('/finance/get/vendor-billables', { params: { vendor_id: vendorId } })).data.data;
}

export async function fetchVendorOpenBills(vendorId: number): Promise<VendorOpenBill[]> {
  return (await apiClient.get<Envelope<VendorOpenBill[]>>('/finance/get/vendor-open-bills', { params: { vendor_id: vendorId } })).data.data;
}

/** Keys start with the bill's document name: a bill created, posted or cancelled refreshes them. */
export const billablesKey = (vendorId: number | null) => ['vendor-invoice', 'billables', vendorId ?? 0] as const;
export const openBillsKey = (vendorId: number | null) => ['vendor-invoice', 'open-bills', vendorId ?? 0] as const;

/** Nothing is read until a vendor is chosen. */
export function useVendorBillables(vendorId: number | null) {
  return useQuery({
    queryKey: billablesKey(vendorId),
    queryFn: () => fetchVendorBillables(vendorId as number),
    enabled: vendorId !== null,
    meta: { refs: ['vendor-handover', 'outgoing-manifest', 'vendor'] } satisfies ResourceQueryMeta,
  });
}

export function useVendorOpenBills(vendorId: number | null) {
  return useQuery({
    queryKey: openBillsKey(vendorId),
    queryFn: () => fetchVendorOpenBills(vendorId as number),
    enabled: vendorId !== null,
    meta: { refs: ['vendor-payment'] } satisfies ResourceQueryMeta,
  });
}

/** GET /datamaster/get/vendor/:id — its terms of payment, whether PPh 23 is withheld and at which rate. */
export function useVendorTerms(vendorId: number | null) {
  return useResourceOne<VendorTerms>(vendorResource, vendorId);
}
