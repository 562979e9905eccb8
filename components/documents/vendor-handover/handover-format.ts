import { counted } from '@/components/document/document-format';
import { EMPTY, formatDateTime, formatField, formatValue } from '@/components/resource/format';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentRecord } from '@/services/documents/document-client';

/* How a vendor hand-over reads on the scan screen: the vendor, what is on it, what it costs. */

const def = vendorHandoverDocument;
const f = def.fields;

/** The most a cost entered for one AWB may be (the server's limit). */
export const COST_MAX = 10_000_000;
/** The vendor's AWB or reference: at most this long (the server's limit). */
export const VENDOR_AWB_MAX = 60;

/** Whole rupiah, the Indonesian way: "Rp 25.000". */
export const rupiah = (value: unknown) => formatValue(f.cost_total, value ?? 0);

/** Who takes the AWBs: "Lion Parcel". */
export const handoverVendor = (doc: DocumentRecord) => formatField(f.vendor_id, 'vendor_id', doc);

/** What the vendor charges for all of it: "Rp 125.000". */
export const handoverCost = (doc: DocumentRecord) => rupiah(doc.cost_total);

export const handoverWeight = (doc: DocumentRecord) => formatValue(f.weight_kg, doc.weight_kg ?? 0);

/** What is on it: "12 AWBs, 14 koli, 30 kg". */
export const handoverLoad = (doc: DocumentRecord, separator = ', ') => [counted(doc.awb_count, 'AWB'), `${Number(doc.koli_count ?? 0)} koli`, handoverWeight(doc)].join(separator);

/** The partner's receipt or manifest number, when given. */
export const handoverReference = (doc: DocumentRecord) => (doc.vendor_reference ? `Ref. ${String(doc.vendor_reference)}` : null);

/** The hand-over just done, in one line: vendor, reference, load, cost and when. */
export const handedOverSummary = (doc: DocumentRecord) =>
  [
    `to ${handoverVendor(doc)}`,
    handoverReference(doc),
    handoverLoad(doc, ' · '),
    `cost ${handoverCost(doc)}`,
    doc.handed_over_at ? `Handed over ${formatDateTime(String(doc.handed_over_at))}` : null,
  ]
    .filter((p): p is string => Boolean(p) && p !== EMPTY)
    .join(' · ');

/**
 * A cost as typed: whole rupiah, with or without "Rp" and thousands dots ("25.000", "Rp 25,000",
 * "25000"). Empty: none entered (the vendor's rates price it); `invalid` when it is not whole rupiah
 * up to COST_MAX.
 */
export function parseRupiah(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/^rp\.?\s*/i, '');
  if (!trimmed) return null;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) && value <= COST_MAX ? value : 'invalid';
}

export const COST_INVALID = `Whole rupiah, up to ${rupiah(COST_MAX)} (empty: the vendor's rates)`;

/** A scan whose cost could not be read, in the feed. */
export const COST_NOT_SENT = `Not sent: the cost must be whole rupiah, up to ${rupiah(COST_MAX)}. Correct it and scan again.`;
