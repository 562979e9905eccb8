import { counted } from '@/components/document/document-format';
import { EMPTY, formatDateTime, formatField, formatValue } from '@/components/resource/format';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import type { DocumentRecord } from '@/services/documents/document-client';

/* How a manifest reads on the scan screen: its route, its carrier, its load. */

const f = outgoingManifestDocument.fields;

const named = (m: DocumentRecord, key: keyof typeof f): string | null => {
  const text = formatField(f[key], key, m);
  return text === EMPTY ? null : text;
};

const joined = (parts: readonly (string | null | undefined)[], separator: string) => parts.filter((p): p is string => Boolean(p)).join(separator);

/** Where it goes: "Surabaya", "Surabaya via Hub Cikarang". */
export const manifestDestination = (m: DocumentRecord) => joined([named(m, 'destination_branch_id'), named(m, 'transit_branch_id')], ' via ') || EMPTY;

/** Its whole route: "Gambir counter → Hub Cikarang → Surabaya". */
export const manifestRoute = (m: DocumentRecord) => joined([named(m, 'office_id') ?? named(m, 'branch_id'), named(m, 'transit_branch_id'), named(m, 'destination_branch_id')], ' → ');

/** How it travels and who carries it: "Darat · B 9123 KXT · Joko", "Udara · Garuda Cargo · GA 316". */
export function manifestCarrier(m: DocumentRecord): string {
  const carrier = m.carrier_type === 'VENDOR' ? [named(m, 'vendor_id'), m.vendor_reference ? String(m.vendor_reference) : null] : [named(m, 'vehicle_id'), named(m, 'driver_id')];
  return joined([named(m, 'moda_id'), ...carrier], ' · ');
}

/** When it is to leave (or left). */
export const manifestDeparture = (m: DocumentRecord) => (m.departed_at ? `Departed ${formatDateTime(String(m.departed_at))}` : `Departs ${formatValue(f.departure_at, m.departure_at)}`);

export const manifestWeight = (m: DocumentRecord) => formatValue(f.weight_kg, m.weight_kg ?? 0);

/** What is loaded: "2 bags, 5 AWBs, 12.5 kg" (the AWBs in its bags counted too). */
export const manifestLoad = (m: DocumentRecord, separator = ', ') => joined([counted(m.bag_count, 'bag'), counted(m.awb_count, 'AWB'), manifestWeight(m)], separator);
