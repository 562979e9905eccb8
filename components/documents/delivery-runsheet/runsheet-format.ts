import { counted } from '@/components/document/document-format';
import { EMPTY, formatDateTime, formatField, formatValue } from '@/components/resource/format';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';
import type { DocumentRecord } from '@/services/documents/document-client';

/* How a runsheet reads on the scan screen: who takes it out, what is on it, the COD to collect. */

const f = deliveryRunsheetDocument.fields;

const named = (r: DocumentRecord, key: 'driver_id' | 'vehicle_id'): string | null => {
  const text = formatField(f[key], key, r);
  return text === EMPTY ? null : text;
};

/** Who takes it out, in what: "JOKO SUSILO · B 4411 KXT (Motor)". */
export const runsheetCrew = (r: DocumentRecord) => [named(r, 'driver_id'), named(r, 'vehicle_id')].filter((p): p is string => Boolean(p)).join(' · ') || EMPTY;

/** The COD the courier is to collect, in rupiah: "Rp 1.250.000". */
export const runsheetCod = (r: DocumentRecord) => formatValue(f.cod_total, r.cod_total ?? 0);

export const runsheetWeight = (r: DocumentRecord) => formatValue(f.weight_kg, r.weight_kg ?? 0);

/** What is on it: "12 AWBs, 14 koli, 30 kg". */
export const runsheetLoad = (r: DocumentRecord, separator = ', ') => [counted(r.awb_count, 'AWB'), `${Number(r.koli_count ?? 0)} koli`, runsheetWeight(r)].join(separator);

/** When it went out. */
export const runsheetOut = (r: DocumentRecord) => (r.dispatched_at ? `Out ${formatDateTime(String(r.dispatched_at))}` : null);

/** The runsheet just dispatched, in one line: crew, load, COD and when it went out. */
export const dispatchedSummary = (r: DocumentRecord) =>
  [runsheetCrew(r), runsheetLoad(r, ' · '), `COD to collect ${runsheetCod(r)}`, runsheetOut(r)].filter((p): p is string => Boolean(p)).join(' · ');
