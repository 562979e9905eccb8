import { CDR_EXCLUDE_REASONS } from '@/lib/resources/documents/customer-data-report';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * A CDR's AWB lines as the review reads them (GET …/customer-data-report/:id → lines.awbs), and the
 * totals per service and destination of the lines kept, worked out here from the lines on screen.
 */

export interface CdrLine {
  id: number;
  awb: string;
  shipment_date: string | null;
  service_id: number | null;
  service_label: string;
  destination_area_id: number | null;
  destination_label: string;
  consignee_name: string;
  koli_count: number;
  /** Hundredths of a kg (summed exactly). */
  kg_hundredths: number;
  amount: number;
  taxable: number;
  freight: number;
  additional: number;
  insurance: number;
  cod_fee: number;
  discount: number;
  delivered_at: string | null;
  included: boolean;
  exclude_reason: string | null;
  exclude_note: string | null;
}

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const idOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export function toCdrLine(row: ResourceRecord): CdrLine {
  const serviceId = idOrNull(row.service_id);
  const areaId = idOrNull(row.destination_area_id);
  return {
    id: row.id,
    awb: text(row.awb),
    shipment_date: row.shipment_date ? String(row.shipment_date) : null,
    service_id: serviceId,
    service_label: text(row.service_id_label) || (serviceId === null ? 'No service' : `#${serviceId}`),
    destination_area_id: areaId,
    destination_label: text(row.destination_area_id_label) || (areaId === null ? 'No destination' : `#${areaId}`),
    consignee_name: text(row.consignee_name),
    koli_count: num(row.koli_count),
    kg_hundredths: Math.round(num(row.chargeable_kg) * 100),
    amount: num(row.amount),
    taxable: num(row.taxable),
    freight: num(row.freight),
    additional: num(row.additional),
    insurance: num(row.insurance),
    cod_fee: num(row.cod_fee),
    discount: num(row.discount),
    delivered_at: row.delivered_at ? String(row.delivered_at) : null,
    // a line is kept unless it says otherwise
    included: row.included !== false && row.included !== 'false',
    exclude_reason: row.exclude_reason ? String(row.exclude_reason) : null,
    exclude_note: row.exclude_note ? String(row.exclude_note) : null,
  };
}

/** The label of a leave-out reason code ("DISPUTED" → "Disputed by the customer"). */
export const excludeReasonLabel = (code: string | null): string =>
  code ? (CDR_EXCLUDE_REASONS.find((r) => r.code === code)?.label ?? code) : 'Left out';

export interface LineTotals {
  awbs: number;
  koli: number;
  kg_hundredths: number;
  amount: number;
  taxable: number;
}

export interface DestinationTotals extends LineTotals {
  destination_area_id: number | null;
  destination_label: string;
}

export interface ServiceTotals extends LineTotals {
  service_id: number | null;
  service_label: string;
  destinations: DestinationTotals[];
}

export interface CdrTotals {
  services: ServiceTotals[];
  total: LineTotals;
}

const zero = (): LineTotals => ({ awbs: 0, koli: 0, kg_hundredths: 0, amount: 0, taxable: 0 });
function add(t: LineTotals, line: CdrLine) {
  t.awbs += 1;
  t.koli += line.koli_count;
  t.kg_hundredths += line.kg_hundredths;
  t.amount += line.amount;
  t.taxable += line.taxable;
}
const byLabel = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/** The included lines summed per service, and within it per destination (both by name), with the total. */
export function cdrTotals(lines: readonly CdrLine[]): CdrTotals {
  const services = new Map<string, ServiceTotals & { byDestination: Map<string, DestinationTotals> }>();
  const total = zero();
  for (const line of lines) {
    if (!line.included) continue;
    const sKey = String(line.service_id);
    let s = services.get(sKey);
    if (!s) {
      s = { service_id: line.service_id, service_label: line.service_label, ...zero(), destinations: [], byDestination: new Map() };
      services.set(sKey, s);
    }
    const dKey = String(line.destination_area_id);
    let d = s.byDestination.get(dKey);
    if (!d) {
      d = { destination_area_id: line.destination_area_id, destination_label: line.destination_label, ...zero() };
      s.byDestination.set(dKey, d);
    }
    add(s, line);
    add(d, line);
    add(total, line);
  }
  const out = [...services.values()]
    .map(({ byDestination, ...s }) => ({ ...s, destinations: [...byDestination.values()].sort((a, b) => byLabel(a.destination_label, b.destination_label)) }))
    .sort((a, b) => byLabel(a.service_label, b.service_label));
  return { services: out, total };
}

/** 1234 hundredths → "12.34 kg". */
export const kgText = (hundredths: number) => `${(hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;
