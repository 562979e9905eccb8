import { sql } from 'drizzle-orm';
import type { ReportQueryContext } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';

/* The documents the tax reports and their files both read: one query each, so the file is the table's. */

/** The first and last day of a tax period (YYYY-MM). */
export function monthRange(month: unknown): { from: string; to: string } {
  const [y, m] = String(month).split('-').map(Number);
  return { from: `${String(month)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

export interface SalesInvoice {
  id: number;
  number: string;
  invoice_date: string;
  branch_id: number | null;
  branch_code: string | null;
  customer_id: number;
  /** As billed (the invoice's own copy), else the customer's. */
  customer: string;
  address: string | null;
  email: string | null;
  /** The invoice's copy of the customer's NPWP, else the customer's now; null when neither has one. */
  npwp: string | null;
  tax_invoice_no: string | null;
  awb_count: number;
  amount: number;
  ppn_percent: number | null;
  ppn_base: string;
  dpp: number;
  ppn: number;
  total: number;
}

/** The issued invoices (not drafts, not voided) dated in the period, in the user's branches. */
export async function salesInvoices(q: ReportQueryContext, from: string, to: string): Promise<SalesInvoice[]> {
  const rows = await rowsOf(
    q.db,
    sql`select i.id, i.number, i.invoice_date::text as invoice_date, i.branch_id, b.code as branch_code, i.customer_id,
        coalesce(nullif(trim(i.customer_name), ''), c.name) as customer, coalesce(nullif(trim(i.billing_address), ''), c.address) as address, c.email,
        coalesce(nullif(trim(i.customer_npwp), ''), nullif(trim(c.npwp), '')) as npwp, nullif(trim(i.tax_invoice_no), '') as tax_invoice_no,
        i.awb_count, coalesce(i.amount, 0) as amount, i.ppn_percent, i.ppn_base, coalesce(i.dpp, 0) as dpp, coalesce(i.ppn, 0) as ppn, coalesce(i.total, 0) as total
      from invoices i join customers c on c.id = i.customer_id left join branches b on b.id = i.branch_id
      where i.stage = 'booked' and i.invoice_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('i.branch_id'), q.branches)}
      order by i.invoice_date, i.number`,
  );
  return rows.map((r) => numeric(r, ['id', 'customer_id', 'awb_count', 'amount', 'ppn_percent', 'dpp', 'ppn', 'total']) as unknown as SalesInvoice);
}

export interface PurchaseBill {
  id: number;
  number: string;
  bill_date: string;
  branch_id: number;
  branch_code: string | null;
  vendor_id: number;
  vendor: string;
  vendor_kind: string;
  npwp: string | null;
  vendor_invoice_no: string;
  tax_invoice_no: string | null;
  dpp: number;
  ppn: number;
  total: number;
  pph23_percent: number | null;
  pph23: number;
  payable: number;
}

/** The posted vendor bills (posted, partly paid, paid; not drafts, not voided) dated in the period, in the user's branches. */
export async function purchaseBills(q: ReportQueryContext, from: string, to: string): Promise<PurchaseBill[]> {
  const rows = await rowsOf(
    q.db,
    sql`select vi.id, vi.number, vi.bill_date::text as bill_date, vi.branch_id, b.code as branch_code, vi.vendor_id, v.name as vendor, v.kind as vendor_kind,
        nullif(trim(v.npwp), '') as npwp, vi.vendor_invoice_no, nullif(trim(vi.tax_invoice_no), '') as tax_invoice_no,
        coalesce(vi.amount, 0) as dpp, coalesce(vi.ppn, 0) as ppn, coalesce(vi.total, 0) as total, vi.pph23_percent, coalesce(vi.pph23, 0) as pph23, coalesce(vi.payable, 0) as payable
      from vendor_invoices vi join vendors v on v.id = vi.vendor_id left join branches b on b.id = vi.branch_id
      where vi.stage = 'booked' and vi.bill_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('vi.branch_id'), q.branches)}
        and ${equalsIfSet(sql.raw('vi.vendor_id'), q.params.vendor_id)}
      order by vi.bill_date, vi.number`,
  );
  return rows.map((r) => numeric(r, ['id', 'branch_id', 'vendor_id', 'dpp', 'ppn', 'total', 'pph23_percent', 'pph23', 'payable']) as unknown as PurchaseBill);
}
