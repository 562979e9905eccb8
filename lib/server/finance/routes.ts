import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agingLabels } from '@/lib/finance/aging';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { CDR, COLLECTOR_INVOICE, DELIVERY_SHEET_INVOICE, INVOICE, PAYMENT, POD_INVOICE, RECEIVABLE, TRIP_ALLOWANCE, VENDOR_INVOICE, VENDOR_PAYMENT } from '@/lib/resources/documents/screens';
import { dateSchema } from '@/lib/resources/engine/date-schema';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { AppContext } from '../context';
import { customerDataReports, invoiceAwbs, invoices, outgoingManifests, shipments, tripAllowances, vendorInvoices } from '../db/schema/documents';
import { customers, vehicles } from '../db/schema/resources';
import { cdrCandidates } from '../documents/customer-data-report/candidates';
import { rateFor } from '../documents/trip-allowance/rates';
import { billables } from '../documents/vendor-invoice/billables';
import { createDocument } from '../documents/engine/run-document-action';
import type { ActionContext } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { branchScopeWhere } from '../documents/engine/branch-scope';
import { getDocument as getDocumentDefinition } from '@/lib/resources/documents/registry';
import { HttpError, notFound } from '../errors';
import { ok } from '../http/reply';
import { agingByParty } from './aging';
import { receivableCard } from './card';
import { openItems } from './open-items';
import { invoicesPph23 } from './pph23';
import { itemBalances } from './ledger';
import { customerOf, vendorOf } from './parties';
import { derivedRequestId } from './request-id';
import { financeSettings } from './settings';
import { renderStatement } from '../prints/statement';
import { writeTableFile } from '../table-file';
import { invoiceReport, paymentReport, vendorPaymentReport } from '../reports/queries/finance-documents';
import { readOnly, reportDatabaseOf, type ReportDatabase } from '../reports/runner';

/*
 * The finance calls that are not one document's own (lib/server/documents/engine/routes.ts has those):
 *   GET  /api/finance/get/cdr-candidates?period_from&period_to       customers with AWBs to post, and how many
 *   POST /api/finance/create/customer-data-report/bulk                a CDR for each of them (a result per customer)
 *   GET  /api/finance/get/invoice-candidates?period_from&period_to   customers with posted CDRs to invoice
 *   GET  /api/finance/get/invoice-period                              the latest month with posted CDRs to invoice (null: none)
 *   POST /api/finance/create/invoice/bulk                             a draft invoice for each (a result per customer)
 *   GET  /api/finance/get/open-items?customer_id                      what a customer owes item by item, and their deposits
 *   GET  /api/finance/get/receivable-card?customer_id&date_from&date_to&after&limit
 *   GET  /api/finance/export/receivable-card?…&format=csv|xlsx
 *   GET  /api/finance/print/receivable-card?…                         the statement of account (PDF)
 *   GET  /api/finance/export/invoice-awbs/:id?format=xlsx|csv         an invoice's AWBs
 *   GET  /api/finance/report/invoice?date_from&date_to&customer_id&branch_id&status   totals, per status, per customer
 *   GET  /api/finance/report/payment?date_from&date_to&customer_id&branch_id&method   totals, per method, per day, per customer
 *   GET  /api/finance/report/vendor-payment?date_from&date_to&vendor_id&branch_id&method
 *   GET  /api/finance/get/vendor-billables?vendor_id                  hand-overs and manifests not yet billed, with the expected cost
 *   GET  /api/finance/get/vendor-open-bills?vendor_id                 posted bills with something left to pay
 *   GET  /api/finance/get/trip-candidates?date_from&date_to           our fleet's manifests without a trip allowance for their driver
 *   GET  /api/finance/get/trip-allowance-rate-for?origin_branch_id&destination_branch_id&vehicle_id&date
 *   GET  /api/finance/get/collectable-invoices?purpose=sheet|collection|pod&customer_id&q
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoDate = z.iso.date('A date (YYYY-MM-DD)');
const period = z.object({ period_from: isoDate, period_to: isoDate });
// an input (the invoices' dates): bounded as every stored date is; the period queries below are reads
const bulkBody = z.object({
  period_from: dateSchema(),
  period_to: dateSchema(),
  customer_ids: z.array(id).min(1).max(1000).optional(),
  invoice_date: dateSchema().optional(),
  request_id: z.string().uuid('A UUID'),
});
const cardQuery = z.object({ customer_id: id, date_from: isoDate, date_to: isoDate, after: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });

const actionContext = (ctx: AppContext, req: FastifyRequest): ActionContext => ({ ctx, actor: req.principal!.userCode, principal: req.principal!, now: new Date() });

const KIND_WORDS: Record<string, string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Pembayaran',
  PPH23: 'PPh 23 dipotong',
  WRITE_OFF: 'Penghapusan selisih',
  CREDIT_NOTE: 'Nota kredit',
  RECEIVABLE: 'Piutang lain',
  DEPOSIT: 'Deposit (lebih bayar)',
  DEPOSIT_APPLIED: 'Deposit dipakai',
};

/** The calendar month of a day: its first and last day. */
function monthOf(day: string) {
  const [y, m] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { period_from: `${day.slice(0, 7)}-01`, period_to: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** A finance document type's declaration (its branch rule: branch-scope). */
const def = (name: string) => getDocumentDefinition(name) as unknown as DocumentDefinition;

export function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Customers billed from a branch the user works for (undefined: every branch). */
  const ofBranches = (req: FastifyRequest) => {
    const branches = req.principal!.branches ?? null;
    return branches === null ? undefined : inArray(customers.branch_id, branches.length ? branches : [0]);
  };

  /** A customer whose money the user may read: one billed from a branch the user works for (branch-scope); else as if there were none. */
  async function customerSeen(req: FastifyRequest, customerId: number) {
    const customer = await customerOf(ctx.db, ctx.references, customerId);
    const branches = req.principal!.branches ?? null;
    if (branches !== null && !branches.includes(customer.branchId)) throw notFound('Customer');
    return customer;
  }

  /** Each customer in turn, each its own transaction: one refused never stops the others. */
  async function createForEach(req: FastifyRequest, def: DocumentDefinition, customerIds: number[], body: z.infer<typeof bulkBody>) {
    const ac = actionContext(ctx, req);
    const handlers = handlersOf(def);
    const results = [];
    for (const customerId of customerIds) {
      const input = { customer_id: customerId, period_from: body.period_from, period_to: body.period_to, ...(body.invoice_date ? { invoice_date: body.invoice_date } : {}), request_id: derivedRequestId(body.request_id, String(customerId)) };
      try {
        const parsed = handlers.create.body.parse(input) as Record<string, unknown>;
        const { doc, created } = await createDocument(ac, def, handlers, parsed);
        results.push({ customer_id: customerId, ok: true, id: doc.id, number: doc.number, created, message: `${def.label} ${doc.number}${created ? ' created' : ' was already created'}` });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        results.push({ customer_id: customerId, ok: false, status: err.statusCode, message: err.message });
      }
    }
    const names = new Map((await ctx.db.select({ id: customers.id, name: customers.name }).from(customers)).map((c) => [c.id as number, String(c.name)]));
    const done = results.filter((x) => x.ok).length;
    return ok(
      results.map((x) => ({ ...x, customer_name: names.get(x.customer_id) ?? '' })),
      `${done} of ${results.length} ${def.plural.toLowerCase()} created`,
    );
  }

  r.get('/api/finance/get/cdr-candidates', {
    config: { access: { screens: [CDR.posting] } },
    schema: { querystring: period },
    handler: async (req) => {
      const { period_from: from, period_to: until } = req.query;
      const rows = await ctx.db
        .select({ id: customers.id, code: customers.code, name: customers.name, requires_paper_pod: customers.requires_paper_pod })
        .from(customers)
        .where(and(eq(customers.active, true), ofBranches(req)))
        .orderBy(asc(customers.code));
      const out = [];
      for (const c of rows) {
        const [t] = await ctx.db
          .select({ count: sql<number>`count(*)`, amount: sql<string>`coalesce(sum(${shipments.total} - coalesce(${shipments.tax}, 0)), 0)` })
          .from(shipments)
          .where(cdrCandidates({ id: c.id as number, requiresPaperPod: Boolean(c.requires_paper_pod) }, from, until));
        if (Number(t.count) > 0) out.push({ customer_id: c.id, code: c.code, name: c.name, awbs: Number(t.count), amount: Number(t.amount) });
      }
      return ok(out);
    },
  });

  r.post('/api/finance/create/customer-data-report/bulk', {
    config: { access: { screens: [CDR.posting] } },
    schema: { body: bulkBody },
    handler: async (req) => {
      const ids = req.body.customer_ids ?? (await cdrCustomers(req, req.body.period_from, req.body.period_to));
      if (!ids.length) throw new HttpError(400, 'No customer has delivered AWBs to post in this period', { period_to: ['Nothing to post'] });
      return createForEach(req, customerDataReportDocument as unknown as DocumentDefinition, ids, req.body);
    },
  });

  async function cdrCustomers(req: FastifyRequest, from: string, until: string) {
    const rows = await ctx.db.select({ id: customers.id, requires: customers.requires_paper_pod }).from(customers).where(and(eq(customers.active, true), ofBranches(req))).orderBy(asc(customers.code));
    const out: number[] = [];
    for (const c of rows) {
      const [t] = await ctx.db.select({ n: sql<number>`count(*)` }).from(shipments).where(cdrCandidates({ id: c.id as number, requiresPaperPod: Boolean(c.requires) }, from, until));
      if (Number(t.n) > 0) out.push(c.id as number);
    }
    return out;
  }

  const invoiceCandidateRows = (req: FastifyRequest, from: string, until: string) => {
    const c = customerDataReports;
    return ctx.db
      .select({ customer_id: c.customer_id, code: customers.code, name: customers.name, cdrs: sql<number>`count(*)`, awbs: sql<string>`sum(${c.awb_count})`, amount: sql<string>`sum(${c.amount})` })
      .from(c)
      .innerJoin(customers, eq(customers.id, c.customer_id))
      .where(and(eq(c.stage, 'booked'), isNull(c.invoice_id), between(c.period_to, from, until), branchScopeWhere(def('customer-data-report'), req.principal!.branches)))
      .groupBy(c.customer_id, customers.code, customers.name)
      .orderBy(asc(customers.code));
  };

  r.get('/api/finance/get/invoice-candidates', {
    config: { access: { screens: [INVOICE.generate] } },
    schema: { querystring: period },
    handler: async (req) => {
      const rows = await invoiceCandidateRows(req, req.query.period_from, req.query.period_to);
      return ok(rows.map((x) => ({ ...x, cdrs: Number(x.cdrs), awbs: Number(x.awbs), amount: Number(x.amount) })));
    },
  });

  // where the invoice run opens: the month of the latest posted CDR not yet invoiced that the user's branches see
  r.get('/api/finance/get/invoice-period', {
    config: { access: { screens: [INVOICE.generate] } },
    handler: async (req) => {
      const c = customerDataReports;
      const [row] = await ctx.db
        .select({ last: sql<string | null>`max(${c.period_to})::text` })
        .from(c)
        .where(and(eq(c.stage, 'booked'), isNull(c.invoice_id), branchScopeWhere(def('customer-data-report'), req.principal!.branches)));
      return ok(row?.last ? monthOf(String(row.last).slice(0, 10)) : null);
    },
  });

  r.post('/api/finance/create/invoice/bulk', {
    config: { access: { screens: [INVOICE.generate] } },
    schema: { body: bulkBody },
    handler: async (req) => {
      const ids = req.body.customer_ids ?? (await invoiceCandidateRows(req, req.body.period_from, req.body.period_to)).map((x) => x.customer_id as number);
      if (!ids.length) throw new HttpError(400, 'No posted CDR waits for an invoice in this period', { period_to: ['Nothing to invoice'] });
      return createForEach(req, invoiceDocument as unknown as DocumentDefinition, ids, req.body);
    },
  });

  r.get('/api/finance/get/open-items', {
    config: { access: { screens: [PAYMENT.entry, COLLECTOR_INVOICE.add, COLLECTOR_INVOICE.draft, RECEIVABLE.card] } },
    schema: { querystring: z.object({ customer_id: id }) },
    handler: async (req) => {
      await customerSeen(req, req.query.customer_id);
      const settings = await financeSettings(ctx.db, ctx.references);
      const open = await openItems(ctx.db, req.query.customer_id);
      // the PPh 23 the payment is checked against, per invoice (lib/finance/pph23.ts)
      const pph23 = await invoicesPph23(ctx.db, ctx.references, req.query.customer_id, open.items.filter((i) => i.item_type === 'invoice').map((i) => i.item_id));
      const items = open.items.map((i) => ({ ...i, withholds_pph23: pph23.withholds, pph23_expected: i.item_type === 'invoice' ? (pph23.invoices.get(i.item_id)?.expected ?? 0) : 0 }));
      return ok({ ...open, items, pph23_percent: settings.pph23_percent, pph23_no_tax_id_percent: settings.pph23_no_tax_id_percent, company_has_tax_id: Boolean(settings.company_npwp), write_off_limit: settings.write_off_limit, bank_accounts: settings.bank_accounts });
    },
  });

  const cardOf = async (q: z.infer<typeof cardQuery>, req: FastifyRequest) => {
    if (q.date_from > q.date_to) throw new HttpError(400, 'Invalid query', { date_to: ['Must not be before the start'] });
    await customerSeen(req, q.customer_id);
    return receivableCard(ctx.db, { customerId: q.customer_id, from: q.date_from, to: q.date_to, limit: q.limit, after: q.after });
  };

  r.get('/api/finance/get/receivable-card', {
    config: { access: { screens: [RECEIVABLE.card] } },
    schema: { querystring: cardQuery },
    handler: async (req) => {
      const { data, meta } = await cardOf(req.query, req);
      return { message: 'OK', data, meta };
    },
  });

  async function* wholeCard(q: z.infer<typeof cardQuery>, req: FastifyRequest) {
    let after: string | undefined;
    for (let pages = 0; pages < 1000; pages++) {
      const { data, meta } = await cardOf({ ...q, after, limit: 500 }, req);
      yield data;
      if (!meta.next_cursor) return;
      after = meta.next_cursor as string;
    }
  }

  r.get('/api/finance/export/receivable-card', {
    config: { access: { screens: [RECEIVABLE.card] } },
    schema: { querystring: cardQuery.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') }) },
    handler: async (req, reply) => {
      const customer = await customerSeen(req, req.query.customer_id);
      const file = await writeTableFile({
        format: req.query.format,
        name: `receivable-card-${customer.code}-${req.query.date_from}-${req.query.date_to}`,
        columns: [
          { header: 'Date', value: (x) => x.entry_date, type: 'date' },
          { header: 'Document', value: (x) => x.document_number },
          { header: 'Entry', value: (x) => `${KIND_WORDS[x.kind] ?? x.kind}${x.reversal ? ' (dibatalkan)' : ''}` },
          { header: 'Invoice / item', value: (x) => x.item_number },
          { header: 'Debit', value: (x) => x.debit },
          { header: 'Credit', value: (x) => x.credit },
          { header: 'Balance', value: (x) => x.balance },
          { header: 'Memo', value: (x) => x.memo },
        ],
        batches: wholeCard(req.query, req),
      });
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  });

  r.get('/api/finance/print/receivable-card', {
    config: { access: { screens: [RECEIVABLE.card], mode: 'read' } },
    schema: { querystring: cardQuery },
    handler: async (req, reply) => {
      const q = req.query;
      const customer = await customerSeen(req, q.customer_id);
      const settings = await financeSettings(ctx.db, ctx.references);
      const first = await cardOf({ ...q, limit: 1 }, req);
      const rows = [];
      for await (const batch of wholeCard(q, req)) rows.push(...batch);
      const aging = await agingByParty(ctx.db, { side: 'AR', asOf: q.date_to, basis: 'due', bounds: settings.aging_bounds, partyIds: [customer.id] });
      const labels = agingLabels(settings.aging_bounds);
      const pdf = await renderStatement(
        {
          company: { name: settings.company_name, address: settings.company_address, npwp: settings.company_npwp },
          customer: { code: customer.code, name: customer.name, address: customer.address, npwp: customer.npwp },
          from: q.date_from,
          to: q.date_to,
          opening: Number(first.meta.opening),
          rows: rows.map((x) => ({ date: x.entry_date, document: x.document_number, kind: `${KIND_WORDS[x.kind] ?? x.kind}${x.reversal ? ' (batal)' : ''}`, item: x.item_number, debit: x.debit, credit: x.credit, balance: x.balance })),
          closing: Number(first.meta.closing),
          unappliedDeposits: Number(first.meta.unapplied_deposits),
          aging: aging.rows[0] ? labels.map((label, i) => ({ label, amount: aging.rows[0].buckets[i] })) : undefined,
        },
        { printedAt: new Date() },
      );
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="statement-${customer.code}-${q.date_to}.pdf"`).send(pdf);
    },
  });

  const reportQuery = z.object({
    date_from: isoDate,
    date_to: isoDate,
    customer_id: id.optional(),
    branch_id: id.optional(),
    status: z.string().max(100).optional(),
    method: z.string().max(100).optional(),
  });

  // the finance documents' reports run on the report runner's read-only connection (lib/server/reports/queries/finance-documents.ts)
  const reportDatabase: ReportDatabase = reportDatabaseOf(ctx);

  r.get('/api/finance/report/invoice', {
    config: { access: { screens: [INVOICE.report] } },
    schema: { querystring: reportQuery },
    handler: async (req) => ok(await readOnly(reportDatabase, (db) => invoiceReport(db, req.query, req.principal!.branches ?? null))),
  });

  r.get('/api/finance/report/payment', {
    config: { access: { screens: [PAYMENT.report] } },
    schema: { querystring: reportQuery },
    handler: async (req) => ok(await readOnly(reportDatabase, (db) => paymentReport(db, req.query, req.principal!.branches ?? null))),
  });

  r.get('/api/finance/get/vendor-billables', {
    config: { access: { screens: [VENDOR_INVOICE.add, VENDOR_INVOICE.draft] } },
    schema: { querystring: z.object({ vendor_id: id }) },
    handler: async (req) => ok(await billables(ctx.db, await vendorOf(ctx.db, req.query.vendor_id))),
  });

  r.get('/api/finance/get/vendor-open-bills', {
    config: { access: { screens: [VENDOR_PAYMENT.entry] } },
    schema: { querystring: z.object({ vendor_id: id }) },
    handler: async (req) => {
      const vendor = await vendorOf(ctx.db, req.query.vendor_id);
      const v = vendorInvoices;
      const bills = await ctx.db
        .select({ id: v.id, number: v.number, vendor_invoice_no: v.vendor_invoice_no, bill_date: v.bill_date, due_date: v.due_date, payable: v.payable, pph23: v.pph23, status: v.status })
        .from(v)
        .where(and(eq(v.vendor_id, vendor.id), eq(v.stage, 'booked'), inArray(v.status, ['POSTED', 'PARTLY_PAID'])))
        .orderBy(asc(v.due_date), asc(v.id));
      const owed = await itemBalances(ctx.db, 'vendor-invoice', bills.map((b) => b.id as number));
      return ok(bills.map((b) => ({ ...b, payable: Number(b.payable), pph23: Number(b.pph23), outstanding: owed.get(b.id as number) ?? 0 })).filter((b) => b.outstanding > 0));
    },
  });

  r.get('/api/finance/report/vendor-payment', {
    config: { access: { screens: [VENDOR_PAYMENT.report] } },
    schema: { querystring: reportQuery.extend({ vendor_id: id.optional() }) },
    handler: async (req) => ok(await readOnly(reportDatabase, (db) => vendorPaymentReport(db, req.query, req.principal!.branches ?? null))),
  });

  r.get('/api/finance/get/trip-candidates', {
    config: { access: { screens: [TRIP_ALLOWANCE.add] } },
    schema: { querystring: z.object({ date_from: isoDate.optional(), date_to: isoDate.optional() }) },
    handler: async (req) => {
      const m = outgoingManifests;
      const t = tripAllowances;
      const to = req.query.date_to ?? new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      const from = req.query.date_from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
      const rows = await ctx.db
        .select({ id: m.id, number: m.number, manifest_date: m.manifest_date, branch_id: m.branch_id, destination_branch_id: m.destination_branch_id, driver_id: m.driver_id, vehicle_id: m.vehicle_id, status: m.status, awb_count: m.awb_count, weight_kg: m.weight_kg })
        .from(m)
        .where(
          and(
            eq(m.carrier_type, 'FLEET'),
            sql`${m.stage} <> 'cancelled'`,
            branchScopeWhere(def('outgoing-manifest'), req.principal!.branches),
            between(m.manifest_date, from, to),
            sql`not exists (select 1 from ${t} where ${t.outgoing_manifest_id} = ${m.id} and ${t.driver_id} = ${m.driver_id} and ${t.stage} <> 'cancelled')`,
          ),
        )
        .orderBy(sql`${m.manifest_date} desc`, sql`${m.id} desc`)
        .limit(200);
      return ok(rows);
    },
  });

  r.get('/api/finance/get/trip-allowance-rate-for', {
    config: { access: { screens: [TRIP_ALLOWANCE.add, TRIP_ALLOWANCE.draft] } },
    schema: { querystring: z.object({ origin_branch_id: id, destination_branch_id: id, vehicle_id: id, date: isoDate }) },
    handler: async (req) => {
      const q = req.query;
      const [vehicle] = await ctx.db.select({ type: vehicles.vehicle_type }).from(vehicles).where(eq(vehicles.id, q.vehicle_id));
      if (!vehicle) throw notFound('Vehicle');
      return ok({ vehicle_type: vehicle.type, rate: await rateFor(ctx.db, { from: q.origin_branch_id, to: q.destination_branch_id, vehicleType: String(vehicle.type), date: q.date }) });
    },
  });

  r.get('/api/finance/get/collectable-invoices', {
    config: { access: { screens: [DELIVERY_SHEET_INVOICE.add, COLLECTOR_INVOICE.add, POD_INVOICE.add] } },
    schema: { querystring: z.object({ purpose: z.enum(['sheet', 'collection', 'pod']), customer_id: id.optional(), q: z.string().trim().max(60).optional(), limit: z.coerce.number().int().min(1).max(500).default(200) }) },
    handler: async (req) => {
      const { purpose, customer_id: customerId, q, limit } = req.query;
      const i = invoices;
      const rows = await ctx.db
        .select({ id: i.id, number: i.number, invoice_date: i.invoice_date, due_date: i.due_date, customer_id: i.customer_id, customer_code: customers.code, customer_name: customers.name, total: i.total, outstanding: i.outstanding, status: i.status, location: i.location, branch_id: i.branch_id })
        .from(i)
        .innerJoin(customers, eq(customers.id, i.customer_id))
        .where(
          and(
            eq(i.stage, 'booked'),
            branchScopeWhere(def('invoice'), req.principal!.branches),
            customerId ? eq(i.customer_id, customerId) : undefined,
            q ? sql`(${i.number} ilike ${`%${q}%`} or ${customers.name} ilike ${`%${q}%`} or ${customers.code} ilike ${`%${q}%`})` : undefined,
            purpose === 'sheet' ? and(eq(i.location, 'OFFICE'), isNull(i.delivery_sheet_invoice_id)) : undefined,
            purpose === 'collection' ? and(inArray(i.status, ['ISSUED', 'PARTLY_PAID']), isNull(i.collector_invoice_id)) : undefined,
            purpose === 'pod' ? and(isNull(i.pod_invoice_id), eq(customers.requires_paper_pod, true)) : undefined,
          ),
        )
        .orderBy(asc(i.due_date), asc(i.id))
        .limit(limit);
      return ok(rows.map((r) => ({ ...r, total: Number(r.total), outstanding: Number(r.outstanding) })));
    },
  });

  r.get('/api/finance/export/invoice-awbs/:id', {
    config: { access: { screens: invoiceDocument.screens.read } },
    schema: { params: z.object({ id }), querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }) },
    handler: async (req, reply) => {
      const [invoice] = await ctx.db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.id, req.params.id), branchScopeWhere(def('invoice'), req.principal!.branches)));
      const number = invoice?.number as string | undefined;
      if (!number) throw notFound('Invoice');
      async function* batches() {
        let after = 0;
        for (;;) {
          const rows = await ctx.db
            .select()
            .from(invoiceAwbs)
            .where(and(eq(invoiceAwbs.document_id, req.params.id), sql`${invoiceAwbs.position} > ${after}`))
            .orderBy(asc(invoiceAwbs.position))
            .limit(1000);
          if (!rows.length) return;
          yield rows;
          after = Number(rows[rows.length - 1].position);
        }
      }
      const file = await writeTableFile({
        format: req.query.format,
        name: `${number}-awb`,
        columns: [
          { header: 'No', value: (x) => x.position },
          { header: 'AWB', value: (x) => x.awb },
          { header: 'Date', value: (x) => x.shipment_date, type: 'date' },
          { header: 'CDR', value: (x) => x.cdr_number },
          { header: 'Consignee', value: (x) => x.consignee_name },
          { header: 'Koli', value: (x) => x.koli_count },
          { header: 'Kg', value: (x) => (x.chargeable_kg === null ? null : Number(x.chargeable_kg)) },
          { header: 'Amount', value: (x) => Number(x.amount) },
          { header: 'Subject to PPN', value: (x) => Number(x.taxable) },
        ],
        batches: batches(),
      });
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  });
}
