import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { getDocument } from '@/lib/resources/documents/registry';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { getDocument as getDocumentRow } from '../documents/engine/queries';
import type { Db } from '../db/client';
import { invoiceAwbs, invoices, outgoingManifests, shipments, trackingEvents, vendorHandovers } from '../db/schema/documents';
import { contracts, coverageAreas, customers, customerTypes, employees, offices, prices, services, tripAllowanceRates } from '../db/schema/resources';
import { DEMO_CREDIT_CUSTOMER, skipRefusal, systemContext } from './seed-operations';
import { seededRandom } from './seed-volumes';

/*
 * The demo's three months of receivables, through the document engine like the rest of the seed: five
 * credit customers of the Jakarta branch send parcels every month; each month's delivered AWBs are
 * posted on a CDR and invoiced early the next month; the invoices are paid in every way a finance clerk
 * meets — in full with PPh 23 withheld, overpaid into a deposit that a later payment applies, a small
 * difference written off, in two parts, not yet — and one payment entered wrongly is cancelled. An
 * opening balance and a claim are manual receivables. Last month's invoices are just issued (two still
 * drafts), this month's CDR is in review. The deliveries themselves are history written directly
 * (status, time, paper POD, a tracking event): the last mile's own screens have their demo elsewhere.
 */

const DAY = 86_400_000;
const NAMES = ['Budi Santoso', 'Siti Aminah', 'Andi Wijaya', 'Dewi Lestari', 'Rudi Hartono', 'Ayu Kartika', 'Joko Susilo', 'Maya Sari'];
const GOODS = ['Suku cadang', 'Dokumen', 'Pakaian', 'Kosmetik', 'Elektronik kecil', 'Buku'];

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The first day of the month `back` months before the one of `today` (UTC dates, as WIB days). */
const monthStart = (today: Date, back: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
const monthEnd = (today: Date, back: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back + 1, 0));
/** 09:00 WIB of a date. */
const morning = (d: Date, plusDays = 0) => new Date(d.getTime() + plusDays * DAY + 2 * 3_600_000);

export async function seedDemoFinance(db: Db): Promise<Record<string, number> | null> {
  const [{ n }] = await db.select({ n: count() }).from(invoices);
  if (n > 0) return null;
  const [counter] = await db.select({ id: offices.id, branchId: offices.branch_id }).from(offices).where(eq(offices.code, 'JKT-CTR'));
  const [main] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, DEMO_CREDIT_CUSTOMER));
  if (!counter || !main) return null;

  const random = seededRandom(1125);
  const ctx = systemContext(db);
  const principal = { userCode: 'finance', fullName: 'SEED', userGroup: 'Administrator', roleId: 0, status: 'AKTIF', permissions: [...SCREEN_ROUTES], tokenVersion: 0, active: true, branches: null };
  const at = (now: Date, actor = 'finance'): ActionContext => ({ ctx, actor, principal: { ...principal, userCode: actor }, now });
  const today = new Date();
  const counts = { customers: 0, shipments: 0, cdrs: 0, invoices: 0, payments: 0, receivables: 0 };

  // five credit customers billed by Jakarta: the demo shop and four corporate accounts with contracts,
  // all of a type that withholds PPh 23 (their payments withhold it: lib/finance/pph23.ts checks that)
  const others = await db
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(customerTypes, and(eq(customerTypes.id, customers.customer_type_id), eq(customerTypes.withholds_pph23, true)))
    .where(and(ne(customers.id, main.id), eq(customers.active, true), isNotNull(customers.credit_limit), sql`${customers.name} like 'PT %'`))
    .orderBy(asc(customers.code))
    .limit(4);
  const accounts = [main.id as number, ...others.map((c) => c.id as number)];
  counts.customers = accounts.length;
  await db.update(customers).set({ branch_id: counter.branchId }).where(inArray(customers.id, accounts));
  await db.update(customers).set({ requires_paper_pod: false }).where(inArray(customers.id, accounts.slice(1)));
  // firms have a tax id (the invoices print it); the last one has none yet
  for (const [i, id] of accounts.slice(0, -1).entries()) await db.update(customers).set({ npwp: `0${i + 1}.${String(312 + i * 111).padStart(3, '0')}.456.7-0${i + 1}2.000` }).where(eq(customers.id, id));
  if (others.length < 4) return null;
  const year = today.getUTCFullYear();
  await db.insert(contracts).values(
    accounts.slice(1).map((id, i) => ({
      contract_no: `KTR/${year}/${String(i + 2).padStart(4, '0')}`,
      customer_id: id,
      start_date: `${year - 1}-01-01`,
      end_date: `${year + 1}-12-31`,
      discount_percent: [5, 0, 7.5, 0][i],
      top_days: [14, 30, 30, 45][i],
      credit_limit: 150_000_000,
      // the trucking account is billed under the general PPN rule (12 % of 11/12)
      ...(i === 3 ? { ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' } : {}),
      notes: 'Demo: corporate account',
      created_by: 'system',
      updated_by: 'system',
    })),
  );

  // their parcels, three months back: booked at the counter, delivered two days later
  const [origin] = await db.select({ id: prices.origin_id }).from(prices).innerJoin(coverageAreas, eq(coverageAreas.id, prices.origin_id)).where(eq(coverageAreas.branch_id, counter.branchId)).limit(1);
  const [reg] = await db.select({ id: services.id }).from(services).where(eq(services.code, 'REG'));
  if (!origin || !reg) return null;
  const destinations = (await db.selectDistinct({ id: prices.destination_id }).from(prices).where(and(eq(prices.origin_id, origin.id), eq(prices.service_id, reg.id))).limit(60)).map((d) => d.id as number);
  const shipmentDef = getDocument('shipment');
  for (const back of [3, 2, 1, 0]) {
    const start = monthStart(today, back);
    for (const customerId of accounts) {
      const perMonth = back === 0 ? 3 : 4 + Math.floor(random() * 4);
      for (let i = 0; i < perMonth; i++) {
        const day = 1 + Math.floor(random() * 24);
        const when = morning(new Date(start.getTime() + (day - 1) * DAY));
        const deliveredAt = new Date(when.getTime() + 2 * DAY + 5 * 3_600_000);
        if (deliveredAt.getTime() > today.getTime() - DAY) continue;
        try {
          const { doc } = await createDocument(at(when, 'counter'), shipmentDef, handlersOf(shipmentDef), {
            payment_type: 'CREDIT',
            office_id: counter.id,
            customer_id: customerId,
            customer_reference: `PO-${String(counts.shipments + 1).padStart(5, '0')}`,
            origin_area_id: origin.id,
            destination_area_id: destinations[Math.floor(random() * destinations.length)],
            service_id: reg.id,
            shipper_name: 'Bagian Pengiriman',
            shipper_phone: `0812${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
            shipper_address: 'Jl. Jend. Sudirman Kav. 25, Jakarta',
            consignee_name: NAMES[Math.floor(random() * NAMES.length)],
            consignee_phone: `0813${String(1_000_000 + Math.floor(random() * 8_999_999))}`,
            consignee_address: `Jl. Merdeka No. ${1 + Math.floor(random() * 200)}`,
            goods_description: GOODS[Math.floor(random() * GOODS.length)],
            goods_value: 500_000,
            insured: random() < 0.25,
            cost_case_ids: [],
            koli: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ weight_kg: Math.round((1 + random() * 25) * 10) / 10 })),
          });
          const booked = await runDocumentAction(at(new Date(when.getTime() + 5 * 60_000), 'counter'), shipmentDef, handlersOf(shipmentDef), 'book', doc.id, { version: doc.version });
          await db
            .update(shipments)
            .set({ status: 'delivered', delivered_at: deliveredAt.toISOString(), pod_paper_received_at: new Date(deliveredAt.getTime() + 4 * DAY).toISOString() })
            .where(eq(shipments.id, booked.id));
          await db.insert(trackingEvents).values({
            shipment_id: booked.id,
            event_at: deliveredAt.toISOString(),
            input_at: deliveredAt.toISOString(),
            status: 'delivered',
            code: 'DELIVERED',
            text: 'Paket telah diterima oleh penerima (YBS)',
            office_id: counter.id,
            user_code: 'dispatcher',
            document_type: 'delivery-status',
            public: true,
          });
          counts.shipments++;
        } catch (err) {
          skipRefusal(err);
        }
      }
    }
  }

  const cdrDef = getDocument('customer-data-report');
  const invoiceDef = getDocument('invoice');
  const paymentDef = getDocument('payment');
  const receivableDef = getDocument('receivable');
  // bodies go through the create's own schema, as over the API (its defaults: no bank charges …)
  const create = async (def: typeof cdrDef, when: Date, body: Record<string, unknown>) =>
    (await createDocument(at(when), def, handlersOf(def), handlersOf(def).create.body.parse(body) as Record<string, unknown>)).doc as DocRow;
  const act = (def: typeof cdrDef, when: Date, key: string, doc: DocRow, body: Record<string, unknown> = {}) =>
    runDocumentAction(at(when), def, handlersOf(def), key, doc.id, { version: doc.version, ...body });

  // an opening balance brought over from the old books, and a claim still open
  const opening = await create(receivableDef, morning(monthStart(today, 3)), {
    receivable_date: iso(monthStart(today, 3)),
    customer_id: accounts[2],
    kind: 'OPENING_BALANCE',
    amount: 1_250_000,
    due_date: iso(new Date(monthStart(today, 3).getTime() + 14 * DAY)),
    reference: 'Saldo awal sistem lama',
    description: 'Saldo piutang per akhir bulan dari sistem lama',
  });
  const claimDate = new Date(monthStart(today, 1).getTime() + 9 * DAY);
  await create(receivableDef, morning(claimDate), {
    receivable_date: iso(claimDate),
    customer_id: accounts[4],
    kind: 'CLAIM',
    amount: 350_000,
    due_date: iso(new Date(claimDate.getTime() + 30 * DAY)),
    reference: 'BA-0412',
    description: 'Biaya penanganan barang pecah belah (berita acara 0412)',
  });
  counts.receivables = 2;

  const pay = async (when: Date, customerId: number, body: Record<string, unknown>) => {
    const doc = await create(paymentDef, when, { customer_id: customerId, payment_date: iso(when), method: 'TRANSFER', bank_account: 'BCA 123-456-7890 a.n. PT Kurir Express Indonesia', ...body });
    counts.payments++;
    return doc;
  };
  const issued: Record<number, DocRow[]> = {};
  for (const back of [3, 2, 1, 0]) {
    const from = iso(monthStart(today, back));
    const until = iso(monthEnd(today, back));
    const closing = back === 0 ? new Date(today.getTime() - 2 * 3_600_000) : morning(monthEnd(today, back), 2);
    for (const [k, customerId] of accounts.entries()) {
      try {
        const cdr = await create(cdrDef, closing, { customer_id: customerId, period_from: from, period_to: back === 0 ? iso(closing) : until });
        counts.cdrs++;
        if (back === 0) continue; // this month's: in review
        let current = cdr;
        if (back === 1 && k === 1) {
          // one AWB disputed by the customer: left out, for a later CDR
          const full = (await ctx.db.execute(sql`select id from customer_data_report_awbs where document_id = ${cdr.id} order by position limit 1`)) as unknown as { rows: { id: number }[] };
          current = await act(cdrDef, closing, 'exclude', cdr, { line_ids: [full.rows[0].id], exclude_reason: 'DISPUTED', exclude_note: 'Pelanggan meminta bukti timbang' });
        }
        await act(cdrDef, closing, 'book', current);
        const invoiceDay = morning(monthEnd(today, back), 3);
        const draft = await create(invoiceDef, invoiceDay, { customer_id: customerId, period_from: from, period_to: until, invoice_date: iso(invoiceDay) });
        counts.invoices++;
        if (back === 1 && k >= 3) continue; // last month's last two: still drafts to check
        const inv = await act(invoiceDef, invoiceDay, 'issue', draft);
        (issued[back] ??= []).push(inv);
      } catch (err) {
        skipRefusal(err);
      }
    }
  }

  // the payments: three months back all settled, two months back partly, last month's not yet due
  const outstanding = (inv: DocRow) => Number(inv.outstanding);
  // PPh 23 is withheld on the amount before PPN
  const dpp = (inv: DocRow) => Number(inv.amount);
  for (const [k, inv] of (issued[3] ?? []).entries()) {
    const when = morning(new Date(Date.parse(String(inv.invoice_date))), 12 + k);
    const customerId = inv.customer_id as number;
    const owed = outstanding(inv);
    try {
      if (k === 0) {
        const pph23 = Math.floor(dpp(inv) * 0.02);
        await pay(when, customerId, { amount_received: owed - pph23, pph23_slip_no: `BP23-${iso(when).slice(0, 7)}-001`, reference: 'TRF 0091283', allocations: [{ item_id: inv.id, amount: owed - pph23, pph23 }] });
      } else if (k === 1) {
        // 25,000 too much: a deposit, applied two months later
        await pay(when, customerId, { amount_received: owed + 25_000, reference: 'TRF 0091377', allocations: [{ item_id: inv.id, amount: owed }] });
      } else if (k === 2) {
        // the invoice and the opening balance, less a 3,000 difference written off
        await pay(when, customerId, {
          amount_received: owed - 3_000 + 1_250_000,
          reference: 'TRF 0091402',
          write_off_reason: 'Selisih transfer kecil',
          allocations: [
            { item_type: 'receivable', item_id: opening.id, amount: 1_250_000 },
            { item_id: inv.id, amount: owed - 3_000, write_off: 3_000 },
          ],
        });
      } else if (k === 3) {
        const half = Math.floor(owed / 2);
        await pay(when, customerId, { amount_received: half, reference: 'TRF 0091455', allocations: [{ item_id: inv.id, amount: half }] });
        await pay(morning(when, 9), customerId, { method: 'GIRO', reference: 'GR 778812', giro_due_date: iso(morning(when, 9)), amount_received: owed - half, allocations: [{ item_id: inv.id, amount: owed - half }] });
      } else {
        // entered on the wrong customer's statement line, cancelled, entered again
        const wrong = await pay(when, customerId, { amount_received: owed, reference: 'TRF 0091499' });
        await runDocumentAction(at(morning(when, 1)), paymentDef, handlersOf(paymentDef), 'cancel', wrong.id, { version: wrong.version, reason: 'WRONG_INPUT', note: 'Salah baca mutasi rekening' });
        await pay(morning(when, 2), customerId, { amount_received: owed, reference: 'TRF 0091523' });
      }
    } catch (err) {
      skipRefusal(err);
    }
  }
  for (const [k, inv] of (issued[2] ?? []).entries()) {
    const when = morning(new Date(Date.parse(String(inv.invoice_date))), 15 + k);
    if (when.getTime() > today.getTime()) continue;
    const owed = outstanding(inv);
    try {
      if (k === 0) await pay(when, inv.customer_id as number, { amount_received: Math.floor(owed * 0.6), reference: 'TRF 0102210', allocations: [{ item_id: inv.id, amount: Math.floor(owed * 0.6) }] });
      if (k === 1) await pay(when, inv.customer_id as number, { amount_received: owed - 25_000, deposit_applied: 25_000, reference: 'TRF 0102288', allocations: [{ item_id: inv.id, amount: owed }] });
      if (k === 3) {
        const pph23 = Math.floor(dpp(inv) * 0.02);
        const part = Math.floor(owed / 3);
        await pay(when, inv.customer_id as number, { amount_received: part, pph23_slip_no: `BP23-${iso(when).slice(0, 7)}-014`, reference: 'TRF 0102301', allocations: [{ item_id: inv.id, amount: part, pph23 }] });
      }
    } catch (err) {
      skipRefusal(err);
    }
  }
  Object.assign(counts, await seedCollectionsAndPayables(db, at, today, issued));
  return counts;
}

/**
 * The rest of the demo's finance: a credit note (drafted by finance, approved by the admin), the
 * collectors' work on last month's invoices (a delivery sheet finished, one still out; a collection
 * posted as a payment, one assigned), the paper PODs sent with the demo shop's oldest invoice, the
 * last-mile partner's bill for its hand-over (posted, partly paid) and trip allowances for the van's
 * manifests in every state.
 */
async function seedCollectionsAndPayables(db: Db, at: (now: Date, actor?: string) => ActionContext, today: Date, issued: Record<number, DocRow[]>) {
  const counts = { creditNotes: 0, sheets: 0, collections: 0, vendorBills: 0, tripAllowances: 0 };
  const defs = Object.fromEntries(['credit-note', 'delivery-sheet-invoice', 'collector-invoice', 'pod-invoice', 'vendor-invoice', 'vendor-payment', 'trip-allowance', 'invoice'].map((n) => [n, getDocument(n)]));
  const create = async (name: string, when: Date, body: Record<string, unknown>, actor = 'finance') =>
    (await createDocument(at(when, actor), defs[name], handlersOf(defs[name]), handlersOf(defs[name]).create.body.parse(body) as Record<string, unknown>)).doc as DocRow;
  // an action's body through its own schema, as over the API (its defaults)
  const act = (name: string, when: Date, key: string, doc: DocRow, body: Record<string, unknown> = {}, actor = 'finance') =>
    runDocumentAction(at(when, actor), defs[name], handlersOf(defs[name]), key, doc.id, { ...body, ...(handlersOf(defs[name]).actions[key].body.parse(body) as Record<string, unknown>), version: doc.version });
  const read = async (name: string, id: number) => (await getDocumentRow(db, defs[name], id))! as unknown as DocRow & { lines: Record<string, Record<string, unknown>[]> };
  const soon = (hours: number) => new Date(today.getTime() - hours * 3_600_000);
  const [collector] = await db.select({ id: employees.id }).from(employees).where(eq(employees.department, 'FINANCE')).limit(1);
  const [anyone] = collector ? [collector] : await db.select({ id: employees.id }).from(employees).limit(1);

  try {
    // a price revision on an invoice of two months back, approved by another person
    const target = issued[2]?.[2];
    if (target) {
      const lines = await db.select({ id: invoiceAwbs.id, amount: invoiceAwbs.amount }).from(invoiceAwbs).where(eq(invoiceAwbs.document_id, target.id)).limit(1);
      const when = morning(new Date(Date.parse(String(target.invoice_date))), 6);
      const note = await create('credit-note', when, { invoice_id: target.id, cn_date: iso(when), kind: 'PRICE_REVISION', reason: 'Tarif kontrak belum diterapkan pada satu AWB', lines: [{ invoice_line_id: lines[0].id, amount: Math.round(Number(lines[0].amount) * 0.1) }] });
      await act('credit-note', morning(when, 1), 'book', note, {}, 'admin');
      counts.creditNotes++;
    }
    // last month's invoices: out with the collector and back (two received, one not); one still out today
    const lastMonth = (issued[1] ?? []).map((d) => d.id);
    if (lastMonth.length >= 3 && anyone) {
      const when = soon(24 * 10);
      const sheet = await create('delivery-sheet-invoice', when, { sheet_date: iso(when), collector_id: anyone.id, invoice_ids: lastMonth.slice(0, 2) });
      const opened = await read('delivery-sheet-invoice', sheet.id);
      const [a, b] = opened.lines.invoices;
      let current: DocRow = opened;
      current = await act('delivery-sheet-invoice', soon(24 * 9), 'record', current, { line_id: a.id, result: 'RECEIVED', received_by: 'Bagian keuangan (Ibu Sari)', received_at: soon(24 * 9).toISOString() });
      current = await act('delivery-sheet-invoice', soon(24 * 9), 'record', current, { line_id: b.id, result: 'NOT_RECEIVED', reason: 'Kantor tutup, diantar ulang' });
      await act('delivery-sheet-invoice', soon(24 * 9), 'book', current);
      await create('delivery-sheet-invoice', soon(5), { sheet_date: iso(soon(5)), collector_id: anyone.id, invoice_ids: [lastMonth[2]] });
      counts.sheets += 2;
      // a collection of an older unpaid invoice: part collected in cash, posted as a payment; another assigned today
      const unpaid = (issued[2] ?? []).filter((d) => d.id !== target?.id).slice(-2).map((d) => d.id);
      if (unpaid.length) {
        const col = await create('collector-invoice', soon(24 * 4), { assign_date: iso(soon(24 * 4)), collector_id: anyone.id, invoice_ids: [unpaid[0]] });
        const c = await read('collector-invoice', col.id);
        const line = (c.lines as Record<string, Record<string, unknown>[]>).invoices[0];
        const got = await act('collector-invoice', soon(24 * 3), 'record', c, { line_id: line.id, collected_amount: Math.floor(Number(line.outstanding) / 2), method: 'CASH', note: 'Sisanya minggu depan' });
        await act('collector-invoice', soon(24 * 3), 'book', got);
        if (unpaid[1]) await create('collector-invoice', soon(3), { assign_date: iso(soon(3)), collector_id: anyone.id, invoice_ids: [unpaid[1]] });
        counts.collections += 2;
      }
    }
    // the demo shop wants its paper PODs: sent with its oldest invoice
    const shop = issued[3]?.[0];
    if (shop) {
      const when = morning(new Date(Date.parse(String(shop.invoice_date))), 1);
      await create('pod-invoice', when, { invoice_id: shop.id, sent_date: iso(when), sent_via: 'COURIER', tracking_no: 'KX-POD-0001', notes: 'POD asli dikirim bersama invoice' });
    }
  } catch (err) {
    skipRefusal(err);
  }

  // the last-mile partner bills its hand-over: a little above what was recorded; posted, half paid
  const [handover] = await db.select().from(vendorHandovers).where(eq(vendorHandovers.stage, 'booked')).limit(1);
  if (handover) {
    try {
      const when = soon(24 * 2);
      const bill = await create('vendor-invoice', when, {
        vendor_id: handover.vendor_id,
        bill_date: iso(when),
        vendor_invoice_no: 'INV/MTR/2026/0117',
        ppn_percent: 1.1,
        items: [{ source_type: 'VENDOR_HANDOVER', source_id: handover.id, billed: Number(handover.cost_total) + 2_500 }],
        notes: 'Selisih: biaya asuransi mitra',
      });
      const posted = await act('vendor-invoice', when, 'book', bill);
      counts.vendorBills++;
      await create('vendor-payment', soon(20), {
        vendor_id: handover.vendor_id,
        payment_date: iso(soon(20)),
        method: 'TRANSFER',
        from_account: 'BCA 123-456-7890',
        reference: 'OUT-0091',
        pph23_slip_no: 'BP23-MTR-001',
        allocations: [{ vendor_invoice_id: posted.id, amount: Math.floor(Number(posted.payable) / 2) }],
      });
    } catch (err) {
      skipRefusal(err);
    }
  }

  // the van's runs: rates for its routes, an allowance per manifest in each state
  const runs = await db.select().from(outgoingManifests).where(and(eq(outgoingManifests.carrier_type, 'FLEET'), ne(outgoingManifests.stage, 'cancelled'))).orderBy(asc(outgoingManifests.id));
  const seen = new Set<string>();
  for (const m of runs) {
    const key = `${m.branch_id}-${m.destination_branch_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await db.insert(tripAllowanceRates).values({ origin_branch_id: m.branch_id, destination_branch_id: m.destination_branch_id, vehicle_type: 'VAN', fuel: 650_000, tolls: 280_000, loading: 100_000, meals: 120_000, effective_from: `${today.getUTCFullYear()}-01-01`, created_by: 'system', updated_by: 'system' });
  }
  for (const [k, m] of runs.entries()) {
    try {
      const when = new Date(Date.parse(`${String(m.manifest_date)}T01:00:00Z`));
      const ta = await create('trip-allowance', when, { trip_date: String(m.manifest_date), outgoing_manifest_id: m.id, driver_id: m.driver_id, vehicle_id: m.vehicle_id, notes: `Trip ${String(m.number)}` });
      counts.tripAllowances++;
      if (k === runs.length - 1) continue; // the newest: a draft to approve
      const approved = await act('trip-allowance', when, 'book', ta, {}, 'admin');
      if (k === runs.length - 2) continue; // approved, not yet paid out
      const paid = await act('trip-allowance', when, 'payOut', approved, { payout_method: 'CASH' });
      if (k === runs.length - 3) continue; // paid out, on the road
      await act('trip-allowance', new Date(when.getTime() + 2 * DAY), 'settle', paid, {
        actual_fuel: 610_000, actual_tolls: 280_000, actual_loading: 100_000, actual_meals: 120_000, actual_other: 0, settlement_note: 'Sisa BBM Rp 40.000 dikembalikan',
      });
    } catch (err) {
      skipRefusal(err);
    }
  }
  return counts;
}
