/*
 * A year of receivables for reports (`npm run db:scale -- --finance [N]`), written through the real
 * document engine — not faked by SQL — so every invoice, CDR, payment and ledger entry is exactly what
 * the app writes (figures per PPN rule and contract, stamp duty, numbers from the engine's series,
 * ledger entries, allocations, invoice statuses and outstanding, audit rows).
 *
 * For each of the last `months` whole months (oldest first) and each credit customer with delivered
 * credit AWBs of that month not yet billed: a CDR of the month (generated and posted the first working
 * day after it), an invoice generated from it three days after the month's end and issued. Then the
 * payments, in date order, as customers pay: most around the due date (a week early to a few days
 * late), a quarter late (up to six weeks), some in two parts, about one in nine not yet; a customer
 * that withholds PPh 23 sends the slip with the computed figure. Nothing dated after `now`.
 *
 * It runs one engine action at a time (a few tens of milliseconds each): about 2,700 invoices for the
 * demo's 225 credit customers take 10–20 minutes. `maxInvoices` stops early. Not generated: vendor bills
 * and payments (the bulk AWBs have no vendor hand-overs or manifests to bill), credit notes, collections.
 */
import { sql } from 'drizzle-orm';
import { SCREEN_ROUTES } from '../../constants/menu';
import { getDocument } from '../../lib/resources/documents/registry';
import { jakartaDay } from '../../lib/rules/jakarta-clock';
import type { Db } from '../../lib/server/db/client';
import { createDocument, runDocumentAction } from '../../lib/server/documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../../lib/server/documents/engine/types';
import { handlersOf } from '../../lib/server/documents/registry';
import { HttpError } from '../../lib/server/errors';
import { invoicesPph23 } from '../../lib/server/finance/pph23';
import { systemContext } from '../../lib/server/seed/seed-operations';

export interface FinanceOptions {
  /** Whole months back to bill (default 12). */
  months?: number;
  /** Stop after this many invoices (default: no limit). */
  maxInvoices?: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface LoadedFinance {
  cdrs: number;
  invoices: number;
  payments: number;
  /** Engine refusals met and skipped (e.g. a customer whose AWBs another CDR took), by message. */
  refused: Record<string, number>;
  ms: number;
}

const DAY = 86_400_000;
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** 09:00 WIB of a YYYY-MM-DD (plus days and hours). */
const wib = (day: string, plusDays = 0, hour = 9) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY + (hour - 7) * 3_600_000);
/** A deterministic fraction of an id (the same invoice pays the same way on every run). */
const fraction = (id: number, salt: number) => {
  let x = (id * 2_654_435_761 + salt * 40_503) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 4_294_967_296;
};

interface PaymentTask {
  at: Date;
  invoice: DocRow;
  /** Share of what is still owed that this payment brings (1: the rest). */
  share: number;
}

export async function loadFinanceHistory(db: Db, opts: FinanceOptions = {}): Promise<LoadedFinance> {
  const t0 = performance.now();
  const now = opts.now ?? new Date();
  const today = jakartaDay(now);
  const months = Math.max(1, opts.months ?? 12);
  const maxInvoices = opts.maxInvoices ?? Number.POSITIVE_INFINITY;
  const log = opts.log ?? (() => undefined);
  const ctx = systemContext(db);
  const principal = { userCode: 'finance', fullName: 'GENERATOR', userGroup: 'Administrator', roleId: 0, status: 'AKTIF', permissions: [...SCREEN_ROUTES], tokenVersion: 0, active: true, branches: null };
  const at = (when: Date): ActionContext => ({ ctx, actor: 'finance', principal, now: when });
  const cdrDef = getDocument('customer-data-report');
  const invoiceDef = getDocument('invoice');
  const paymentDef = getDocument('payment');
  const create = async (def: typeof cdrDef, when: Date, body: Record<string, unknown>) =>
    (await createDocument(at(when), def, handlersOf(def), handlersOf(def).create.body.parse(body) as Record<string, unknown>)).doc as DocRow;
  const act = (def: typeof cdrDef, when: Date, key: string, doc: DocRow) => runDocumentAction(at(when), def, handlersOf(def), key, doc.id, { version: doc.version });
  const out: LoadedFinance = { cdrs: 0, invoices: 0, payments: 0, refused: {}, ms: 0 };
  const refused = (err: unknown) => {
    if (!(err instanceof HttpError)) throw err;
    const key = err.message.replace(/\d[\d.,-]*/g, '#').slice(0, 80);
    out.refused[key] = (out.refused[key] ?? 0) + 1;
  };
  const payments: PaymentTask[] = [];

  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - months, 1));
  for (let m = 0; m < months && out.invoices < maxInvoices; m++) {
    const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + m, 1));
    const from = iso(start);
    const until = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
    const closing = wib(until, 1);
    const invoiceDay = iso(new Date(Date.parse(`${until}T00:00:00Z`) + 3 * DAY));
    if (invoiceDay > today) break;
    const customers = rowsOf<{ customer_id: number }>(
      await db.execute(sql`select distinct customer_id from shipments
        where stage = 'booked' and shipment_date between ${from}::date and ${until}::date and payment_type = 'CREDIT' and status = 'delivered'
          and customer_data_report_id is null and customer_id is not null order by 1`),
    ).map((r) => Number(r.customer_id));
    const before = out.invoices;
    for (const customerId of customers) {
      if (out.invoices >= maxInvoices) break;
      try {
        const cdr = await create(cdrDef, closing, { customer_id: customerId, period_from: from, period_to: until });
        out.cdrs++;
        await act(cdrDef, closing, 'book', cdr);
        const draft = await create(invoiceDef, wib(invoiceDay), { customer_id: customerId, period_from: from, period_to: until, invoice_date: invoiceDay });
        const invoice = await act(invoiceDef, wib(invoiceDay, 0, 10), 'issue', draft);
        out.invoices++;
        // how this invoice gets paid (or not yet)
        const due = String(invoice.due_date);
        const r = fraction(invoice.id, 1);
        const spread = fraction(invoice.id, 2);
        if (r < 0.62) payments.push({ at: wib(due, Math.round(-7 + spread * 10), 10), invoice, share: 1 });
        else if (r < 0.8) payments.push({ at: wib(due, Math.round(4 + spread * 40), 10), invoice, share: 1 });
        else if (r < 0.89) {
          payments.push({ at: wib(due, Math.round(-5 + spread * 5), 10), invoice, share: 0.5 });
          payments.push({ at: wib(due, Math.round(20 + spread * 20), 10), invoice, share: 1 });
        }
      } catch (err) {
        refused(err);
      }
    }
    log(`finance: ${from.slice(0, 7)}: ${out.invoices - before} invoices issued for ${customers.length} customers (${out.invoices} in all), ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }

  // the payments, oldest first (a payment dated after now has not happened yet)
  payments.sort((a, b) => a.at.getTime() - b.at.getTime());
  let done = 0;
  for (const p of payments) {
    if (p.at.getTime() > now.getTime() || iso(p.at) < String(p.invoice.invoice_date)) continue;
    const customerId = Number(p.invoice.customer_id);
    try {
      const [open] = rowsOf<{ outstanding: string; status: string }>(await db.execute(sql`select outstanding, status from invoices where id = ${p.invoice.id}`));
      if (!open || Number(open.outstanding) <= 0 || !['ISSUED', 'PARTLY_PAID'].includes(open.status)) continue;
      const owed = Number(open.outstanding);
      const { withholds, invoices } = await invoicesPph23(db, ctx.references, customerId, [p.invoice.id]);
      const figure = invoices.get(p.invoice.id);
      const pph23 = withholds && figure ? Math.max(0, figure.expected - figure.withheldBefore) : 0;
      const amount = p.share >= 1 ? owed - pph23 : Math.floor(owed * p.share);
      if (amount <= 0) continue;
      const withSlip = pph23 > 0 && p.share >= 1;
      await create(paymentDef, p.at, {
        customer_id: customerId,
        payment_date: iso(new Date(p.at.getTime() + 7 * 3_600_000)),
        method: 'TRANSFER',
        bank_account: 'BCA 123-456-7890',
        reference: `TRF ${String(p.invoice.id).padStart(7, '0')}${p.share < 1 ? 'A' : ''}`,
        amount_received: amount,
        ...(withSlip ? { pph23_slip_no: `BP23-${iso(p.at).slice(0, 7)}-${p.invoice.id}` } : {}),
        allocations: [{ item_type: 'invoice', item_id: p.invoice.id, amount, pph23: withSlip ? pph23 : 0 }],
      });
      out.payments++;
      if (++done % 500 === 0) log(`finance: ${done.toLocaleString('en')} payments entered, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    } catch (err) {
      refused(err);
    }
  }
  out.ms = performance.now() - t0;
  return out;
}
