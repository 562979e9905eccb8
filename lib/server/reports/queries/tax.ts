import { sql } from 'drizzle-orm';
import { DEFAULT_PPN_BASE } from '@/lib/finance/tax';
import { statusLabel } from '@/lib/resources/engine/define-document';
import { TAX_SALES_KINDS, taxPurchaseReport, taxSalesReport } from '@/lib/resources/reports/tax';
import { rollupRows } from '../rollup-source';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';
import { bookedAwbsPage } from './booked-awbs';
import { coretaxFiles, ebupotFile } from './tax-files';
import { monthRange, purchaseBills, salesInvoices } from './tax-documents';

/*
 * Tax: PPN output from the issued invoices themselves (one faktur each) and the counters' cash sales
 * from the shipment rollup without customers (rollup_sales_days, payment_type CASH, per day and branch);
 * PPN input and PPh 23 from the posted vendor bills. The Coretax files: ./tax-files.ts.
 */

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(n)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The cash shipments' sales per day and origin branch (DPP: before PPN less insurance, 11/12 where the service's rule says so). */
async function cashSales(q: ReportQueryContext, from: string, to: string): Promise<ReportRow[]> {
  const rows = await rowsOf(
    q.db,
    sql`select r.day::text as day, r.branch_id, b.code as branch_code, sum(r.awbs) as awbs, sum(r.total - r.tax) as amount,
        sum(case when coalesce(v.ppn_base, ${DEFAULT_PPN_BASE}) = 'ELEVEN_TWELFTHS' then (r.total - r.tax - r.insurance) * 11 / 12 else r.total - r.tax - r.insurance end) as dpp,
        sum(r.tax) as ppn, sum(r.total) as total
      from ${rollupRows('shipment', ['branch_id', 'service_id', 'payment_type'], from, to, { daily: true })} r
      left join services v on v.id = r.service_id left join branches b on b.id = r.branch_id
      where r.payment_type = 'CASH' and ${inBranches(sql.raw('r.branch_id'), q.branches)}
      group by r.day, r.branch_id, b.code
      having sum(r.awbs) <> 0
      order by r.day, b.code`,
  );
  return rows.map((r) => ({
    kind: TAX_SALES_KINDS.cash,
    date: r.day,
    branch: r.branch_code,
    number: null,
    customer: null,
    npwp: null,
    tax_invoice_no: null,
    ...numeric({ awbs: r.awbs, amount: r.amount, dpp: r.dpp, ppn: r.ppn, total: r.total }, ['awbs', 'amount', 'dpp', 'ppn', 'total']),
    branch_id: r.branch_id,
    customer_id: null,
    cash_day: r.day,
  }));
}

/** What the figures leave out, said under the table: credit notes (retur), voided invoices with a faktur. */
async function salesNotes(q: ReportQueryContext, from: string, to: string, invoices: ReportRow[]): Promise<string[]> {
  const notes: string[] = [];
  const unnumbered = invoices.filter((r) => !r.tax_invoice_no).length;
  if (unnumbered) notes.push(`${plural(unnumbered, 'invoice')} of the period ${unnumbered === 1 ? 'has' : 'have'} no tax invoice number yet (the Coretax file holds those of customers with an NPWP).`);
  const noTin = invoices.filter((r) => !r.npwp).length;
  if (noTin) {
    const [is, a, its] = noTin === 1 ? ['is', 'a customer', 'its'] : ['are', 'customers', 'their'];
    notes.push(`${plural(noTin, 'invoice')} to ${a} without an NPWP ${is} not in the Coretax file: Coretax names such a buyer by NIK or another id — enter ${its} faktur by hand.`);
  }
  const [credits] = await rowsOf<{ n: number; dpp: string; ppn: string; numbers: string | null }>(
    q.db,
    sql`select count(*)::int as n, coalesce(sum(n.dpp), 0) as dpp, coalesce(sum(n.ppn), 0) as ppn, string_agg(n.number, ', ' order by n.number) as numbers
      from credit_notes n where n.stage = 'booked' and n.cn_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('n.branch_id'), q.branches)}`,
  );
  if (credits.n) {
    const [s, them] = credits.n === 1 ? ['s', 'it'] : ['', 'them'];
    notes.push(`${plural(credits.n, 'credit note')} of the period (${credits.numbers}) reduce${s} DPP by ${rupiah(Number(credits.dpp))} and PPN by ${rupiah(Number(credits.ppn))}: not in the figures above — report ${them} in Coretax as a return or a replacement faktur.`);
  }
  const [voided] = await rowsOf<{ n: number; numbers: string | null }>(
    q.db,
    sql`select count(*)::int as n, string_agg(i.number, ', ' order by i.number) as numbers from invoices i
      where i.stage = 'cancelled' and i.invoice_date between ${from}::date and ${to}::date and nullif(trim(i.tax_invoice_no), '') is not null
        and ${inBranches(sql.raw('i.branch_id'), q.branches)}`,
  );
  if (voided.n) notes.push(`${plural(voided.n, 'voided invoice')} had a tax invoice number (${voided.numbers}): cancel ${voided.n === 1 ? 'its' : 'their'} faktur in Coretax.`);
  return notes;
}

async function taxSales(q: ReportQueryContext) {
  const { from, to } = monthRange(q.params.month);
  const invoices = (await salesInvoices(q, from, to)).map(
    (r): ReportRow => ({
      kind: TAX_SALES_KINDS.invoices,
      date: r.invoice_date,
      branch: r.branch_code,
      number: r.number,
      customer: r.customer,
      npwp: r.npwp,
      tax_invoice_no: r.tax_invoice_no,
      awbs: r.awb_count,
      amount: r.amount,
      dpp: r.dpp,
      ppn: r.ppn,
      total: r.total,
      branch_id: r.branch_id,
      customer_id: r.customer_id,
      cash_day: null,
    }),
  );
  const cash = await cashSales(q, from, to);
  return { rows: [...invoices, ...cash], notes: await salesNotes(q, from, to, invoices), summary: { date_from: from, date_to: to } };
}

async function taxPurchase(q: ReportQueryContext) {
  const { from, to } = monthRange(q.params.month);
  const bills = await purchaseBills(q, from, to);
  const rows = bills.map(
    (b): ReportRow => ({
      date: b.bill_date,
      number: b.number,
      branch: b.branch_code,
      vendor: b.vendor,
      npwp: b.npwp,
      vendor_invoice_no: b.vendor_invoice_no,
      tax_invoice_no: b.tax_invoice_no,
      dpp: b.dpp,
      ppn: b.ppn,
      ppn_creditable: b.tax_invoice_no ? b.ppn : 0,
      total: b.total,
      pph23_percent: b.pph23_percent,
      pph23: b.pph23,
      payable: b.payable,
      branch_id: b.branch_id,
      vendor_id: b.vendor_id,
    }),
  );
  const notes: string[] = [];
  const noFaktur = bills.filter((b) => !b.tax_invoice_no && b.ppn > 0);
  if (noFaktur.length) {
    notes.push(`${plural(noFaktur.length, 'bill')} ${noFaktur.length === 1 ? 'has' : 'have'} no tax invoice number: ${rupiah(noFaktur.reduce((a, b) => a + b.ppn, 0))} of PPN cannot be credited until the vendor’s faktur is entered.`);
  }
  const withheld = bills.filter((b) => b.pph23 > 0);
  const noTin = withheld.filter((b) => !b.npwp);
  if (noTin.length) notes.push(`${plural(noTin.length, 'withholding')} ${noTin.length === 1 ? 'is' : 'are'} of vendors without an NPWP (${[...new Set(noTin.map((b) => b.vendor))].join(', ')}): e-Bupot needs it before the file can be made.`);
  return { rows, notes, summary: { date_from: from, date_to: to, withholdings: withheld.length } };
}

/** The issued invoices behind a figure: one by number, or a customer's, in the period and the user's branches. */
async function invoicesBehind(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const { from, to } = monthRange(q.params.month);
  const rows = await rowsOf(
    q.db,
    sql`select i.id, i.number, i.invoice_date::text as invoice_date, b.code as branch, coalesce(nullif(trim(i.customer_name), ''), c.name) as customer,
        i.tax_invoice_no, i.awb_count, i.dpp, i.ppn, i.total, i.status
      from invoices i join customers c on c.id = i.customer_id left join branches b on b.id = i.branch_id
      where i.stage = 'booked' and i.invoice_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('i.branch_id'), q.branches)}
        and ${equalsIfSet(sql.raw('i.number'), keys.number)} and ${equalsIfSet(sql.raw('i.customer_id'), keys.customer_id)}
      order by i.invoice_date, i.number
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({ ...numeric(r, ['id', 'awb_count', 'dpp', 'ppn', 'total']), status: statusLabel(String(r.status)) }));
}

/** The cash AWBs of one day and branch (a cash sales row). */
function cashAwbs(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const { from, to } = monthRange(q.params.month);
  const day = (k: string | number | undefined, fallback: string) => (typeof k === 'string' && k >= from && k <= to ? k : fallback);
  return bookedAwbsPage(q, { from: day(keys.date_from, from), to: day(keys.date_to, to) }, { ...keys, payment_type: 'CASH' }, page);
}

/** The posted vendor bills behind a figure: one by number, or a vendor's, in the period and the user's branches. */
async function billsBehind(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const { from, to } = monthRange(q.params.month);
  const rows = await rowsOf(
    q.db,
    sql`select vi.id, vi.number, vi.bill_date::text as bill_date, b.code as branch, v.name as vendor, vi.vendor_invoice_no, vi.tax_invoice_no,
        vi.amount as dpp, vi.ppn, vi.pph23, vi.status
      from vendor_invoices vi join vendors v on v.id = vi.vendor_id left join branches b on b.id = vi.branch_id
      where vi.stage = 'booked' and vi.bill_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('vi.branch_id'), q.branches)}
        and ${equalsIfSet(sql.raw('vi.vendor_id'), q.params.vendor_id)}
        and ${equalsIfSet(sql.raw('vi.number'), keys.number)} and ${equalsIfSet(sql.raw('vi.vendor_id'), keys.vendor_id)}
      order by vi.bill_date, vi.number
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({ ...numeric(r, ['id', 'dpp', 'ppn', 'pph23']), status: statusLabel(String(r.status)) }));
}

export const taxSalesModule: ReportModule = { definition: taxSalesReport, run: taxSales, drills: { invoices: invoicesBehind, awbs: cashAwbs }, files: coretaxFiles };
export const taxPurchaseModule: ReportModule = { definition: taxPurchaseReport, run: taxPurchase, drills: { bills: billsBehind }, files: { 'ebupot-xml': ebupotFile } };

export const TAX_MODULES: readonly ReportModule[] = [taxSalesModule, taxPurchaseModule];
