import { eq } from 'drizzle-orm';
import { shipmentBody, shipmentUpdateBody, type ShipmentBody } from '@/lib/resources/documents/shipment-api';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { pickups } from '../../db/schema/documents';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { badRequest, HttpError } from '../../errors';
import { grantsAction } from '../engine/run-document-action';
import type { ActionContext, CreateHandler, DocRow, DocumentChange, TrackingInput, UpdateHandler } from '../engine/types';
import { officeOf } from '../shared/office';
import { awbNumberFor } from './awb-number';
import { activeContractOf, priceForSave, quoteColumns } from './pricing';

/*
 * A draft AWB from the counter: the server checks who pays (cash: how; credit: an active contract),
 * prices it again (never the client's figures), takes its number from the AWB stock and keeps every
 * koli's raw measurements (a later weight change recomputes from them).
 */

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** Cash: how it was paid, and enough of it; credit: the customer and their contract. */
async function checkPayment(db: Db, refs: ReferenceCache, input: ShipmentBody, total: number, date: string) {
  if (input.payment_type === 'CREDIT') {
    if (!input.customer_id) throw invalid({ customer_id: ['A credit shipment needs its customer'] });
    await activeContractOf(db, refs, input.customer_id as number, date);
    return { payment_method: null, payment_reference: null, amount_received: null, change_given: null };
  }
  const method = input.payment_method as string | null;
  if (!method) throw invalid({ payment_method: ['How is it paid?'] });
  if (method !== 'CASH' && !input.payment_reference) throw invalid({ payment_reference: ['The approval code or reference of the payment'] });
  if (method === 'CASH') {
    const received = (input.amount_received as number | null) ?? null;
    if (received === null) throw invalid({ amount_received: ['The cash received'] });
    if (received < total) throw invalid({ amount_received: [`Less than the total of Rp ${total.toLocaleString('id-ID')}`] });
    return { payment_method: method, payment_reference: input.payment_reference ?? null, amount_received: received, change_given: received - total };
  }
  return { payment_method: method, payment_reference: input.payment_reference, amount_received: total, change_given: 0 };
}

async function checkPickup(db: Db, pickupId: number | null) {
  if (!pickupId) return;
  const [pickup] = await db.select({ id: pickups.id, stage: pickups.stage }).from(pickups).where(eq(pickups.id, pickupId));
  if (!pickup || pickup.stage === 'cancelled') throw invalid({ pickup_id: [pickup ? 'This pickup is cancelled' : 'No such pickup'] });
}

/** Everything a save computes: the price, the payment, the lines. */
export async function priceAndFill(db: Db, refs: ReferenceCache, input: ShipmentBody, date: string) {
  const { quote, service } = await priceForSave(db, refs, { ...input, service_id: input.service_id as number }, date);
  const payment = await checkPayment(db, refs, input, quote.charges.total, date);
  await checkPickup(db, (input.pickup_id as number | null) ?? null);
  const set = {
    payment_type: input.payment_type,
    office_id: input.office_id,
    customer_id: input.payment_type === 'CREDIT' ? input.customer_id : (input.customer_id ?? null),
    customer_reference: input.customer_reference ?? null,
    pickup_id: input.pickup_id ?? null,
    origin_area_id: input.origin_area_id,
    destination_area_id: input.destination_area_id,
    service_id: service.id,
    shipper_name: input.shipper_name,
    shipper_phone: input.shipper_phone,
    shipper_address: input.shipper_address,
    consignee_name: input.consignee_name,
    consignee_phone: input.consignee_phone,
    consignee_address: input.consignee_address,
    goods_description: input.goods_description,
    goods_value: input.goods_value ?? null,
    insured: Boolean(input.insured),
    cod_amount: input.cod_amount ?? null,
    special_instructions: input.special_instructions ?? null,
    ...payment,
    ...quoteColumns(quote, input.koli.length),
  };
  const lines = {
    koli: input.koli.map((k, i) => ({
      weight_kg: k.weight_kg,
      length_cm: k.length_cm ?? null,
      width_cm: k.width_cm ?? null,
      height_cm: k.height_cm ?? null,
      volumetric_kg: quote.weight.koli[i]?.volumetric_kg ?? 0,
    })),
    costs: quote.additional_costs.map((l) => ({
      cost_case_id: l.cost_case_id,
      code: l.code,
      name: l.name,
      amount: l.amount,
      taxable: l.taxable,
      automatic: !(input.cost_case_ids ?? []).includes(l.cost_case_id),
    })),
  };
  return { set, lines, quote };
}

export const createShipment: CreateHandler<ShipmentBody> = {
  body: shipmentBody,
  async build(tx, input, ac: ActionContext) {
    const date = jakartaDay(ac.now);
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const { set, lines } = await priceAndFill(tx, ac.ctx.references, input, date);
    const number = await awbNumberFor(tx, ac.ctx.references, { officeId: office.id, branchId: office.branchId, customerId: input.payment_type === 'CREDIT' ? (input.customer_id as number) : null }, input.awb ?? null);
    const tracking: TrackingInput[] = [{ shipment_id: 0, status: 'pending', code: 'ENTRY', office_id: office.id, document_type: 'shipment' }];
    // Save & book: what the book action would do next, in the same transaction (its screens, its event)
    const book = shipmentDocument.actions.book;
    if (input.book) {
      if (!grantsAction(shipmentDocument, book.screens, { payment_type: input.payment_type }, ac.principal.permissions)) {
        throw new HttpError(403, 'Your role may save this AWB as a draft but not book it');
      }
      tracking.push({ shipment_id: 0, status: book.tracking!.status, code: book.tracking!.code, office_id: office.id, document_type: 'shipment' });
    }
    return {
      number,
      set: { ...set, shipment_date: date, channel: 'COUNTER', branch_id: office.branchId, status: 'pending' },
      lines,
      tracking,
      booked: Boolean(input.book),
    };
  },
};

/** Editing a draft prices it again from the edited parcels. */
export const updateShipment: UpdateHandler<ShipmentBody & { version: number }> = {
  body: shipmentUpdateBody,
  async build(tx, doc: DocRow, input, ac): Promise<DocumentChange> {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    if (input.payment_type !== doc.payment_type) throw invalid({ payment_type: ['A cash AWB stays cash and a credit one credit: cancel it and enter a new one'] });
    // its number came from this office's (or this customer's) AWB stock
    if (input.office_id !== doc.office_id) throw invalid({ office_id: ['An AWB stays at the office whose stock numbered it: cancel it and enter a new one'] });
    if (doc.payment_type === 'CREDIT' && input.customer_id !== doc.customer_id) throw invalid({ customer_id: ['A credit AWB stays with its customer: cancel it and enter a new one'] });
    const { set, lines } = await priceAndFill(tx, ac.ctx.references, input, String(doc.shipment_date));
    return { set: { ...set, branch_id: office.branchId }, lines };
  },
};
