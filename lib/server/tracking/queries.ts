import { sql } from 'drizzle-orm';
import { publicEventText, TRACKING_STATUS_LABELS } from '@/lib/resources/documents/tracking-texts';
import { maskName, parseTrackingQuery, type PublicTracking, type TrackedShipment, type TrackingLookup } from '@/lib/resources/documents/tracking-api';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { isoInstant } from '@/lib/rules/dates';
import type { Db } from '../db/client';
import { runPrepared } from '../engine/statement';

/*
 * Tracking: one or many AWBs (pasted or scanned), a customer reference or a phone number → each
 * shipment's timeline (every event: time, place, status, user, text), its koli, its pickup and the
 * documents it passed through; the charges only for finance. And the public page's view of one AWB.
 *
 * A look-up is one statement: the headers with their names (route, service, office, customer), and per
 * shipment its koli, events, pickup, cash register and latest POD gathered as JSON beside it. Its text is
 * written once per shape (what is looked up by, staff or public) and runs as a named prepared statement:
 * the look-up is the hottest read of the product (scanners, the public page), and building a 5-join
 * SELECT through the query builder on every call cost more than PostgreSQL's work on it.
 */

const LIMIT = 100;

/** The phone as digits, +62 written as 0: the expression of the phone indexes on shipments (as text, and as drizzle SQL). */
const digitsOf = (column: string) => `regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^62', '0')`;
export const phoneDigits = (column: unknown) => sql`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^62', '0')`;

type Shape = 'numbers' | 'ids' | 'reference' | 'phone' | 'public';

/** What each shape looks up by ($1), and in which order it answers. */
const WHERE: Record<Shape, string> = {
  numbers: 's.number = any($1::text[])',
  ids: 's.id = any($1::int[])',
  // the public page: a draft has not been handed over yet, nothing to show a customer
  public: "s.number = $1 and s.stage <> 'draft'",
  reference: `s.customer_reference = $1 order by s.id desc limit ${LIMIT + 1}`,
  phone: `(${digitsOf('s.shipper_phone')} = $1 or ${digitsOf('s.consignee_phone')} = $1) order by s.id desc limit ${LIMIT + 1}`,
};

/** The look-up's SELECT for a shape; `publicOnly`: customer-facing events only, no POD. */
function lookupText(shape: Shape, publicOnly: boolean) {
  // timestamps inside the JSON as text, in the form the driver gives them at the top level
  return `select s.id, s.number, s.stage, s.status, s.shipment_date, s.payment_type, s.channel, s.customer_reference,
  s.shipper_name, s.shipper_phone, s.shipper_address, s.consignee_name, s.consignee_phone, s.consignee_address,
  s.goods_description, s.chargeable_kg, s.eta_from, s.eta_to, s.cod_amount,
  s.freight, s.additional, s.insurance, s.cod_fee, s.discount, s.tax, s.total, s.pod_paper_received_at, s.return_of_id,
  sv.code as service, o.name as office, c.name as customer, c.requires_paper_pod as paper_required,${
    publicOnly
      ? ''
      : `
  s.branch_id, da.branch_id as destination_branch_id,
  array(select distinct e.branch_id from tracking_events e where e.shipment_id = s.id and e.branch_id is not null) as event_branches,`
  }
  oa.district || ', ' || oa.regency as origin, da.district || ', ' || da.regency as destination,
  (select json_agg(json_build_object('position', k.position, 'weight_kg', k.weight_kg, 'length_cm', k.length_cm, 'width_cm', k.width_cm,
      'height_cm', k.height_cm, 'volumetric_kg', k.volumetric_kg) order by k.position)
    from shipment_koli k where k.document_id = s.id) as koli,
  (select json_agg(json_build_object('event_at', e.event_at::text, 'input_at', e.input_at::text, 'status', e.status, 'code', e.code, 'text', e.text,
      'place', e.place, 'user_code', e.user_code, 'document_type', e.document_type, 'document_number', e.document_number, 'public', e.public)
      order by e.event_at, e.id)
    from tracking_events e where e.shipment_id = s.id${publicOnly ? ' and e.public' : ''}) as events,
  (select json_build_object('id', p.id, 'number', p.number, 'status', p.status, 'picked_up_at', p.picked_up_at::text)
    from pickups p where p.id = s.pickup_id) as pickup,
  (select r.number from cash_registers r where r.id = s.cash_register_id) as register_number,
  ${
    publicOnly
      ? 'null'
      : `case when s.status = 'delivered' then (
    select json_build_object('number', d.number, 'receiver_name', d.receiver_name, 'receiver_relation', d.receiver_relation,
        'event_at', d.event_at::text, 'signature_id', d.signature_id, 'photo_id', d.photo_id)
      from delivery_statuses d where d.shipment_id = s.id and d.status = 'DELIVERED' order by d.id desc limit 1) end`
  } as pod
from shipments s
join services sv on sv.id = s.service_id
join coverage_areas oa on oa.id = s.origin_area_id
join coverage_areas da on da.id = s.destination_area_id
left join offices o on o.id = s.office_id
left join customers c on c.id = s.customer_id
where ${WHERE[shape]}`;
}

const statements = new Map<string, string>();

/** Runs the look-up of `shape` with `term` ($1): its text built once, prepared once per connection. */
async function lookupRows(db: Db, shape: Shape, term: unknown, publicOnly: boolean) {
  const name = `tracking_${shape}${publicOnly ? '_public' : ''}`;
  let text = statements.get(name);
  if (!text) statements.set(name, (text = lookupText(shape, publicOnly)));
  return (await runPrepared(db, name, text, [term])) as unknown as LookupRow[];
}

interface LookupRow {
  id: number;
  /** Staff look-ups only: the branches the shipment belongs to (branch scope). */
  branch_id?: number | null;
  destination_branch_id?: number | null;
  event_branches?: number[] | null;
  number: string;
  stage: string;
  status: TrackingStatus;
  shipment_date: string;
  payment_type: string;
  channel: string;
  customer_reference: string | null;
  shipper_name: string;
  shipper_phone: string;
  shipper_address: string;
  consignee_name: string;
  consignee_phone: string;
  consignee_address: string;
  goods_description: string;
  chargeable_kg: string | null;
  eta_from: string | null;
  eta_to: string | null;
  cod_amount: string | number | null;
  freight: string;
  additional: string;
  insurance: string;
  cod_fee: string;
  discount: string;
  tax: string;
  total: string;
  pod_paper_received_at: string | null;
  return_of_id: number | null;
  service: string;
  office: string | null;
  customer: string | null;
  paper_required: boolean | null;
  origin: string | null;
  destination: string | null;
  koli: { position: number; weight_kg: number; length_cm: number | null; width_cm: number | null; height_cm: number | null; volumetric_kg: number | null }[] | null;
  events: { event_at: string; input_at: string; status: TrackingStatus; code: string; text: string; place: string | null; user_code: string | null; document_type: string | null; document_number: string | null; public: boolean }[] | null;
  pickup: { id: number; number: string; status: string; picked_up_at: string | null } | null;
  register_number: string | null;
  pod: { number: string; receiver_name: string | null; receiver_relation: string | null; event_at: string; signature_id: number | null; photo_id: number | null } | null;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const image = (id: number | null) => (typeof id === 'number' ? `/api/operational/get/pod-image/${id}` : null);

/** One row of the look-up as the API answers it. */
function tracked(s: LookupRow, withCharges: boolean): TrackedShipment {
  const events = s.events ?? [];
  // the documents it passed through: its pickup, those its events name, then its register
  const documents: { type: string; number: string }[] = [];
  const add = (type: string | null, number: string | null) => {
    if (type && number && type !== 'shipment' && !documents.some((d) => d.number === number)) documents.push({ type, number });
  };
  if (s.pickup) add('pickup', s.pickup.number);
  for (const e of events) add(e.document_type, e.document_number);
  if (s.register_number) add('cash-register', s.register_number);
  const pod = s.pod;
  return {
    id: s.id,
    awb: s.number,
    stage: s.stage,
    status: s.status,
    shipment_date: String(s.shipment_date),
    payment_type: String(s.payment_type),
    channel: String(s.channel),
    service: String(s.service),
    origin: s.origin ?? '',
    destination: s.destination ?? '',
    office: s.office ?? null,
    customer: s.customer ?? null,
    customer_reference: s.customer_reference ?? null,
    shipper: { name: String(s.shipper_name), phone: String(s.shipper_phone), address: String(s.shipper_address) },
    consignee: { name: String(s.consignee_name), phone: String(s.consignee_phone), address: String(s.consignee_address) },
    goods_description: String(s.goods_description),
    koli: (s.koli ?? []).map((k) => ({
      position: k.position,
      weight_kg: Number(k.weight_kg),
      length_cm: n(k.length_cm),
      width_cm: n(k.width_cm),
      height_cm: n(k.height_cm),
      volumetric_kg: Number(k.volumetric_kg ?? 0),
    })),
    chargeable_kg: Number(s.chargeable_kg ?? 0),
    eta: { from: s.eta_from ?? null, to: s.eta_to ?? null },
    cod_amount: n(s.cod_amount),
    ...(withCharges
      ? { charges: { freight: Number(s.freight), additional: Number(s.additional), insurance: Number(s.insurance), cod_fee: Number(s.cod_fee), discount: Number(s.discount), tax: Number(s.tax), total: Number(s.total) } }
      : {}),
    pickup: s.pickup,
    documents,
    pod: pod
      ? {
          number: String(pod.number),
          receiver_name: pod.receiver_name ?? null,
          receiver_relation: pod.receiver_relation ?? null,
          event_at: isoInstant(pod.event_at),
          signature_url: image(pod.signature_id),
          photo_url: image(pod.photo_id),
          paper_required: s.paper_required === true,
          paper_received_at: s.pod_paper_received_at ?? null,
        }
      : null,
    return_of_id: s.return_of_id ?? null,
    events: events.map((e) => ({
      // ISO 8601 (PostgreSQL's own text form is not read by every browser), never failing on an odd stored date
      event_at: isoInstant(e.event_at),
      input_at: isoInstant(e.input_at),
      status: e.status,
      code: e.code,
      text: e.text,
      place: e.place,
      user_code: e.user_code,
      document_type: e.document_type,
      document_number: e.document_number,
      public: e.public,
    })),
  };
}

/** Everything about these shipments, in the order of `ids`. */
export async function trackShipments(db: Db, ids: number[], opts: { withCharges: boolean; publicOnly?: boolean }): Promise<TrackedShipment[]> {
  if (!ids.length) return [];
  const rows = await lookupRows(db, 'ids', ids, opts.publicOnly === true);
  return rows.map((r) => tracked(r, opts.withCharges)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/**
 * Whether staff of these branches see the shipment (null: every branch): the rule the shipment declares
 * (visibleTo — its origin, its destination's branch, every branch it passed through), on the look-up's row.
 */
const seenBy = (branches: readonly number[] | null) => (row: LookupRow) =>
  branches === null ||
  [row.branch_id, row.destination_branch_id, ...(row.event_branches ?? [])].some((b) => typeof b === 'number' && branches.includes(b));

/** The staff lookup: AWBs (missing ones reported), a reference, or a phone number (a 12-digit number not found as an AWB is tried as a phone). */
export async function lookupTracking(db: Db, q: string, withCharges: boolean, branches: readonly number[] | null = null): Promise<TrackingLookup> {
  const parsed = parseTrackingQuery(q);
  const terms = parsed.terms;
  let kind = parsed.kind;
  const shapeOf = (k: TrackingLookup['kind']): Shape => (k === 'awb' ? 'numbers' : k);
  const seen = seenBy(branches);
  let rows = (await lookupRows(db, shapeOf(kind), kind === 'awb' ? terms : terms[0], false)).filter(seen);
  if (kind === 'awb' && !rows.length && terms.length === 1) {
    const asPhone = (await lookupRows(db, 'phone', terms[0], false)).filter(seen);
    if (asPhone.length) {
      kind = 'phone';
      rows = asPhone;
    }
  }
  const truncated = rows.length > LIMIT;
  let found = rows.slice(0, LIMIT).map((r) => tracked(r, withCharges));
  if (kind === 'awb') found = found.sort((a, b) => terms.indexOf(a.awb) - terms.indexOf(b.awb));
  const missing = kind === 'awb' ? terms.filter((t) => !found.some((s) => s.awb === t)) : [];
  return { kind, terms, shipments: found, missing, truncated };
}

/**
 * The public page's view: customer-facing events only, every name masked (shipper, consignee, and the
 * courier and receiver an event names), no phone or address, no money but the COD to pay.
 */
export async function publicTracking(db: Db, awb: string): Promise<PublicTracking | null> {
  const [row] = await lookupRows(db, 'public', awb, true);
  if (!row) return null;
  const s = tracked(row, false);
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
    events: s.events.map((e) => ({ at: e.event_at, status: e.status, text: publicEventText(e.code, e.status, e.text), place: e.place })).reverse(),
  };
}
