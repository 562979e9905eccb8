import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { getDocument as getDocumentDefinition } from '@/lib/resources/documents/registry';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { invoices, payments, vendorPayments } from '../../db/schema/documents';
import { customers, vendors } from '../../db/schema/resources';
import { branchScopeWhere } from '../../documents/engine/branch-scope';

/*
 * The finance documents' own reports (the invoice, payment and vendor payment report screens under
 * /finance/…/report): totals, per status or method, per day, per customer or vendor, over the
 * documents of a period. Plain functions on the connection they are given — the finance routes run
 * them through the report runner's read-only transaction with its statement timeout (on the replica
 * when one is configured); their answers keep the shapes those screens read.
 */

export interface FinanceDocumentReportQuery {
  date_from: string;
  date_to: string;
  customer_id?: number;
  vendor_id?: number;
  branch_id?: number;
  /** Comma-separated. */
  status?: string;
  /** Comma-separated. */
  method?: string;
}

/** The branches a user reads (null: every branch). */
type Branches = readonly number[] | null;

const def = (name: string) => getDocumentDefinition(name) as unknown as DocumentDefinition;
const inBranchList = (column: Parameters<typeof inArray>[0], branches: Branches) => (branches ? inArray(column, branches.length ? [...branches] : [0]) : undefined);

/** Sums as numbers (the drivers answer bigint and numeric as text). */
const numbersOf = (sums: Record<string, unknown>) => <T extends Record<string, unknown>>(row: T) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k in sums ? Number(v) : v]));

/** Invoices by invoice date (every stage, or the statuses asked): totals, per status, per customer (500 largest). */
export async function invoiceReport(db: Db, q: FinanceDocumentReportQuery, branches: Branches) {
  const i = invoices;
  const where = and(
    between(i.invoice_date, q.date_from, q.date_to),
    q.customer_id ? eq(i.customer_id, q.customer_id) : undefined,
    q.branch_id ? eq(i.branch_id, q.branch_id) : undefined,
    q.status ? inArray(i.status, q.status.split(',')) : undefined,
    branchScopeWhere(def('invoice'), branches),
  );
  const sums = {
    count: sql<number>`count(*)::int`,
    dpp: sql<string>`coalesce(sum(${i.dpp}), 0)`,
    ppn: sql<string>`coalesce(sum(${i.ppn}), 0)`,
    stamp_duty: sql<string>`coalesce(sum(${i.stamp_duty}), 0)`,
    total: sql<string>`coalesce(sum(${i.total}), 0)`,
    paid: sql<string>`coalesce(sum(${i.paid_amount}), 0)`,
    pph23: sql<string>`coalesce(sum(${i.pph23_amount}), 0)`,
    credited: sql<string>`coalesce(sum(${i.credited_amount}), 0)`,
    outstanding: sql<string>`coalesce(sum(${i.outstanding}) filter (where ${i.stage} = 'booked'), 0)`,
  };
  const numbers = numbersOf(sums);
  const [totals] = await db.select(sums).from(i).where(where);
  const byStatus = await db.select({ status: i.status, ...sums }).from(i).where(where).groupBy(i.status).orderBy(i.status);
  const byCustomer = await db
    .select({ customer_id: i.customer_id, code: customers.code, name: customers.name, ...sums })
    .from(i)
    .innerJoin(customers, eq(customers.id, i.customer_id))
    .where(where)
    .groupBy(i.customer_id, customers.code, customers.name)
    .orderBy(sql`sum(${i.total}) desc`)
    .limit(500);
  return { totals: numbers(totals), by_status: byStatus.map(numbers), by_customer: byCustomer.map(numbers) };
}

/** Posted customer payments by payment date: totals, per method, per day, per customer (500 largest). */
export async function paymentReport(db: Db, q: FinanceDocumentReportQuery, branches: Branches) {
  const p = payments;
  const where = and(
    between(p.payment_date, q.date_from, q.date_to),
    eq(p.stage, 'booked'),
    q.customer_id ? eq(p.customer_id, q.customer_id) : undefined,
    q.branch_id ? eq(p.branch_id, q.branch_id) : undefined,
    inBranchList(p.branch_id, branches),
    q.method ? inArray(p.method, q.method.split(',')) : undefined,
  );
  const sums = {
    count: sql<number>`count(*)::int`,
    received: sql<string>`coalesce(sum(${p.amount_received}), 0)`,
    bank_charge: sql<string>`coalesce(sum(${p.bank_charge}), 0)`,
    deposit_applied: sql<string>`coalesce(sum(${p.deposit_applied}), 0)`,
    allocated: sql<string>`coalesce(sum(${p.allocated}), 0)`,
    pph23: sql<string>`coalesce(sum(${p.pph23_amount}), 0)`,
    write_off: sql<string>`coalesce(sum(${p.write_off_amount}), 0)`,
    deposit_created: sql<string>`coalesce(sum(${p.deposit_created}), 0)`,
  };
  const numbers = numbersOf(sums);
  const [totals] = await db.select(sums).from(p).where(where);
  const byMethod = await db.select({ method: p.method, ...sums }).from(p).where(where).groupBy(p.method).orderBy(p.method);
  const byDay = await db.select({ date: p.payment_date, ...sums }).from(p).where(where).groupBy(p.payment_date).orderBy(p.payment_date).limit(400);
  const byCustomer = await db
    .select({ customer_id: p.customer_id, code: customers.code, name: customers.name, ...sums })
    .from(p)
    .innerJoin(customers, eq(customers.id, p.customer_id))
    .where(where)
    .groupBy(p.customer_id, customers.code, customers.name)
    .orderBy(sql`sum(${p.amount_received}) desc`)
    .limit(500);
  return { totals: numbers(totals), by_method: byMethod.map(numbers), by_day: byDay.map(numbers), by_customer: byCustomer.map(numbers) };
}

/** Posted vendor payments by payment date: totals, per method, per vendor (500 largest). */
export async function vendorPaymentReport(db: Db, q: FinanceDocumentReportQuery, branches: Branches) {
  const p = vendorPayments;
  const where = and(
    between(p.payment_date, q.date_from, q.date_to),
    eq(p.stage, 'booked'),
    q.vendor_id ? eq(p.vendor_id, q.vendor_id) : undefined,
    q.branch_id ? eq(p.branch_id, q.branch_id) : undefined,
    inBranchList(p.branch_id, branches),
    q.method ? inArray(p.method, q.method.split(',')) : undefined,
  );
  const sums = { count: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${p.amount_paid}), 0)`, pph23: sql<string>`coalesce(sum(${p.pph23_amount}), 0)`, bank_charge: sql<string>`coalesce(sum(${p.bank_charge}), 0)` };
  const numbers = numbersOf(sums);
  const [totals] = await db.select(sums).from(p).where(where);
  const byMethod = await db.select({ method: p.method, ...sums }).from(p).where(where).groupBy(p.method).orderBy(p.method);
  const byVendor = await db
    .select({ vendor_id: p.vendor_id, code: vendors.code, name: vendors.name, ...sums })
    .from(p)
    .innerJoin(vendors, eq(vendors.id, p.vendor_id))
    .where(where)
    .groupBy(p.vendor_id, vendors.code, vendors.name)
    .orderBy(sql`sum(${p.amount_paid}) desc`)
    .limit(500);
  return { totals: numbers(totals), by_method: byMethod.map(numbers), by_vendor: byVendor.map(numbers) };
}
