import { and, asc, eq } from 'drizzle-orm';
import type { ShipmentBody } from '@/lib/resources/documents/shipment-api';
import type { IntegrationShipmentRequest } from '@/lib/resources/integration';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { coverageAreas, customers, offices, services } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { officeOf } from '../shared/office';
import { awbNumberFor } from './awb-number';
import { priceAndFill } from './create';
import { jakartaDay } from './pricing';

/*
 * A shipment a credit customer sends through the API: a draft waiting for its parcel at the customer's
 * branch counter, priced with their contract, numbered from their own AWB stock. The counter later
 * weighs it (integration booking) and books it.
 */

export interface IntegrationInput extends IntegrationShipmentRequest {
  customer_id: number;
}

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid request: check the listed fields', errors);

async function idOfCode(db: Db, table: typeof coverageAreas | typeof services, column: 'area_code' | 'code', code: string, field: string, what: string) {
  const [row] = await db
    .select({ id: table.id, active: table.active })
    .from(table)
    .where(eq((table as unknown as Record<string, never>)[column], code));
  if (!row) throw invalid({ [field]: [`Unknown ${what} ${code}`] });
  if (!row.active) throw invalid({ [field]: [`${what} ${code} is not served`] });
  return row.id as number;
}

/** The counter that receives a customer's parcels: its branch's first counter office. */
async function receivingOffice(db: Db, refs: ReferenceCache, customerId: number) {
  const [row] = await db
    .select({ id: offices.id })
    .from(customers)
    .innerJoin(offices, and(eq(offices.branch_id, customers.branch_id), eq(offices.kind, 'COUNTER'), eq(offices.active, true)))
    .where(eq(customers.id, customerId))
    .orderBy(asc(offices.id))
    .limit(1);
  if (!row) throw badRequest('Your account has no receiving counter yet: contact your account manager');
  return officeOf(db, refs, row.id as number);
}

/** The contract's request as the counter's body, so the same pricing and checks run. */
export async function toShipmentBody(db: Db, input: IntegrationInput, officeId: number): Promise<ShipmentBody> {
  const [origin, destination, service] = [
    await idOfCode(db, coverageAreas, 'area_code', input.origin_area, 'origin_area', 'area'),
    await idOfCode(db, coverageAreas, 'area_code', input.destination_area, 'destination_area', 'area'),
    await idOfCode(db, services, 'code', input.service, 'service', 'service'),
  ];
  return {
    payment_type: 'CREDIT',
    office_id: officeId,
    customer_id: input.customer_id,
    customer_reference: input.reference,
    pickup_id: null,
    origin_area_id: origin,
    destination_area_id: destination,
    service_id: service,
    shipper_name: input.shipper.name,
    shipper_phone: input.shipper.phone,
    shipper_address: input.shipper.address,
    consignee_name: input.consignee.name,
    consignee_phone: input.consignee.phone,
    consignee_address: input.consignee.address,
    goods_description: input.goods.description,
    goods_value: input.goods.value ?? null,
    insured: input.insured,
    cod_amount: input.cod_amount ?? null,
    special_instructions: input.special_instructions ?? null,
    cost_case_ids: [],
    koli: input.koli.map((k) => ({ weight_kg: k.weight_kg, length_cm: k.length_cm ?? null, width_cm: k.width_cm ?? null, height_cm: k.height_cm ?? null })),
    payment_method: null,
    payment_reference: null,
    amount_received: null,
    awb: null,
  } as ShipmentBody;
}

export const createIntegrationShipment: CreateHandler<IntegrationInput> = {
  body: undefined as never, // validated by the integration route against the contract
  async build(tx, input, ac) {
    const date = jakartaDay(ac.now);
    const office = await receivingOffice(tx, ac.ctx.references, input.customer_id);
    const body = await toShipmentBody(tx, input, office.id);
    const { set, lines } = await priceAndFill(tx, ac.ctx.references, body, date);
    const number = await awbNumberFor(tx, ac.ctx.references, { officeId: office.id, branchId: office.branchId, customerId: input.customer_id });
    return {
      number,
      set: { ...set, shipment_date: date, channel: 'INTEGRATION', branch_id: office.branchId, status: 'pending' },
      lines,
      tracking: [{ shipment_id: 0, status: 'pending', code: 'INTEGRATION_CREATED', office_id: office.id, document_type: 'shipment' }],
    };
  },
};
