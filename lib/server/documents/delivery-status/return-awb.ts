import { asc, eq } from 'drizzle-orm';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { shipmentKoli, shipments } from '../../db/schema/documents';
import type { OfficeInfo } from '../shared/office';

/** The return AWB's number: the original's with an R in front (one return per AWB). */
export const returnNumber = (original: string) => `R${original}`;

const CHARGES = ['rate_per_kg', 'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'change_given', 'amount_received', 'cod_amount'] as const;

/**
 * Books the return of an AWB that could not be delivered: the same goods and koli, from the office that
 * tried to deliver back to the shipper (shipper and consignee swapped, origin and destination swapped),
 * linked to the original. Its charges are nil here: a return is billed by the customer's contract, not
 * at a counter.
 */
export async function bookReturnAwb(tx: Db, originalId: number, office: OfficeInfo, at: Date, actor: string): Promise<{ id: number; number: string }> {
  const [o] = (await tx.select().from(shipments).where(eq(shipments.id, originalId))) as Record<string, unknown>[];
  const copied = Object.fromEntries(Object.keys(shipmentDocument.fields).map((k) => [k, o[k]]));
  const values = {
    ...copied,
    ...Object.fromEntries(CHARGES.map((k) => [k, 0])),
    number: returnNumber(String(o.number)),
    stage: 'booked',
    status: 'pending',
    shipment_date: jakartaDay(at),
    office_id: office.id,
    branch_id: office.branchId,
    origin_area_id: o.destination_area_id,
    destination_area_id: o.origin_area_id,
    shipper_name: o.consignee_name,
    shipper_phone: o.consignee_phone,
    shipper_address: o.consignee_address,
    consignee_name: o.shipper_name,
    consignee_phone: o.shipper_phone,
    consignee_address: o.shipper_address,
    pickup_id: null,
    insured: false,
    payment_method: null,
    payment_reference: null,
    special_instructions: `Retur dari AWB ${String(o.number)}`,
    return_of_id: o.id,
    delivered_at: null,
    pod_paper_received_at: null,
    eta_from: null,
    eta_to: null,
    booked_at: at.toISOString(),
    booked_by: actor,
    created_by: actor,
    updated_by: actor,
  };
  const [row] = await tx.insert(shipments).values(values).returning({ id: shipments.id, number: shipments.number });
  const koli = await tx.select().from(shipmentKoli).where(eq(shipmentKoli.document_id, originalId)).orderBy(asc(shipmentKoli.position));
  if (koli.length) {
    await tx.insert(shipmentKoli).values(
      koli.map((k) => ({ document_id: row.id, position: k.position, weight_kg: k.weight_kg, length_cm: k.length_cm, width_cm: k.width_cm, height_cm: k.height_cm, volumetric_kg: k.volumetric_kg })),
    );
  }
  return { id: row.id as number, number: String(row.number) };
}
