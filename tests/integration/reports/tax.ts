import { sql, type SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import { npwp16 } from '@/lib/finance/coretax-xml';
import type { ReportTestContext } from '../reports.int.test';

/*
 * Tax sales and purchases against the invoices, cash AWBs and vendor bills themselves; the Coretax and
 * e-Bupot files read back as XML (jsdom's parser, as the builders' unit tests) and their figures
 * checked against the documents; a Jakarta clerk's file holds Jakarta's invoices only. The demo has
 * no tax invoice numbers, one customer without an NPWP, every invoice in Jakarta and a vendor without
 * an NPWP: the checks set what they need on a few rows and put them back.
 */

type Row = Record<string, string | number | null>;
type Line = { kind: 'row' | 'subtotal'; values: Record<string, unknown>; group?: unknown };

const KIND_INVOICES = 'Invoices (faktur)';
const KIND_CASH = 'Cash sales (retail)';

async function xmlDocument(xml: string): Promise<Document> {
  const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const childText = (el: Element, name: string) => Array.from(el.children).find((c) => c.tagName === name)?.textContent ?? '';

export function taxChecks(c: ReportTestContext) {
  const rows = async (query: SQL) => ((await c.t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const one = async (query: SQL) => (await rows(query))[0];
  const call = (url: string, token = c.tokens.manager) => c.t.call('GET', url, { token });
  const grant = async (report: string, on: boolean) => {
    const route = `/app/report/${report}`;
    if (on) await c.t.ctx.db.execute(sql`update roles set permissions = permissions || ${JSON.stringify([route])}::jsonb where name = 'Counter'`);
    else await c.t.ctx.db.execute(sql`update roles set permissions = permissions - ${route} where name = 'Counter'`);
    c.t.ctx.principals.invalidate('counter');
  };

  /** The month with the most issued invoices (the latest of equals), and its days. */
  let month = '';
  let from = '';
  let to = '';
  beforeAll(async () => {
    const m = await one(sql`select to_char(invoice_date, 'YYYY-MM') as month, count(*)::int as n from invoices where stage = 'booked' group by 1 order by 2 desc, 1 desc limit 1`);
    month = String(m.month);
    from = `${month}-01`;
    to = String((await one(sql`select ((${from}::date + interval '1 month') - interval '1 day')::date::text as d`)).d);
  });

  const invoiceTotals = (where: SQL = sql`true`) =>
    one(sql`select count(*)::int as n, coalesce(sum(dpp), 0)::bigint as dpp, coalesce(sum(ppn), 0)::bigint as ppn, coalesce(sum(total), 0)::bigint as total, coalesce(sum(amount), 0)::bigint as amount
      from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and ${where}`);
  // the cash AWBs themselves: DPP is what their PPN was worked out on (no insurance, no untaxed cost)
  const cashTotals = (where: SQL = sql`true`) =>
    one(sql`select count(*)::int as awbs, coalesce(sum(s.tax), 0)::bigint as ppn, coalesce(sum(s.total), 0)::bigint as total,
        coalesce(sum(s.total - coalesce(s.tax, 0) - coalesce(s.insurance, 0) - coalesce((select sum(k.amount) from shipment_costs k where k.document_id = s.id and not k.taxable), 0)), 0)::bigint as dpp
      from shipments s where s.stage = 'booked' and s.payment_type = 'CASH' and s.shipment_date between ${from} and ${to} and ${where}`);

  it('tax sales: the invoices and the cash sales equal the documents, each kind with its subtotal', async () => {
    const res = await call(`/api/report/get/tax-sales?month=${month}`);
    expect(res.status, res.text).toBe(200);
    const inv = await invoiceTotals();
    const cash = await cashTotals();
    expect(Number(inv.n)).toBeGreaterThan(0);
    expect(Number(cash.awbs)).toBeGreaterThan(0);
    const { lines, totals } = res.body.data.table as { lines: Line[]; totals: Record<string, number> };
    const subtotal = (kind: string) => lines.find((l) => l.kind === 'subtotal' && l.group === kind)!.values;
    expect(lines.filter((l) => l.kind === 'row' && l.values.kind === KIND_INVOICES)).toHaveLength(Number(inv.n));
    expect(subtotal(KIND_INVOICES)).toMatchObject({ dpp: Number(inv.dpp), ppn: Number(inv.ppn), total: Number(inv.total), amount: Number(inv.amount) });
    expect(subtotal(KIND_CASH)).toMatchObject({ awbs: Number(cash.awbs), dpp: Number(cash.dpp), ppn: Number(cash.ppn), total: Number(cash.total) });
    expect(totals.ppn).toBe(Number(inv.ppn) + Number(cash.ppn));
    expect(totals.dpp).toBe(Number(inv.dpp) + Number(cash.dpp));
    // a row is one invoice with its own figures
    const first = await one(sql`select number, dpp, ppn, customer_npwp from invoices where stage = 'booked' and invoice_date between ${from} and ${to} order by invoice_date, number limit 1`);
    const row = lines.find((l) => l.values.number === first.number)!.values;
    expect(row).toMatchObject({ kind: KIND_INVOICES, dpp: Number(first.dpp), ppn: Number(first.ppn) });
  });

  it('tax sales: the Coretax XML and CSV hold every invoice to a customer with an NPWP and no faktur yet, at its DPP and PPN', async () => {
    // one invoice already has its faktur (left out of the file, shown in the table); the customer without NPWP gets one for now
    const numbered = await one(sql`select id, number from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and coalesce(customer_npwp, '') <> '' order by number limit 1`);
    const noTin = await one(sql`select id, number, ppn_percent from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and coalesce(customer_npwp, '') = '' order by number limit 1`);
    await c.t.ctx.db.execute(sql`update invoices set tax_invoice_no = '04002600000000123' where id = ${numbered.id}`);
    // … and its PPN rule read per service (as an invoice of services under two rules is): its contract's 11/12 rule
    if (noTin) await c.t.ctx.db.execute(sql`update invoices set customer_npwp = '3175011234567890', ppn_percent = null where id = ${noTin.id}`);
    try {
      const table = await call(`/api/report/get/tax-sales?month=${month}`);
      expect(table.body.data.table.lines.find((l: Line) => l.values.number === numbered.number).values.tax_invoice_no).toBe('04002600000000123');

      const want = await rows(sql`select i.number, i.dpp, i.ppn, i.taxable_amount, i.ppn_base from invoices i
        where i.stage = 'booked' and i.invoice_date between ${from} and ${to} and coalesce(i.customer_npwp, '') <> '' and i.tax_invoice_no is null and i.ppn > 0 order by i.number`);
      expect(want.length).toBeGreaterThan(0);
      const res = await call(`/api/report/file/tax-sales/coretax-xml?month=${month}`);
      expect(res.status, res.text).toBe(200);
      expect(String(res.headers['content-type'])).toContain('xml');
      expect(String(res.headers['content-disposition'])).toContain(`coretax-faktur-keluaran-${month}.xml`);
      const doc = await xmlDocument(res.text);
      const company = await one(sql`select value from site_settings where key = 'company_npwp'`);
      expect(doc.documentElement.tagName).toBe('TaxInvoiceBulk');
      expect(childText(doc.documentElement, 'TIN')).toBe(npwp16(String(company.value)));
      const fakturs = Array.from(doc.getElementsByTagName('TaxInvoice'));
      const byRef = new Map<string, { taxBase: number; otherTaxBase: number; vat: number; code: string; date: string }>();
      for (const f of fakturs) {
        const ref = childText(f, 'RefDesc');
        const sum = byRef.get(ref) ?? { taxBase: 0, otherTaxBase: 0, vat: 0, code: childText(f, 'TrxCode'), date: childText(f, 'TaxInvoiceDate') };
        for (const g of Array.from(f.getElementsByTagName('GoodService'))) {
          sum.taxBase += Number(childText(g, 'TaxBase'));
          sum.otherTaxBase += Number(childText(g, 'OtherTaxBase'));
          sum.vat += Number(childText(g, 'VAT'));
        }
        byRef.set(ref, sum);
        expect(childText(f, 'BuyerDocument')).toBe('TIN');
        expect(childText(f, 'BuyerTin')).toMatch(/^\d{16}$/);
      }
      expect([...byRef.keys()].sort()).toEqual(want.map((w) => String(w.number)).sort());
      expect(byRef.has(String(numbered.number))).toBe(false);
      for (const w of want) {
        const got = byRef.get(String(w.number))!;
        // DPP is OtherTaxBase (= TaxBase under delivery's 1.1 %, 11/12 of it under the general rule); VAT is the invoice's PPN
        expect({ ref: w.number, dpp: got.otherTaxBase, ppn: got.vat, taxBase: got.taxBase }).toEqual({ ref: w.number, dpp: Number(w.dpp), ppn: Number(w.ppn), taxBase: Number(w.taxable_amount) });
        expect(got.code).toBe(w.ppn_base === 'BILLED' ? '05' : '04');
        expect(got.date.startsWith(month)).toBe(true);
      }

      const csv = await call(`/api/report/file/tax-sales/coretax-csv?month=${month}`);
      expect(csv.status, csv.text).toBe(200);
      const parsed = Papa.parse<Record<string, string>>(csv.text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.data).toHaveLength(doc.getElementsByTagName('GoodService').length);
      const vatOf = (ref: string) => parsed.data.filter((r) => r.RefDesc === ref).reduce((a, r) => a + Number(r.VAT), 0);
      for (const w of want) expect(vatOf(String(w.number))).toBe(Number(w.ppn));
    } finally {
      await c.t.ctx.db.execute(sql`update invoices set tax_invoice_no = null where id = ${numbered.id}`);
      if (noTin) await c.t.ctx.db.execute(sql`update invoices set customer_npwp = null, ppn_percent = ${noTin.ppn_percent} where id = ${noTin.id}`);
    }
  });

  it('tax sales: an invoice the file cannot hold refuses the whole file (400 naming it), nothing half-written', async () => {
    const bad = await one(sql`select id, number, customer_npwp from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and coalesce(customer_npwp, '') <> '' order by number limit 1`);
    await c.t.ctx.db.execute(sql`update invoices set customer_npwp = '12.345' where id = ${bad.id}`);
    try {
      for (const file of ['coretax-xml', 'coretax-csv']) {
        const res = await call(`/api/report/file/tax-sales/${file}?month=${month}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(String(bad.number));
        expect(res.body.errors[String(bad.number)][0]).toContain('NPWP 12.345');
      }
    } finally {
      await c.t.ctx.db.execute(sql`update invoices set customer_npwp = ${bad.customer_npwp} where id = ${bad.id}`);
    }
  });

  it('tax sales: a Jakarta clerk reads and files Jakarta’s invoices only; the drill-downs list the documents behind a row', async () => {
    // the demo bills from Jakarta only: one invoice moves to Surabaya for the check
    const moved = await one(sql`select id, number from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and coalesce(customer_npwp, '') <> '' order by number desc limit 1`);
    await c.t.ctx.db.execute(sql`update invoices set branch_id = ${c.branches.surabaya} where id = ${moved.id}`);
    await grant('tax-sales', true);
    try {
      const own = await call(`/api/report/get/tax-sales?month=${month}`, c.tokens.counter);
      expect(own.status, own.text).toBe(200);
      const mine = (own.body.data.table.lines as Line[]).filter((l) => l.kind === 'row');
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((l) => l.values.branch_id))).toEqual(new Set([c.branches.jakarta]));
      const jkt = await invoiceTotals(sql`branch_id = ${c.branches.jakarta}`);
      const jktCash = await cashTotals(sql`s.branch_id = ${c.branches.jakarta}`);
      expect(own.body.data.table.totals.ppn).toBe(Number(jkt.ppn) + Number(jktCash.ppn));

      const file = await call(`/api/report/file/tax-sales/coretax-xml?month=${month}`, c.tokens.counter);
      expect(file.status, file.text).toBe(200);
      const refs = Array.from((await xmlDocument(file.text)).getElementsByTagName('RefDesc')).map((e) => e.textContent);
      const jakartaFiled = await rows(sql`select number from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and branch_id = ${c.branches.jakarta}
        and coalesce(customer_npwp, '') <> '' and tax_invoice_no is null and ppn > 0`);
      expect(refs.length).toBeGreaterThan(0);
      expect(new Set(refs)).toEqual(new Set(jakartaFiled.map((r) => r.number)));
      expect(refs).not.toContain(moved.number);
      // everyone's file has it; Surabaya's is not the clerk's to ask for
      const all = await call(`/api/report/file/tax-sales/coretax-xml?month=${month}`);
      expect(all.text).toContain(`<RefDesc>${String(moved.number)}</RefDesc>`);
      expect((await call(`/api/report/file/tax-sales/coretax-xml?month=${month}&branch_id=${c.branches.surabaya}`, c.tokens.counter)).status).toBe(403);
      expect((await call(`/api/report/drill/tax-sales/invoices?month=${month}&k_number=${String(moved.number)}`, c.tokens.counter)).body.data.rows).toHaveLength(0);

      // drill-downs: a customer's invoices of the period; the cash AWBs of a day and branch
      const row = mine.find((l) => l.values.kind === KIND_INVOICES)!.values;
      const drill = await call(`/api/report/drill/tax-sales/invoices?month=${month}&k_customer_id=${String(row.customer_id)}`, c.tokens.counter);
      expect(drill.status, drill.text).toBe(200);
      const theirs = await rows(sql`select number from invoices where stage = 'booked' and invoice_date between ${from} and ${to} and customer_id = ${Number(row.customer_id)} and branch_id = ${c.branches.jakarta} order by number`);
      expect(drill.body.data.rows.map((r: Row) => r.number).sort()).toEqual(theirs.map((r) => r.number));
      const cashRow = mine.find((l) => l.values.kind === KIND_CASH)!.values;
      const awbs = await call(`/api/report/drill/tax-sales/awbs?month=${month}&k_date_from=${String(cashRow.cash_day)}&k_date_to=${String(cashRow.cash_day)}&k_branch_id=${c.branches.jakarta}&k_payment_type=CASH`, c.tokens.counter);
      expect(awbs.status, awbs.text).toBe(200);
      const day = await cashTotals(sql`s.branch_id = ${c.branches.jakarta} and s.shipment_date = ${String(cashRow.cash_day)}`);
      expect(cashRow.awbs).toBe(Number(day.awbs));
      expect(awbs.body.data.rows).toHaveLength(Math.min(100, Number(day.awbs)));
    } finally {
      await grant('tax-sales', false);
      await c.t.ctx.db.execute(sql`update invoices set branch_id = ${c.branches.jakarta} where id = ${moved.id}`);
    }
  });

  it('tax purchase: PPN input and PPh 23 equal the posted bills; e-Bupot refuses a vendor without NPWP, then files each withholding', async () => {
    const m = await one(sql`select to_char(max(bill_date), 'YYYY-MM') as month from vendor_invoices where stage = 'booked' and pph23 > 0`);
    const billMonth = String(m.month);
    const bFrom = `${billMonth}-01`;
    const bTo = String((await one(sql`select ((${bFrom}::date + interval '1 month') - interval '1 day')::date::text as d`)).d);
    const want = await one(sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as dpp, coalesce(sum(ppn), 0)::bigint as ppn, coalesce(sum(pph23), 0)::bigint as pph23,
        coalesce(sum(ppn) filter (where coalesce(tax_invoice_no, '') <> ''), 0)::bigint as creditable
      from vendor_invoices where stage = 'booked' and bill_date between ${bFrom} and ${bTo}`);
    const res = await call(`/api/report/get/tax-purchase?month=${billMonth}`);
    expect(res.status, res.text).toBe(200);
    const { totals, lines } = res.body.data.table as { totals: Record<string, number>; lines: Line[] };
    expect(Number(want.n)).toBeGreaterThan(0);
    expect(lines.filter((l) => l.kind === 'row')).toHaveLength(Number(want.n));
    expect(totals).toMatchObject({ dpp: Number(want.dpp), ppn: Number(want.ppn), pph23: Number(want.pph23), ppn_creditable: Number(want.creditable) });

    const bills = await rows(sql`select vi.id, vi.number, vi.vendor_id, vi.vendor_invoice_no, vi.bill_date::text as bill_date, vi.amount, vi.pph23_percent, vi.pph23, v.npwp
      from vendor_invoices vi join vendors v on v.id = vi.vendor_id where vi.stage = 'booked' and vi.bill_date between ${bFrom} and ${bTo} and vi.pph23 > 0 order by vi.bill_date, vi.number`);
    // the drill-down behind a vendor: its bills of the period
    const drill = await call(`/api/report/drill/tax-purchase/bills?month=${billMonth}&k_vendor_id=${String(bills[0].vendor_id)}`);
    const vendorBills = await rows(sql`select number from vendor_invoices where stage = 'booked' and bill_date between ${bFrom} and ${bTo} and vendor_id = ${Number(bills[0].vendor_id)} order by number`);
    expect(drill.body.data.rows.map((r: Row) => r.number).sort()).toEqual(vendorBills.map((r) => r.number));

    const vendorIds = [...new Set(bills.map((b) => Number(b.vendor_id)))];
    const before = new Map(bills.map((b) => [Number(b.vendor_id), b.npwp]));
    const withoutTin = bills.filter((b) => !b.npwp);
    if (withoutTin.length) {
      const refused = await call(`/api/report/file/tax-purchase/ebupot-xml?month=${billMonth}`);
      expect(refused.status).toBe(400);
      for (const b of withoutTin) expect(refused.body.errors[String(b.number)][0]).toContain('no NPWP or NIK');
    }
    try {
      for (const id of vendorIds) await c.t.ctx.db.execute(sql`update vendors set npwp = coalesce(nullif(npwp, ''), '02.111.222.3-444.000') where id = ${id}`);
      const file = await call(`/api/report/file/tax-purchase/ebupot-xml?month=${billMonth}`);
      expect(file.status, file.text).toBe(200);
      const doc = await xmlDocument(file.text);
      expect(doc.documentElement.tagName).toBe('BpuBulk');
      const slips = Array.from(doc.getElementsByTagName('Bpu'));
      expect(slips).toHaveLength(bills.length);
      for (const [i, b] of bills.entries()) {
        const s = slips[i];
        expect({
          DocumentNumber: childText(s, 'DocumentNumber'),
          TaxBase: Number(childText(s, 'TaxBase')),
          Rate: Number(childText(s, 'Rate')),
          WithholdingDate: childText(s, 'WithholdingDate'),
          TaxPeriodMonth: Number(childText(s, 'TaxPeriodMonth')),
        }).toEqual({ DocumentNumber: b.vendor_invoice_no, TaxBase: Number(b.amount), Rate: Number(b.pph23_percent), WithholdingDate: b.bill_date, TaxPeriodMonth: Number(billMonth.slice(5, 7)) });
        expect(Math.floor((Number(b.amount) * Number(b.pph23_percent)) / 100)).toBe(Number(b.pph23));
      }
    } finally {
      for (const [id, npwp] of before) await c.t.ctx.db.execute(sql`update vendors set npwp = ${npwp} where id = ${id}`);
    }
  });
}
