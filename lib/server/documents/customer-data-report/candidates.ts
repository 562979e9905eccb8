import { and, between, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { shipmentCosts, shipments } from '../../db/schema/documents';

/*
 * Which AWBs a CDR takes: the customer's booked credit AWBs of the period not yet in a live CDR,
 * delivered, and — for a customer that needs the paper POD back — only those whose paper came back.
 * A return AWB (charges nil) is never billed.
 */
export function cdrCandidates(customer: { id: number; requiresPaperPod: boolean }, from: string, until: string): SQL {
  return and(
    eq(shipments.customer_id, customer.id),
    eq(shipments.payment_type, 'CREDIT'),
    eq(shipments.stage, 'booked'),
    eq(shipments.status, 'delivered'),
    isNull(shipments.customer_data_report_id),
    isNull(shipments.return_of_id),
    between(shipments.shipment_date, from, until),
    ...(customer.requiresPaperPod ? [isNotNull(shipments.pod_paper_received_at)] : []),
  )!;
}

/** An AWB's charges before PPN, and the part of them subject to PPN (insurance and untaxed costs are not). */
export const billedAmount = sql<number>`(${shipments.total} - coalesce(${shipments.tax}, 0))`;
export const taxableAmount = sql<number>`(${shipments.total} - coalesce(${shipments.tax}, 0) - coalesce(${shipments.insurance}, 0)
  - coalesce((select sum(c.amount) from ${shipmentCosts} c where c.document_id = ${shipments.id} and not c.taxable), 0))`;
