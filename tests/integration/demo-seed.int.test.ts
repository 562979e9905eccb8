import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { offices } from '@/lib/server/db/schema/resources';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { seedMissingDemoData } from '@/lib/server/seed/seed';
import { changeRequests, memos, tickets, cashRegisters, collectorInvoices, creditNotes, customerDataReports, deliverySheetInvoices, podInvoices, tripAllowances, vendorInvoices, deliveryRunsheets, incomings, invoices, payments, receivables, outgoingManifests, pickups, podReceptions, podReturns, shipments, shippingBags, stopPoints, vendorHandovers } from '@/lib/server/db/schema/documents';
import { outstandingPaperPods } from '@/lib/server/documents/pod-return/outstanding';

/*
 * The demo database a fresh clone starts with (`npm run start:demo`): the operations are made through
 * the document engine, so a broken engine shows here as a demo without shipments.
 */
describe('the demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  }, 120_000);
  afterAll(() => database.close());

  it('holds shipments in every stage, pickups, cash registers and shipping bags', async () => {
    const seeded = await seedMissingDemoData(database.db);
    expect(seeded.operations?.shipments).toBeGreaterThan(200);
    const db = database.db;
    const stages = await db.select({ stage: shipments.stage, n: count() }).from(shipments).groupBy(shipments.stage);
    expect(Object.fromEntries(stages.map((s) => [s.stage, s.n]))).toEqual({ draft: expect.any(Number), booked: expect.any(Number), cancelled: expect.any(Number) });
    const drafts = await db.select({ type: shipments.payment_type }).from(shipments).where(eq(shipments.stage, 'draft'));
    expect(new Set(drafts.map((d) => d.type))).toEqual(new Set(['CASH', 'CREDIT']));
    expect((await db.select({ n: count() }).from(pickups))[0].n).toBeGreaterThan(10);
    expect((await db.select({ n: count() }).from(cashRegisters).where(eq(cashRegisters.stage, 'booked')))[0].n).toBeGreaterThan(10);
    // bags: sealed ones, one still open, one cancelled; AWBs of the last two days left to scan
    const bags = await db.select({ stage: shippingBags.stage, n: count() }).from(shippingBags).groupBy(shippingBags.stage);
    expect(Object.fromEntries(bags.map((b) => [b.stage, b.n]))).toEqual({ draft: 1, booked: expect.any(Number), cancelled: 1 });
    const bagged = (await db.select({ n: count() }).from(shipments).where(isNotNull(shipments.bag_id)))[0].n;
    const open = await db.select({ awbs: shippingBags.awb_count }).from(shippingBags).where(eq(shippingBags.stage, 'draft'));
    expect(bagged).toBeGreaterThan(open[0].awbs);
    const unbagged = (await db.select({ n: count() }).from(shipments).where(eq(shipments.stage, 'booked')))[0].n - bagged;
    expect(unbagged).toBeGreaterThan(5);
    // manifests: departed ones, one still open (loading)
    const manifests = await db.select({ stage: outgoingManifests.stage, n: count() }).from(outgoingManifests).groupBy(outgoingManifests.stage);
    expect(Object.fromEntries(manifests.map((m) => [m.stage, m.n]))).toEqual({ draft: 1, booked: expect.any(Number) });
    const inTransit = (await db.select({ n: count() }).from(shipments).where(eq(shipments.status, 'in_transit')))[0].n;
    expect(inTransit).toBeGreaterThan(0);

    // the last mile: manifests received (one short, one with a damaged parcel), runsheets with results,
    // returns, a stop, paper PODs back (one missing) and still outstanding
    const incomingStatus = await db.select({ status: incomings.status, n: count() }).from(incomings).groupBy(incomings.status);
    expect(Object.fromEntries(incomingStatus.map((r) => [r.status, r.n]))).toMatchObject({ EXCEPTIONS: expect.any(Number) });
    const statuses = Object.fromEntries((await db.select({ status: shipments.status, n: count() }).from(shipments).groupBy(shipments.status)).map((r) => [r.status, r.n]));
    expect(statuses).toMatchObject({ delivered: expect.any(Number), delivery_failed: expect.any(Number), return_to_sender: expect.any(Number), out_for_delivery: expect.any(Number) });
    expect((await db.select({ n: count() }).from(shipments).where(isNotNull(shipments.return_of_id)))[0].n).toBeGreaterThan(0);
    const runsheets = Object.fromEntries((await db.select({ status: deliveryRunsheets.status, n: count() }).from(deliveryRunsheets).groupBy(deliveryRunsheets.status)).map((r) => [r.status, r.n]));
    expect(runsheets).toMatchObject({ OUT: 1, DONE: expect.any(Number) });
    expect((await db.select({ n: count() }).from(stopPoints))[0].n).toBe(1);
    expect((await db.select({ status: podReceptions.status }).from(podReceptions))).toEqual([{ status: 'INCOMPLETE' }]);
    expect((await db.select({ status: podReturns.status }).from(podReturns).orderBy(podReturns.id)).map((r) => r.status)).toEqual(['RECEIVED', 'SENT']);
    // the demo dispatcher works at the Jakarta counter: a load on its way there, one received with its runsheets
    const [jakarta] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, 'JKT-CTR'));
    const coming = await db.select({ n: count() }).from(outgoingManifests).where(and(eq(outgoingManifests.status, 'DEPARTED'), eq(outgoingManifests.destination_branch_id, sql`(select branch_id from offices where id = ${jakarta.id})`)));
    expect(coming[0].n).toBe(1);
    expect((await db.select({ n: count() }).from(incomings).where(eq(incomings.office_id, jakarta.id)))[0].n).toBe(1);
    expect((await db.select({ n: count() }).from(deliveryRunsheets).where(and(eq(deliveryRunsheets.office_id, jakarta.id), eq(deliveryRunsheets.status, 'OUT'))))[0].n).toBe(1);
    expect(await db.select({ status: vendorHandovers.status, awbs: vendorHandovers.awb_count }).from(vendorHandovers)).toEqual([{ status: 'HANDED_OVER', awbs: 2 }]);
    const outstanding = await outstandingPaperPods(db, { limit: 500 });
    expect(outstanding.total).toBeGreaterThan(0);
  }, 300_000);

  it('holds three months of receivables, the ledger agreeing with every invoice and receivable', async () => {
    const db = database.db;
    const invoiceStates = Object.fromEntries((await db.select({ status: invoices.status, n: count() }).from(invoices).groupBy(invoices.status)).map((r) => [r.status, r.n]));
    expect(invoiceStates).toMatchObject({ DRAFT: expect.any(Number), ISSUED: expect.any(Number), PARTLY_PAID: expect.any(Number), PAID: expect.any(Number) });
    const cdrStates = Object.fromEntries((await db.select({ status: customerDataReports.status, n: count() }).from(customerDataReports).groupBy(customerDataReports.status)).map((r) => [r.status, r.n]));
    expect(cdrStates).toMatchObject({ REVIEW: expect.any(Number), INVOICED: expect.any(Number) });
    const paid = await db.select({ pph23: payments.pph23_amount, wo: payments.write_off_amount, made: payments.deposit_created, used: payments.deposit_applied, stage: payments.stage }).from(payments);
    expect(paid.some((p) => Number(p.pph23) > 0)).toBe(true);
    expect(paid.some((p) => Number(p.wo) > 0)).toBe(true);
    expect(paid.some((p) => Number(p.made) > 0) && paid.some((p) => Number(p.used) > 0)).toBe(true);
    expect(paid.some((p) => p.stage === 'cancelled')).toBe(true);
    // each issued invoice owes what the ledger says of it
    const owed = await db.execute(sql`select i.number, i.outstanding, coalesce((select sum(amount) from ledger_entries e where e.item_type = 'invoice' and e.item_id = i.id), 0) as ledger from invoices i where i.stage = 'booked'`);
    for (const row of (owed as unknown as { rows: { outstanding: string; ledger: string }[] }).rows) expect(Number(row.ledger)).toBe(Number(row.outstanding));
    expect((await db.select({ n: count() }).from(receivables))[0].n).toBe(2);
    // and the rest: a credit note, the collectors' sheets, a vendor's bill paid in part, trip allowances in every state
    const states = async (table: typeof invoices) => Object.fromEntries((await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status)).map((r) => [r.status, r.n]));
    // finance's own, and the helpdesk's weight change of an invoiced AWB
    expect(await states(creditNotes)).toEqual({ APPROVED: 2 });
    expect(await states(deliverySheetInvoices)).toEqual({ DONE: 1, OUT: 1 });
    expect(await states(collectorInvoices)).toEqual({ COLLECTED: 1, ASSIGNED: 1 });
    expect(await states(podInvoices)).toEqual({ SENT: 1 });
    expect(await states(vendorInvoices)).toEqual({ PARTLY_PAID: 1 });
    expect(await states(tripAllowances)).toMatchObject({ DRAFT: 1, APPROVED: 1, PAID: 1, SETTLED: expect.any(Number) });
  });

  it('holds the customer-service desk: tickets in every state, change requests applied and waiting, a memo of each kind', async () => {
    const db = database.db;
    const byStatus = async (table: typeof tickets) => Object.fromEntries((await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status)).map((r) => [r.status, r.n]));
    expect(Object.keys(await byStatus(tickets)).sort()).toEqual(['CANCELLED', 'CLOSED', 'IN_PROGRESS', 'OPEN', 'RESOLVED', 'WAITING']);
    expect((await db.select({ n: count() }).from(tickets).where(eq(tickets.claim_status, 'REQUESTED')))[0].n).toBe(1);
    expect(await byStatus(changeRequests)).toEqual({ APPLIED: 2, PENDING: 2 });
    const kinds = await db.select({ kind: memos.kind, status: memos.status }).from(memos);
    expect(kinds.map((m) => m.kind).sort()).toEqual(['REVISION_INVOICE', 'SPECIAL_PRICE', 'VOID_RECEIPT']);
  });
});
