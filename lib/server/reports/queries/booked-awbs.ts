import { sql, type SQL } from 'drizzle-orm';
import { TRACKING_STATUS_STAFF_LABELS } from '@/lib/resources/documents/tracking-texts';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import type { ReportQueryContext } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';

/*
 * The booked AWBs behind a sales figure (the sales reports, customer and marketing, the cash part of tax
 * sales — every report whose drill is `bookedAwbsDrill`): in a date range and the user's branches,
 * narrowed by the row's branch, service, customer (0: walk-in) and payment type, plus what the report
 * adds (a sales person's customers); oldest first, a page at a time; the status in words.
 */
export async function bookedAwbsPage(
  q: ReportQueryContext,
  range: { from: string; to: string },
  keys: Record<string, string | number>,
  page: { offset: number; limit: number },
  also: SQL = sql`true`,
) {
  const rows = await rowsOf(
    q.db,
    sql`select s.id, s.number, s.shipment_date::text as shipment_date, b.code as branch, c.name as customer, v.code as service,
        a.district || ', ' || a.regency as destination, s.koli_count, s.chargeable_kg, s.total, s.status
      from shipments s
      left join branches b on b.id = s.branch_id left join customers c on c.id = s.customer_id
      left join services v on v.id = s.service_id left join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.shipment_date between ${range.from}::date and ${range.to}::date
        and ${inBranches(sql.raw('s.branch_id'), q.branches)}
        and ${equalsIfSet(sql.raw('s.branch_id'), keys.branch_id)} and ${equalsIfSet(sql.raw('s.service_id'), keys.service_id)} and ${equalsIfSet(sql.raw('coalesce(s.customer_id, 0)'), keys.customer_id)}
        and ${equalsIfSet(sql.raw('s.payment_type'), keys.payment_type)} and ${also}
      order by s.shipment_date, s.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({ ...numeric(r, ['id', 'koli_count', 'chargeable_kg', 'total']), status: TRACKING_STATUS_STAFF_LABELS[r.status as TrackingStatus] ?? r.status }));
}
