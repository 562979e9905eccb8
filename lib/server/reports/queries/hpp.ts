import { shiftDay } from '@/lib/rules/dates';
import { TRACKING_STATUS_STAFF_LABELS } from '@/lib/resources/documents/tracking-texts';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { sql, type SQL } from 'drizzle-orm';
import { hppReport } from '@/lib/resources/reports/marketing';
import { documentLineTable, documentTable } from '../../db/schema/documents';
import { tableOf } from '../../db/schema/resources';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';

/*
 * HPP (cost of the service sold) against revenue, per route and per AWB. No rollup knows an AWB's
 * destination or its costs, so this one reads the documents: the AWBs booked in the period (by the date
 * index, within the user's branches: a route belongs to its origin branch), then the far fewer cost
 * documents that carried them — whichever branch wrote those — and gives each AWB its share:
 *  - trip allowances (approved or later; what was spent once settled, else the advance) of the manifest
 *    the AWB travelled on, shared by the manifest's AWBs' chargeable kg (equally when none has kg);
 *  - a vendor's linehaul on a manifest they carried: what they billed on a posted vendor invoice, else
 *    what that bill will expect (their rate per AWB × AWBs + rate per kg × kg rounded up:
 *    lib/server/documents/vendor-invoice/billables.ts), shared the same way;
 *  - vendor delivery: the cost the hand-over recorded for the AWB, or, once billed on a posted vendor
 *    invoice, the billed amount shared by those recorded costs;
 *  - courier fees: the delivery cost setting (area × vehicle type, in force on the runsheet's date) per
 *    delivered AWB plus per kg above the first, and per failed attempt.
 * The cost documents are looked for from a week before the period (a manifest or runsheet may be opened
 * before its AWBs are booked) to 60 days after it. Each AWB's share is rounded to the rupiah once.
 */

const shipments = documentTable('shipment');
const manifests = documentTable('outgoing-manifest');
const manifestBags = documentLineTable('outgoing-manifest', 'bags');
const manifestAwbs = documentLineTable('outgoing-manifest', 'awbs');
const bagItems = documentLineTable('shipping-bag', 'items');
const tripAllowances = documentTable('trip-allowance');
const vendorInvoices = documentTable('vendor-invoice');
const vendorInvoiceItems = documentLineTable('vendor-invoice', 'items');
const handovers = documentTable('vendor-handover');
const handoverAwbs = documentLineTable('vendor-handover', 'awbs');
const runsheets = documentTable('delivery-runsheet');
const runsheetAwbs = documentLineTable('delivery-runsheet', 'awbs');
const deliveryCosts = tableOf('delivery-cost');


/** How far around the period the cost documents of its AWBs are looked for. */
export const HPP_WINDOW = { before: 7, after: 60 } as const;

/** The trip allowance a cost counts: spent once settled, else the advance paid or approved. */
const TRIP_COST = sql.raw(`case when t.status = 'SETTLED' then coalesce(t.actual_total, 0) else coalesce(t.advance_total, 0) end`);

/**
 * Every AWB booked from `from` to `to` (in the user's branches, narrowed by `narrow`) with its revenue
 * and its share of each cost: the `with … per_awb` part of a statement, to select from.
 */
function perAwb(q: ReportQueryContext, from: string, to: string, narrow: SQL): SQL {
  const wFrom = shiftDay(from, -HPP_WINDOW.before);
  const wTo = shiftDay(to, HPP_WINDOW.after);
  return sql`with awb as (
      select s.id, s.number, s.shipment_date, s.branch_id, coalesce(a.branch_id, 0) as destination_branch_id, s.service_id, s.customer_id, s.status,
        s.destination_area_id, coalesce(s.chargeable_kg, 0) as kg, coalesce(s.total, 0) - coalesce(s.tax, 0) as revenue
      from ${shipments} s join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.shipment_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('s.branch_id'), q.branches)} and ${narrow}),
    mf as (
      select m.id, m.stage, m.carrier_type, m.vendor_id, m.vendor_invoice_id, m.awb_count, m.weight_kg from ${manifests} m
      where m.stage <> 'cancelled' and m.manifest_date between ${wFrom}::date and ${wTo}::date),
    mf_awb as (
      select mb.document_id as manifest_id, i.shipment_id from ${manifestBags} mb join mf on mf.id = mb.document_id join ${bagItems} i on i.document_id = mb.bag_id
      union
      select l.document_id, l.shipment_id from ${manifestAwbs} l join mf on mf.id = l.document_id),
    mf_mine as (select distinct ma.manifest_id from mf_awb ma join awb on awb.id = ma.shipment_id),
    mf_load as (
      select ma.manifest_id, sum(coalesce(s.chargeable_kg, 0)) as kg, count(*) as n
      from mf_awb ma join mf_mine mm on mm.manifest_id = ma.manifest_id join ${shipments} s on s.id = ma.shipment_id group by 1),
    mf_cost as (
      select mf.id,
        coalesce((select sum(${TRIP_COST}) from ${tripAllowances} t where t.outgoing_manifest_id = mf.id and t.stage = 'booked'), 0) as trip,
        case when mf.carrier_type = 'VENDOR' and mf.stage = 'booked' then coalesce(
          (select sum(it.billed) from ${vendorInvoiceItems} it join ${vendorInvoices} vi on vi.id = it.document_id
            where vi.id = mf.vendor_invoice_id and vi.stage = 'booked' and it.source_type = 'MANIFEST' and it.source_id = mf.id),
          coalesce(v.rate_per_awb, 0) * coalesce(mf.awb_count, 0) + coalesce(v.rate_per_kg, 0) * ceil(coalesce(mf.weight_kg, 0))) else 0 end as vendor,
        mf.carrier_type = 'VENDOR' and mf.stage = 'booked' and not exists (select 1 from ${vendorInvoices} vi where vi.id = mf.vendor_invoice_id and vi.stage = 'booked') as estimated
      from mf join mf_mine mm on mm.manifest_id = mf.id left join vendors v on v.id = mf.vendor_id),
    linehaul as (
      select ma.shipment_id, sum(c.trip * w.share) as trip, sum(c.vendor * w.share) as vendor, bool_or(c.estimated and c.vendor > 0) as estimated
      from mf_awb ma join awb on awb.id = ma.shipment_id join mf_load l on l.manifest_id = ma.manifest_id join mf_cost c on c.id = ma.manifest_id
      cross join lateral (select case when l.kg > 0 then awb.kg / l.kg else 1.0 / l.n end as share) w
      group by 1),
    vh as (
      select h.id from ${handovers} h where h.stage = 'booked' and h.handover_date between ${wFrom}::date and ${wTo}::date),
    vh_line as (
      select l.document_id, l.shipment_id, coalesce(l.cost, 0) as cost,
        sum(coalesce(l.cost, 0)) over (partition by l.document_id) as doc_cost, count(*) over (partition by l.document_id) as n
      from ${handoverAwbs} l join vh on vh.id = l.document_id),
    vh_billed as (
      select it.source_id as id, sum(it.billed) as billed from ${handovers} h join ${vendorInvoices} vi on vi.id = h.vendor_invoice_id
        join ${vendorInvoiceItems} it on it.document_id = vi.id and it.source_type = 'VENDOR_HANDOVER' and it.source_id = h.id
      where h.id in (select id from vh) and vi.stage = 'booked' group by 1),
    vendor_delivery as (
      select vl.shipment_id, sum(case when b.billed is null then vl.cost when vl.doc_cost > 0 then b.billed::numeric * vl.cost / vl.doc_cost else b.billed::numeric / vl.n end) as cost
      from vh_line vl join awb on awb.id = vl.shipment_id left join vh_billed b on b.id = vl.document_id group by 1),
    rs_line as (
      select l.shipment_id, l.result, coalesce(l.destination_area_id, awb.destination_area_id) as area_id, r.runsheet_date, v.vehicle_type, awb.kg
      from ${runsheets} r join ${runsheetAwbs} l on l.document_id = r.id join awb on awb.id = l.shipment_id join vehicles v on v.id = r.vehicle_id
      where r.stage = 'booked' and r.runsheet_date between ${wFrom}::date and ${wTo}::date and l.result in ('DELIVERED', 'FAILED')),
    courier as (
      select rl.shipment_id,
        sum(case when rl.result = 'DELIVERED' then dc.fee_per_awb + round(coalesce(dc.fee_per_kg, 0) * greatest(rl.kg - 1, 0)) else coalesce(dc.failed_attempt_fee, 0) end) as fee,
        count(*) filter (where dc.fee_per_awb is null) as unpriced
      from rs_line rl left join lateral (
        select d.fee_per_awb, d.fee_per_kg, d.failed_attempt_fee from ${deliveryCosts} d
        where d.coverage_area_id = rl.area_id and d.vehicle_type = rl.vehicle_type and d.effective_from <= rl.runsheet_date
        order by d.effective_from desc limit 1) dc on true
      group by 1),
    per_awb as (
      select awb.*, round(coalesce(lh.trip, 0)) as trip_allowance, round(coalesce(lh.vendor, 0)) as linehaul_vendor, round(coalesce(vd.cost, 0)) as vendor_delivery,
        coalesce(co.fee, 0) as courier_fee, coalesce(lh.estimated, false) as estimated, coalesce(co.unpriced, 0) as unpriced
      from awb left join linehaul lh on lh.shipment_id = awb.id left join vendor_delivery vd on vd.shipment_id = awb.id left join courier co on co.shipment_id = awb.id)`;
}

const COSTS = ['trip_allowance', 'linehaul_vendor', 'vendor_delivery', 'courier_fee'] as const;
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 100 : null);
const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

function withMargin<T extends Record<string, unknown>>(r: T) {
  const total = COSTS.reduce((a, k) => a + Number(r[k] ?? 0), 0);
  const revenue = Number(r.revenue ?? 0);
  return { ...r, total_cost: total, margin: revenue - total, margin_pct: pct(revenue - total, revenue) };
}

async function routes(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const narrow = sql`${equalsIfSet(sql.raw('coalesce(a.branch_id, 0)'), q.params.destination_branch_id)} and ${equalsIfSet(sql.raw('s.service_id'), q.params.service_id)}`;
  const rows = await rowsOf(
    q.db,
    sql`${perAwb(q, from, to, narrow)}
    select x.*, o.code as origin_code, o.name as origin_name, d.code as destination_code, d.name as destination_name from (
      select p.branch_id, p.destination_branch_id, count(*) as awbs, sum(p.kg) as chargeable_kg, sum(p.revenue) as revenue,
        sum(p.trip_allowance) as trip_allowance, sum(p.linehaul_vendor) as linehaul_vendor, sum(p.vendor_delivery) as vendor_delivery, sum(p.courier_fee) as courier_fee,
        count(*) filter (where p.estimated) as estimated, sum(p.unpriced) as unpriced, count(*) filter (where p.status <> 'delivered') as undelivered
      from per_awb p group by 1, 2) x
    left join branches o on o.id = x.branch_id left join branches d on d.id = x.destination_branch_id
    order by o.code, x.revenue desc, d.code`,
  );
  const label = (code: unknown, name: unknown) => (code ? `${code} ${name ?? ''}`.trim() : '—');
  const out = rows.map((raw) => {
    const r = numeric(raw, ['branch_id', 'destination_branch_id', 'awbs', 'chargeable_kg', 'revenue', ...COSTS]);
    const row = withMargin({
      origin: label(r.origin_code, r.origin_name),
      destination: label(r.destination_code, r.destination_name),
      awbs: r.awbs,
      chargeable_kg: r.chargeable_kg,
      revenue: r.revenue,
      ...Object.fromEntries(COSTS.map((k) => [k, r[k]])),
      branch_id: r.branch_id,
      destination_branch_id: r.destination_branch_id,
    });
    return { ...row, cost_per_kg: Number(r.chargeable_kg) ? Math.round(row.total_cost / Number(r.chargeable_kg)) : null } as ReportRow;
  });
  const sum = (k: string) => rows.reduce((a, r) => a + Number(r[k] ?? 0), 0);
  const notes: string[] = [];
  const undelivered = sum('undelivered');
  if (undelivered) notes.push(`${undelivered} AWBs are not delivered yet: their costs may still grow.`);
  const estimated = sum('estimated');
  if (estimated) notes.push(`${estimated} AWBs travelled on vendor manifests not billed yet: their linehaul is the vendor’s rates, as the bill will expect.`);
  const unpriced = sum('unpriced');
  if (unpriced) notes.push(`${unpriced} deliveries have no delivery cost set for their area and vehicle type: their courier fee is 0.`);
  // trips not tied to a manifest carry no AWB: said, not shared out
  const [other] = await rowsOf(
    q.db,
    sql`select count(*) as trips, coalesce(sum(${TRIP_COST}), 0) as cost from ${tripAllowances} t
      where t.stage = 'booked' and t.outgoing_manifest_id is null and t.trip_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('t.origin_branch_id'), q.branches)}`,
  );
  if (Number(other?.trips)) notes.push(`${other.trips} trip allowances without a manifest (${rupiah(Number(other.cost))}) carry no AWB and are not in the HPP.`);
  return { rows: out, notes, summary: { cost_documents_from: shiftDay(from, -HPP_WINDOW.before), cost_documents_to: shiftDay(to, HPP_WINDOW.after) } };
}

/** The AWBs of a route with their revenue and their share of each cost. */
async function routeAwbs(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? q.params.date_from);
  const to = String(keys.date_to ?? q.params.date_to);
  const narrow = sql`${equalsIfSet(sql.raw('s.branch_id'), keys.branch_id)} and ${equalsIfSet(sql.raw('coalesce(a.branch_id, 0)'), keys.destination_branch_id)}
    and ${equalsIfSet(sql.raw('s.service_id'), keys.service_id)}`;
  const rows = await rowsOf(
    q.db,
    sql`${perAwb(q, from, to, narrow)}
    select p.id, p.number, p.shipment_date::text as shipment_date, c.name as customer, v.code as service, p.kg as chargeable_kg, p.revenue,
      p.trip_allowance, p.linehaul_vendor, p.vendor_delivery, p.courier_fee, p.status
    from per_awb p left join customers c on c.id = p.customer_id left join services v on v.id = p.service_id
    order by p.shipment_date, p.id
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({ ...withMargin(numeric(r, ['id', 'chargeable_kg', 'revenue', ...COSTS])), status: TRACKING_STATUS_STAFF_LABELS[r.status as TrackingStatus] ?? r.status }) as ReportRow);
}

export const hpp: ReportModule = { definition: hppReport, run: routes, drills: { awbs: routeAwbs } };
