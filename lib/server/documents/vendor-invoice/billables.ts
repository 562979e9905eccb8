import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingManifests, vendorHandovers } from '../../db/schema/documents';
import type { VendorInfo } from '../../finance/parties';

/*
 * What a vendor may bill us for and has not yet: their booked hand-overs (last mile) and the booked
 * manifests they carried (linehaul). The expected cost: what the hand-over recorded; on a manifest, the
 * vendor's rates on its AWBs and kg (rate per AWB × AWBs + rate per kg × kg rounded up).
 */

export interface Billable {
  source_type: 'VENDOR_HANDOVER' | 'MANIFEST';
  source_id: number;
  source_number: string;
  source_date: string;
  branch_id: number;
  awb_count: number;
  weight_kg: number;
  expected: number;
}

export async function billables(db: Db, vendor: VendorInfo & { ratePerAwb: number; ratePerKg: number }, only?: { handovers?: number[]; manifests?: number[] }, lock = false): Promise<Billable[]> {
  const h = vendorHandovers;
  const m = outgoingManifests;
  let handoverQuery = db
    .select({ id: h.id, number: h.number, date: h.handover_date, branch: h.branch_id, awbs: h.awb_count, kg: h.weight_kg, cost: h.cost_total })
    .from(h)
    .where(and(eq(h.vendor_id, vendor.id), eq(h.stage, 'booked'), isNull(h.vendor_invoice_id), only ? inArray(h.id, only.handovers?.length ? only.handovers : [0]) : undefined))
    .orderBy(asc(h.handover_date), asc(h.id))
    .$dynamic();
  let manifestQuery = db
    .select({ id: m.id, number: m.number, date: m.manifest_date, branch: m.branch_id, awbs: m.awb_count, kg: m.weight_kg })
    .from(m)
    .where(and(eq(m.vendor_id, vendor.id), eq(m.carrier_type, 'VENDOR'), eq(m.stage, 'booked'), isNull(m.vendor_invoice_id), only ? inArray(m.id, only.manifests?.length ? only.manifests : [0]) : undefined))
    .orderBy(asc(m.manifest_date), asc(m.id))
    .$dynamic();
  if (lock) {
    handoverQuery = handoverQuery.for('update');
    manifestQuery = manifestQuery.for('update');
  }
  const out: Billable[] = [];
  for (const r of await handoverQuery) {
    out.push({ source_type: 'VENDOR_HANDOVER', source_id: r.id as number, source_number: String(r.number), source_date: String(r.date), branch_id: r.branch as number, awb_count: Number(r.awbs), weight_kg: Number(r.kg ?? 0), expected: Number(r.cost ?? 0) });
  }
  for (const r of await manifestQuery) {
    const awbs = Number(r.awbs);
    const kg = Number(r.kg ?? 0);
    out.push({ source_type: 'MANIFEST', source_id: r.id as number, source_number: String(r.number), source_date: String(r.date), branch_id: r.branch as number, awb_count: awbs, weight_kg: kg, expected: vendor.ratePerAwb * awbs + vendor.ratePerKg * Math.ceil(kg) });
  }
  return out;
}
