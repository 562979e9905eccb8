import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { counted } from '@/components/document/document-format';
import { documentRefs, useDocumentList } from '@/hooks/documents/use-document';
import { resourceKeys, type ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import type { DocumentRecord } from '@/services/documents/document-client';
import { fetchResource, type ListQuery, type ResourceRecord } from '@/services/resource/client';
import { lineContext, rupiah, type AwbContext } from './pod-entry';

/*
 * The runsheets out for delivery from the office — the cards to pick one from, and, for an AWB scanned
 * on its own, where it is (its consignee, its COD): the lines of those runsheets, read once and kept
 * with the same keys as the runsheet's own detail (a save refreshes both).
 */

const def = deliveryRunsheetDocument;

/** The newest runsheets out shown; a busy branch finds older ones in the runsheet list. */
export const OUT_RUNSHEETS_LIMIT = 50;

export const outRunsheetsQuery = (officeId: number | null): ListQuery => ({ stage: 'booked', status: 'OUT', office_id: officeId ?? undefined, limit: OUT_RUNSHEETS_LIMIT });

export function useOutRunsheets(officeId: number | null) {
  const query = useMemo(() => outRunsheetsQuery(officeId), [officeId]);
  return useDocumentList(def, query, { enabled: officeId !== null });
}

/** AWBs without a result yet. */
export const pendingCount = (r: DocumentRecord) => Math.max(0, Number(r.awb_count ?? 0) - Number(r.delivered_count ?? 0) - Number(r.failed_count ?? 0));

/** "12 AWBs · 5 delivered · 2 failed · 5 to enter". */
export const runsheetProgress = (r: DocumentRecord) =>
  [counted(r.awb_count, 'AWB'), `${Number(r.delivered_count ?? 0)} delivered`, `${Number(r.failed_count ?? 0)} failed`, `${pendingCount(r)} to enter`].join(' · ');

/** "JOKO SUSILO · B 9123 KXT". */
export const runsheetCarrier = (r: DocumentRecord) => [r.driver_id_label, r.vehicle_id_label].filter((v): v is string => typeof v === 'string' && v !== '').join(' · ');

export const runsheetCod = (r: DocumentRecord) => (Number(r.cod_total ?? 0) ? `COD ${rupiah(Number(r.cod_total))}` : 'No COD');

export interface AwbLookup {
  /** The AWB's line on a runsheet out from here; null when on none of them (or not looked for). */
  context: AwbContext | null;
  /** The runsheets are still being read. */
  searching: boolean;
  /** Some could not be read: an AWB not found may be on one of them. */
  failed: boolean;
}

/** Reads the lines of the office's runsheets out (when `enabled`), and finds `awb` among them. */
export function useAwbLookup(officeId: number | null, awb: string | null, enabled: boolean): AwbLookup {
  const list = useOutRunsheets(enabled ? officeId : null);
  const runsheets = list.data?.data ?? [];
  const details = useQueries({
    queries: runsheets.map((r) => ({
      queryKey: resourceKeys.one(def, r.id),
      queryFn: () => fetchResource<DocumentRecord>(def, r.id),
      enabled,
      meta: { refs: documentRefs(def) } satisfies ResourceQueryMeta,
    })),
  });
  const searching = enabled && officeId !== null && (list.isPending || details.some((d) => d.isPending));
  const failed = list.isError || details.some((d) => d.isError);
  let context: AwbContext | null = null;
  if (awb) {
    for (const d of details) {
      const runsheet = d.data;
      const line = runsheet?.lines?.awbs?.find((l: ResourceRecord) => String(l.awb).toUpperCase() === awb);
      if (runsheet && line) {
        context = lineContext(line, runsheet);
        // a line still to enter wins over an older result of the same AWB
        if (context.result === 'PENDING') break;
      }
    }
  }
  return { context, searching, failed };
}
