import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateResource, type ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { bulkGenerate, fetchInvoiceCandidates, fetchInvoicePeriod, type Period } from '@/services/finance/finance-client';
import { createResource } from '@/services/resource/client';
import { toast } from '@/services/toast';

/*
 * React Query of the invoice generate screen (components/documents/invoice/InvoiceGenerateScreen): the
 * customers with posted CDRs to invoice in a period, a draft for each of them at once, or one draft for
 * one customer. A draft holds CDRs: the CDR screens refresh too.
 */

export const invoiceGenerateKeys = {
  all: ['finance', 'invoice-candidates'] as const,
  candidates: (period: Period) => ['finance', 'invoice-candidates', period] as const,
  /** Apart from `all`: a generation does not move the period the screen opened on. */
  period: ['finance', 'invoice-period'] as const,
};

/** The period the run opens on: the latest month with posted CDRs to invoice (null: none). Asked once; a failure is no answer. */
export function useInvoicePeriod() {
  return useQuery({ queryKey: invoiceGenerateKeys.period, queryFn: fetchInvoicePeriod, retry: false, staleTime: Infinity });
}

/** Customers with posted CDRs not yet invoiced, ending in the period; null period: nothing is asked. */
export function useInvoiceCandidates(period: Period | null) {
  return useQuery({
    queryKey: invoiceGenerateKeys.candidates(period ?? { period_from: '', period_to: '' }),
    queryFn: () => fetchInvoiceCandidates(period!),
    enabled: period !== null,
    // an invoice generated or cancelled, a CDR posted or cancelled, anywhere: who has something to invoice changes
    meta: { refs: [invoiceDocument.name, customerDataReportDocument.name] } satisfies ResourceQueryMeta,
  });
}

/** Everything a generation changes: the candidates, the invoice and CDR lists and records. */
async function invalidateGeneration(client: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    client.invalidateQueries({ queryKey: invoiceGenerateKeys.all }),
    invalidateResource(client, invoiceDocument.name),
    invalidateResource(client, customerDataReportDocument.name),
  ]);
}

export type BulkInvoiceBody = Period & { customer_ids?: number[]; invoice_date?: string; request_id: string };

/** A draft invoice for each named customer (or every one with posted CDRs): a result per customer. */
export function useBulkGenerateInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkInvoiceBody) => bulkGenerate('invoice', body),
    onSettled: () => invalidateGeneration(client),
    onError: (error) => {
      if (!Object.keys(apiFieldErrors(error)).length) toast.error(apiErrorMessage(error));
    },
  });
}

export type InvoiceCreateBody = Period & {
  customer_id: number;
  invoice_date?: string;
  collector_id?: number;
  notes?: string;
  request_id: string;
};

/** One draft invoice for one customer (idempotent per `request_id`); field errors and conflicts are the form's. */
export function useGenerateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) => createResource<DocumentRecord>(invoiceDocument, body),
    onSuccess: async (row) => {
      toast.success(`${invoiceDocument.label} ${row.number} created`);
      await invalidateGeneration(client);
    },
    onError: (error) => {
      if (!isFormError(error)) toast.error(apiErrorMessage(error));
    },
  });
}
