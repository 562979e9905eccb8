import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShipmentBody } from '@/lib/resources/documents/shipment-api';
import type { IntegrationShipmentRequest } from '@/lib/resources/integration';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { coverageAreas, customers, offices, services } from '../../db/schema/resources';
import { shipments } from '../../db/schema/documents';
import { badRequest, HttpError } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { officeOf } from '../shared/office';
import { settingValues } from '../shared/site';
import { awbNumberFor } from './awb-number';
import { priceAndFill } from './create';

/*
 * A shipment a credit customer sends through the API: a draft waiting for its parcel at the customer's
 * branch counter, priced with their contract, numbered from their own AWB stock (else their branch's
 * integration stock; never a counter's). The counter later weighs it (integration booking) and books it.
 * A customer's drafts not yet handed over are capped (site setting integration_max_open_drafts): a key
 * cannot fill the AWB stock and the counter's list with shipments that never come.
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

const DEFAULT_MAX_OPEN_DRAFTS = 1000;
/** pg_advisory_xact_lock's first key for "this customer's API drafts" (the second is the customer's id). */
const DRAFTS_LOCK = 727_102;

/**
 * Refuses one more draft past the cap. The customer's creates wait for each other here until commit,
 * so that parallel calls cannot all count the same drafts and overshoot it.
 */
async function checkOpenDrafts(db: Db, refs: ReferenceCache, customerId: number) {
  const values = await settingValues(db, refs, ['integration_max_open_drafts']);
  const stored = Number(values.integration_max_open_drafts);
  const cap = Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_MAX_OPEN_DRAFTS;
  await db.execute(sql`select pg_advisory_xact_lock(${DRAFTS_LOCK}, ${customerId})`);
  const open = db
    .select({ one: sql`1` })
    .from(shipments)
    .where(and(eq(shipments.stage, 'draft'), eq(shipments.customer_id, customerId), eq(shipments.channel, 'INTEGRATION')))
    .limit(cap)
    .as('open');
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(open);
  if (Number(n) >= cap) {
    throw new HttpError(
      409,
      `Too many shipments waiting: ${cap} of yours were sent through the API and not yet handed over at the counter, the most this account may have open. Hand those parcels over (or have them cancelled) before sending more.`,
    );
  }
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
    await checkOpenDrafts(tx, ac.ctx.references, input.customer_id);
    const number = await awbNumberFor(tx, ac.ctx.references, { officeId: office.id, branchId: office.branchId, customerId: input.customer_id, integration: true });
    return {
      number,
      set: { ...set, shipment_date: date, channel: 'INTEGRATION', branch_id: office.branchId, status: 'pending' },
      lines,
      tracking: [{ shipment_id: 0, status: 'pending', code: 'INTEGRATION_CREATED', office_id: office.id, document_type: 'shipment' }],
    };
  },
};
