import { and, desc, eq, ne } from 'drizzle-orm';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { documentTable, incomingItems, incomings, shipments, trackingEvents } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { drivers, employees } from '../../db/schema/resources';
import { areasServed } from './areas';
import { allBranches, allOffices } from './office';
import { refuseScan } from './scans';

/*
 * What the delivery side (runsheets, vendor hand-overs, delivery statuses) asks of an AWB: where it is
 * now, and whether it is here to be taken out for delivery from this branch.
 */

export interface DeliverableAwb {
  id: number;
  number: string;
  stage: string;
  status: string;
  office_id: number;
  customer_id: number | null;
  bag_id: number | null;
  manifest_id: number | null;
  incoming_id: number | null;
  delivery_runsheet_id: number | null;
  vendor_handover_id: number | null;
  pod_return_id: number | null;
  destination_area_id: number;
  consignee_name: string;
  consignee_phone: string;
  consignee_address: string;
  shipper_name: string;
  koli_count: number;
  actual_kg: number;
  chargeable_kg: number;
  cod_amount: number;
  delivered_at: string | null;
  pod_paper_received_at: string | null;
}

/** The AWB with this number (or id), locked for the rest of the transaction; null when there is none. */
export async function lockDeliverable(tx: Db, by: { number: string } | { id: number }): Promise<DeliverableAwb | null> {
  const [s] = await tx
    .select({
      id: shipments.id,
      number: shipments.number,
      stage: shipments.stage,
      status: shipments.status,
      office_id: shipments.office_id,
      customer_id: shipments.customer_id,
      bag_id: shipments.bag_id,
      manifest_id: shipments.manifest_id,
      incoming_id: shipments.incoming_id,
      delivery_runsheet_id: shipments.delivery_runsheet_id,
      vendor_handover_id: shipments.vendor_handover_id,
      pod_return_id: shipments.pod_return_id,
      destination_area_id: shipments.destination_area_id,
      consignee_name: shipments.consignee_name,
      consignee_phone: shipments.consignee_phone,
      consignee_address: shipments.consignee_address,
      shipper_name: shipments.shipper_name,
      koli_count: shipments.koli_count,
      actual_kg: shipments.actual_kg,
      chargeable_kg: shipments.chargeable_kg,
      cod_amount: shipments.cod_amount,
      delivered_at: shipments.delivered_at,
      pod_paper_received_at: shipments.pod_paper_received_at,
    })
    .from(shipments)
    .where('number' in by ? eq(shipments.number, by.number) : eq(shipments.id, by.id))
    .for('update');
  if (!s) return null;
  return {
    ...s,
    koli_count: Number(s.koli_count),
    actual_kg: Number(s.actual_kg ?? 0),
    chargeable_kg: Number(s.chargeable_kg ?? 0),
    cod_amount: Number(s.cod_amount ?? 0),
  } as DeliverableAwb;
}

const numberOf = async (tx: Db, document: string, id: number) => {
  const table = documentTable(document);
  const [row] = await tx.select({ number: columnOf(table, 'number') }).from(table).where(eq(columnOf(table, 'id'), id));
  return String(row?.number ?? id);
};

/**
 * Refuses, with the reason, an AWB that cannot go out for delivery from `branchId` now: not booked,
 * cancelled, delivered, returned, already out (a runsheet, a vendor), still in a bag or on a manifest, or
 * received (or booked) at another branch. `self` is the document scanning it (its own line is "already on this …").
 */
export async function refuseUnlessDeliverableHere(tx: Db, refs: ReferenceCache, s: DeliverableAwb, branchId: number, self: { document: string; id: number }) {
  const no = (message: string) => refuseScan(message, 'awb');
  if (s.stage === 'draft') throw no(`AWB ${s.number} is not booked yet`);
  if (s.stage === 'cancelled') throw no(`AWB ${s.number} is cancelled`);
  if (s.status === 'delivered') throw no(`AWB ${s.number} is already delivered`);
  if (s.status === 'return_to_sender') throw no(`AWB ${s.number} goes back to the shipper (a return AWB was booked)`);
  for (const [column, document, words] of [
    ['delivery_runsheet_id', 'delivery-runsheet', 'on runsheet'],
    ['vendor_handover_id', 'vendor-handover', 'handed to a vendor in'],
  ] as const) {
    const id = s[column];
    if (id == null) continue;
    if (self.document === document && id === self.id) throw no(`AWB ${s.number} is already on this ${document === 'delivery-runsheet' ? 'runsheet' : 'hand-over'}`);
    throw no(`AWB ${s.number} is already ${words} ${await numberOf(tx, document, id)}`);
  }
  if (s.bag_id) throw no(`AWB ${s.number} is still in bag ${await numberOf(tx, 'shipping-bag', s.bag_id)}: receive it first`);
  if (s.manifest_id) throw no(`AWB ${s.number} is still on manifest ${await numberOf(tx, 'outgoing-manifest', s.manifest_id)}: receive it first`);
  const branches = await allBranches(tx, refs);
  let at: number | undefined;
  if (s.incoming_id) {
    const [incoming] = await tx.select({ branch: incomings.branch_id }).from(incomings).where(eq(incomings.id, s.incoming_id));
    at = incoming?.branch as number | undefined;
  } else {
    at = (await allOffices(tx, refs)).get(s.office_id)?.branchId;
  }
  if (at !== branchId) throw no(`AWB ${s.number} is at ${branches.get(at ?? -1)?.name ?? 'another branch'}, not here`);
}

/** Refuses an AWB whose district another branch delivers (a misroute: send it on, do not take it out). */
export async function refuseUnlessServedBy(tx: Db, refs: ReferenceCache, s: DeliverableAwb, branchId: number) {
  const area = (await areasServed(tx, refs)).get(s.destination_area_id);
  if (!area || area.branchId === branchId) return;
  const branches = await allBranches(tx, refs);
  const by = area.branchId ? `${branches.get(area.branchId)?.name ?? 'another branch'} delivers there` : 'no branch of ours serves it: hand it to a vendor';
  throw refuseScan(`AWB ${s.number} is for ${area.district}, ${area.regency}: ${by}`, 'awb');
}

/**
 * Whether this AWB was received damaged (its ARRIVED_DAMAGED event, of an incoming that was not
 * cancelled), the latest time: that incoming's number and what was noted of the damage; else null.
 */
export async function receivedDamaged(tx: Db, shipmentId: number): Promise<{ incoming: string; note: string | null } | null> {
  const [row] = await tx
    .select({ incoming: incomings.number, note: incomingItems.note })
    .from(trackingEvents)
    .innerJoin(incomings, and(eq(incomings.number, trackingEvents.document_number), ne(incomings.stage, 'cancelled')))
    .leftJoin(incomingItems, and(eq(incomingItems.document_id, incomings.id), eq(incomingItems.shipment_id, shipmentId)))
    .where(and(eq(trackingEvents.shipment_id, shipmentId), eq(trackingEvents.code, 'ARRIVED_DAMAGED')))
    .orderBy(desc(trackingEvents.event_at), desc(trackingEvents.id))
    .limit(1);
  if (!row) return null;
  // an extra parcel's note reads "Damaged: …" (incoming/scan)
  const note = typeof row.note === 'string' ? row.note.replace(/^Damaged(:\s*)?/, '').trim() : '';
  return { incoming: String(row.incoming), note: note || null };
}

/** The warning a parcel received damaged carries when it is taken out for delivery (the scan is done; the screen shows it amber). */
export async function damagedWarning(tx: Db, s: Pick<DeliverableAwb, 'id' | 'number'>): Promise<string | undefined> {
  const damaged = await receivedDamaged(tx, s.id);
  if (!damaged) return undefined;
  return `AWB ${s.number} was received damaged (${damaged.incoming}${damaged.note ? `: ${damaged.note}` : ''}): check the parcel with the courier before it goes out`;
}

/** A courier's name as the tracking page shows it (the driver's employee name). */
export async function courierName(tx: Db, driverId: number): Promise<string> {
  const [row] = await tx.select({ name: employees.full_name }).from(drivers).innerJoin(employees, eq(employees.id, drivers.employee_id)).where(eq(drivers.id, driverId));
  return String(row?.name ?? '');
}
