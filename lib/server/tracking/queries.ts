import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { TRACKING_STATUS_LABELS } from '@/lib/resources/documents/tracking-texts';
import { maskName, parseTrackingQuery, type PublicTracking, type TrackedShipment, type TrackingLookup } from '@/lib/resources/documents/tracking-api';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import type { Db } from '../db/client';
import { cashRegisters, deliveryStatuses, pickups, shipmentKoli, shipments, trackingEvents } from '../db/schema/documents';
import { coverageAreas, customers, offices, services } from '../db/schema/resources';

/*
 * Tracking: one or many AWBs (pasted or scanned), a customer reference or a phone number → each
 * shipment's timeline (every event: time, place, status, user, text), its koli, its pickup and the
 * documents it passed through; the charges only for finance. And the public page's view of one AWB.
 */

const LIMIT = 100;

/** The phone as digits, +62 written as 0 (how the lookup index stores it). */
export const phoneDigits = (column: unknown) => sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^62', '0')`;

function lookupWhere(kind: TrackingLookup['kind'], terms: string[]): SQL {
  if (kind === 'awb') return inArray(shipments.number, terms);
  if (kind === 'reference') return eq(shipments.customer_reference, terms[0]);
  return or(eq(phoneDigits(shipments.shipper_phone), terms[0]), eq(phoneDigits(shipments.consignee_phone), terms[0]))!;
}

/** Everything about these shipments, in the order of `ids`. */
export async function trackShipments(db: Db, ids: number[], opts: { withCharges: boolean; publicOnly?: boolean }): Promise<TrackedShipment[]> {
  if (!ids.length) return [];
  const found = await trackWhere(db, inArray(shipments.id, ids), null, opts);
  return found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** The columns of a shipment that tracking shows (a look-up reads no more: wide rows cost to decode). */
const TRACKED_COLUMNS = Object.fromEntries(
  ['id', 'number', 'stage', 'status', 'shipment_date', 'payment_type', 'channel', 'customer_reference', 'shipper_name', 'shipper_phone', 'shipper_address', 'consignee_name', 'consignee_phone', 'consignee_address', 'goods_description', 'chargeable_kg', 'eta_from', 'eta_to', 'cod_amount', 'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'pickup_id', 'cash_register_id', 'pod_paper_received_at', 'return_of_id'].map((k) => [k, (shipments as unknown as Record<string, AnyPgColumn>)[k]]),
) as Record<string, AnyPgColumn>;

/** Who received these shipments, and the signature and photo kept for it: their DELIVERED results, latest first. */
const latestDeliveries = (db: Db, shipmentIds: number[]) =>
  db
    .select({
      shipment_id: deliveryStatuses.shipment_id,
      number: deliveryStatuses.number,
      receiver_name: deliveryStatuses.receiver_name,
      receiver_relation: deliveryStatuses.receiver_relation,
      event_at: deliveryStatuses.event_at,
      signature_id: deliveryStatuses.signature_id,
      photo_id: deliveryStatuses.photo_id,
    })
    .from(deliveryStatuses)
    .where(and(inArray(deliveryStatuses.shipment_id, shipmentIds), eq(deliveryStatuses.status, 'DELIVERED')))
    .orderBy(desc(deliveryStatuses.id));

/**
 * Everything about the shipments matching `where` (with a `limit`: the newest that many; without, where
 * picks by unique keys — numbers, ids — and nothing is sorted): one query for the
 * headers with their names (route, service, office, customer), then the koli and the events together;
 * pickups and registers only when a shipment has one.
 */
async function trackWhere(db: Db, where: SQL, limit: number | null, opts: { withCharges: boolean; publicOnly?: boolean }): Promise<TrackedShipment[]> {
  // the table is built from its declaration (typed loosely): the aliases are cast back to a table
  const origin = alias(coverageAreas, 'origin') as unknown as typeof coverageAreas;
  const destination = alias(coverageAreas, 'destination') as unknown as typeof coverageAreas;
  const query = db
      .select({
        s: TRACKED_COLUMNS,
        service: services.code,
        office: offices.name,
        customer: customers.name,
        paperRequired: customers.requires_paper_pod,
        origin: sql<string>`${origin.district} || ', ' || ${origin.regency}`,
        destination: sql<string>`${destination.district} || ', ' || ${destination.regency}`,
      })
      .from(shipments)
      .innerJoin(services, eq(services.id, shipments.service_id))
      .innerJoin(origin, eq(origin.id, shipments.origin_area_id))
      .innerJoin(destination, eq(destination.id, shipments.destination_area_id))
      .leftJoin(offices, eq(offices.id, shipments.office_id))
      .leftJoin(customers, eq(customers.id, shipments.customer_id))
      .where(where);
  const heads = (await (limit === null ? query : query.orderBy(desc(shipments.id)).limit(limit))) as unknown as { s: Record<string, unknown>; service: string; office: string | null; customer: string | null; paperRequired: boolean | null; origin: string; destination: string }[];
  if (!heads.length) return [];
  const ids = heads.map((h) => h.s.id as number);
  // the POD block: the latest delivery of each delivered one (a cancelled POD puts the AWB's status back)
  const delivered = opts.publicOnly ? [] : heads.filter((h) => h.s.status === 'delivered').map((h) => h.s.id as number);
  const [koli, events, pods] = await Promise.all([
    db.select().from(shipmentKoli).where(inArray(shipmentKoli.document_id, ids)).orderBy(asc(shipmentKoli.document_id), asc(shipmentKoli.position)),
    db
      .select()
      .from(trackingEvents)
      .where(and(inArray(trackingEvents.shipment_id, ids), opts.publicOnly ? eq(trackingEvents.public, true) : undefined))
      .orderBy(asc(trackingEvents.shipment_id), asc(trackingEvents.event_at), asc(trackingEvents.id)),
    delivered.length ? latestDeliveries(db, delivered) : Promise.resolve([]),
  ]);
  const pickupIds = [...new Set(heads.map((h) => h.s.pickup_id).filter((v): v is number => typeof v === 'number'))];
  const pickupRows = pickupIds.length ? await db.select({ id: pickups.id, number: pickups.number, status: pickups.status, picked_up_at: pickups.picked_up_at }).from(pickups).where(inArray(pickups.id, pickupIds)) : [];
  const registerIds = [...new Set(heads.map((h) => h.s.cash_register_id).filter((v): v is number => typeof v === 'number'))];
  const registerRows = registerIds.length ? await db.select({ id: cashRegisters.id, number: cashRegisters.number }).from(cashRegisters).where(inArray(cashRegisters.id, registerIds)) : [];

  return heads.map(({ s, service, office, customer, paperRequired, origin: from, destination: to }) => {
      const own = events.filter((e) => e.shipment_id === s.id);
      const pickup = pickupRows.find((p) => p.id === s.pickup_id) ?? null;
      // the documents it passed through: those its events name, then its pickup and register
      const documents: { type: string; number: string }[] = [];
      const add = (type: string | null, number: string | null) => {
        if (type && number && type !== 'shipment' && !documents.some((d) => d.number === number)) documents.push({ type, number });
      };
      if (pickup) add('pickup', pickup.number as string);
      for (const e of own) add(e.document_type, e.document_number);
      const register = registerRows.find((r) => r.id === s.cash_register_id);
      if (register) add('cash-register', register.number as string);
      const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        id: s.id as number,
        awb: s.number as string,
        stage: s.stage as string,
        status: s.status as TrackingStatus,
        shipment_date: String(s.shipment_date),
        payment_type: String(s.payment_type),
        channel: String(s.channel),
        service: String(service),
        origin: from ?? '',
        destination: to ?? '',
        office: (office as string | null) ?? null,
        customer: (customer as string | null) ?? null,
        customer_reference: (s.customer_reference as string | null) ?? null,
        shipper: { name: String(s.shipper_name), phone: String(s.shipper_phone), address: String(s.shipper_address) },
        consignee: { name: String(s.consignee_name), phone: String(s.consignee_phone), address: String(s.consignee_address) },
        goods_description: String(s.goods_description),
        koli: koli
          .filter((k) => k.document_id === s.id)
          .map((k) => ({ position: k.position as number, weight_kg: Number(k.weight_kg), length_cm: n(k.length_cm), width_cm: n(k.width_cm), height_cm: n(k.height_cm), volumetric_kg: Number(k.volumetric_kg ?? 0) })),
        chargeable_kg: Number(s.chargeable_kg ?? 0),
        eta: { from: (s.eta_from as string | null) ?? null, to: (s.eta_to as string | null) ?? null },
        cod_amount: n(s.cod_amount),
        ...(opts.withCharges
          ? { charges: { freight: Number(s.freight), additional: Number(s.additional), insurance: Number(s.insurance), cod_fee: Number(s.cod_fee), discount: Number(s.discount), tax: Number(s.tax), total: Number(s.total) } }
          : {}),
        pickup: pickup ? { id: pickup.id as number, number: pickup.number as string, status: pickup.status as string, picked_up_at: (pickup.picked_up_at as string | null) ?? null } : null,
        documents,
        pod: (() => {
          const p = pods.find((x) => x.shipment_id === s.id);
          if (!p) return null;
          const image = (id: unknown) => (typeof id === 'number' ? `/api/operational/get/pod-image/${id}` : null);
          return {
            number: String(p.number),
            receiver_name: (p.receiver_name as string | null) ?? null,
            receiver_relation: (p.receiver_relation as string | null) ?? null,
            event_at: new Date(String(p.event_at)).toISOString(),
            signature_url: image(p.signature_id),
            photo_url: image(p.photo_id),
            paper_required: paperRequired === true,
            paper_received_at: (s.pod_paper_received_at as string | null) ?? null,
          };
        })(),
        return_of_id: (s.return_of_id as number | null) ?? null,
        events: own.map((e) => ({
          // ISO 8601 (PostgreSQL's own text form is not read by every browser)
          event_at: new Date(e.event_at).toISOString(),
          input_at: new Date(e.input_at).toISOString(),
          status: e.status as TrackingStatus,
          code: e.code,
          text: e.text,
          place: e.place,
          user_code: e.user_code,
          document_type: e.document_type,
          document_number: e.document_number,
          public: e.public,
        })),
      };
    });
}

/** The staff lookup: AWBs (missing ones reported), a reference, or a phone number (a 12-digit number not found as an AWB is tried as a phone). */
export async function lookupTracking(db: Db, q: string, withCharges: boolean): Promise<TrackingLookup> {
  const parsed = parseTrackingQuery(q);
  const terms = parsed.terms;
  let kind = parsed.kind;
  let found = await trackWhere(db, lookupWhere(kind, terms), kind === 'awb' ? null : LIMIT + 1, { withCharges });
  if (kind === 'awb' && !found.length && terms.length === 1) {
    const asPhone = await trackWhere(db, lookupWhere('phone', terms), LIMIT + 1, { withCharges });
    if (asPhone.length) {
      kind = 'phone';
      found = asPhone;
    }
  }
  const truncated = found.length > LIMIT;
  found = found.slice(0, LIMIT);
  if (kind === 'awb') found.sort((a, b) => terms.indexOf(a.awb) - terms.indexOf(b.awb));
  const missing = kind === 'awb' ? terms.filter((t) => !found.some((s) => s.awb === t)) : [];
  return { kind, terms, shipments: found, missing, truncated };
}

/** The public page's view: customer-facing events only, names masked, no money but the COD to pay. */
export async function publicTracking(db: Db, awb: string): Promise<PublicTracking | null> {
  // a draft has not been handed over yet: nothing to show a customer
  const [s] = await trackWhere(db, and(eq(shipments.number, awb), ne(shipments.stage, 'draft'))!, null, { withCharges: false, publicOnly: true });
  if (!s) return null;
  return {
    awb: s.awb,
    status: s.status,
    status_label: TRACKING_STATUS_LABELS[s.status],
    service: s.service,
    origin: s.origin,
    destination: s.destination,
    shipper: maskName(s.shipper.name),
    consignee: maskName(s.consignee.name),
    koli: s.koli.length,
    chargeable_kg: s.chargeable_kg,
    cod_amount: s.cod_amount && s.cod_amount > 0 ? s.cod_amount : null,
    eta: s.eta,
    events: s.events.map((e) => ({ at: e.event_at, status: e.status, text: e.text, place: e.place })).reverse(),
  };
}
