import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { SCREEN_ROUTES } from '@/constants/menu';
import { getDocument } from '@/lib/resources/documents/registry';
import type { Db } from '../db/client';
import { cashRegisters, invoiceAwbs, invoices, shipments, tickets } from '../db/schema/documents';
import { coverageAreas, customers, services } from '../db/schema/resources';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';
import { DEMO_CREDIT_CUSTOMER, skipRefusal, systemContext } from './seed-operations';

/*
 * The customer-service desk's demo, through the document engine like the rest of the seed: tickets in
 * every state (one breaching its response time, one waiting for the customer, one resolved, one closed,
 * a lost parcel's claim waiting for approval, a voided duplicate), change requests applied (a cash
 * AWB's weight, an invoiced AWB's weight: its credit note) and waiting (an address, a batch of special
 * instructions), and one internal memo of each kind. Asked by `cs`, approved by `manager`.
 */

const HOUR = 3_600_000;

export async function seedDemoHelpdesk(db: Db): Promise<Record<string, number> | null> {
  const [{ n }] = await db.select({ n: count() }).from(tickets);
  if (n > 0) return null;
  const [main] = await db.select({ id: customers.id }).from(customers).where(eq(customers.code, DEMO_CREDIT_CUSTOMER));
  if (!main) return null;

  const ctx = systemContext(db);
  const principal = { userCode: 'cs', fullName: 'SEED', userGroup: 'Administrator', roleId: 0, status: 'AKTIF', permissions: [...SCREEN_ROUTES], tokenVersion: 0, active: true, branches: null };
  const at = (now: Date, actor = 'cs'): ActionContext => ({ ctx, actor, principal: { ...principal, userCode: actor }, now });
  const counts = { tickets: 0, changes: 0, memos: 0 };
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);

  const ticketDef = getDocument('ticket');
  const ticketHandlers = handlersOf(ticketDef);
  const changeDef = getDocument('change-request');
  const changeHandlers = handlersOf(changeDef);
  const memoDef = getDocument('memo');
  const memoHandlers = handlersOf(memoDef);

  const ticket = async (when: Date, body: Record<string, unknown>) => {
    try {
      const { doc } = await createDocument(at(when), ticketDef, ticketHandlers, ticketHandlers.create.body.parse({ channel: 'PHONE', caller_phone: '0812 7777 1000', ...body }) as Record<string, unknown>);
      counts.tickets++;
      return doc;
    } catch (err) {
      skipRefusal(err);
      return null;
    }
  };
  const act = async (doc: DocRow | null, key: string, when: Date, body: Record<string, unknown> = {}, actor = 'cs') => {
    if (!doc) return null;
    try {
      const parsed = ticketHandlers.actions[key].body.parse(body) as Record<string, unknown>;
      return await runDocumentAction(at(when, actor), ticketDef, ticketHandlers, key, doc.id, { ...parsed, version: doc.version });
    } catch (err) {
      skipRefusal(err);
      return doc;
    }
  };
  const change = async (when: Date, body: Record<string, unknown>, approve: boolean) => {
    try {
      const { doc } = await createDocument(at(when), changeDef, changeHandlers, changeHandlers.create.body.parse(body) as Record<string, unknown>);
      counts.changes++;
      if (approve) await runDocumentAction(at(new Date(when.getTime() + HOUR), 'manager'), changeDef, changeHandlers, 'book', doc.id, { version: doc.version });
      return doc;
    } catch (err) {
      skipRefusal(err);
      return null;
    }
  };
  const memo = async (when: Date, body: Record<string, unknown>, approve: boolean) => {
    try {
      const { doc } = await createDocument(at(when), memoDef, memoHandlers, memoHandlers.create.body.parse(body) as Record<string, unknown>);
      counts.memos++;
      if (approve) await runDocumentAction(at(new Date(when.getTime() + HOUR), 'manager'), memoDef, memoHandlers, 'book', doc.id, { version: doc.version });
      return doc;
    } catch (err) {
      skipRefusal(err);
      return null;
    }
  };

  // the AWBs the desk talks about: recent cash ones still at the counter, an invoiced credit one, a delivered one
  const atCounter = await db
    .select({ id: shipments.id, number: shipments.number, koli: shipments.koli_count })
    .from(shipments)
    .where(and(eq(shipments.stage, 'booked'), eq(shipments.payment_type, 'CASH'), eq(shipments.status, 'pending'), isNull(shipments.bag_id), isNull(shipments.manifest_id), isNull(shipments.return_of_id)))
    .orderBy(desc(shipments.id))
    .limit(8);
  // an AWB of an issued invoice of some days ago (not today's: the credit note its change makes is dated the
  // day after the invoice, so today's receivable card stays as the finance desk's own work leaves it)
  const [invoiced] = await db
    .select({ id: shipments.id, number: shipments.number, invoice: invoices.number, invoiceDate: invoices.invoice_date, koli: shipments.koli_count })
    .from(shipments)
    .innerJoin(invoices, and(eq(invoices.id, shipments.invoice_id), eq(invoices.stage, 'booked')))
    .where(and(eq(shipments.customer_id, main.id), sql`${shipments.chargeable_kg} >= 2`, sql`${invoices.invoice_date} between current_date - 50 and current_date - 2`))
    .orderBy(desc(shipments.id))
    .limit(1);
  /** 10:00 WIB the day after the invoice: when its AWB's weight was disputed. */
  const dayAfterInvoice = invoiced ? new Date(`${String(invoiced.invoiceDate).slice(0, 10)}T03:00:00Z`).getTime() + 24 * HOUR : now;
  const delivered = await db
    .select({ id: shipments.id, number: shipments.number, payment_type: shipments.payment_type })
    .from(shipments)
    .where(and(eq(shipments.stage, 'booked'), eq(shipments.status, 'delivered')))
    .orderBy(desc(shipments.id))
    .limit(4);
  const awb = (i: number) => atCounter[i]?.number ?? null;
  /** Every koli of the AWB weighed again at this weight (a weight change keeps the koli). */
  const koliOf = (count: unknown, kg: number) => Array.from({ length: Math.max(1, Number(count ?? 1)) }, () => ({ weight_kg: kg }));

  // tickets in every state
  await ticket(ago(30), { kind: 'LATE', awb: delivered[0]?.number ?? null, caller_name: 'Budi Santoso', subject: 'Parcel a day late', description: 'Promised yesterday; the tracking page shows no movement since the hub.' });
  await ticket(ago(5), { kind: 'LATE', awb: awb(0), caller_name: 'Siti Aminah', subject: 'When will it leave Jakarta?', description: 'Needs it in Surabaya by Friday.' });
  const wrong = await act(
    await ticket(ago(3), { kind: 'WRONG_ADDRESS', awb: awb(1), caller_name: 'Andi Wijaya', subject: 'House number typed wrongly', description: 'It is number 45, not 54.' }),
    'note',
    ago(2.5),
    { text: 'Called the shipper: confirmed number 45. Change request raised.', customer_facing: true },
  );
  /** A ticket, then its steps in order (each on the ticket as the step before left it). */
  const story = async (when: Date, body: Record<string, unknown>, steps: [key: string, when: Date, body?: Record<string, unknown>][]) => {
    let doc = await ticket(when, body);
    for (const [key, at, input] of steps) doc = await act(doc, key, at, input);
    return doc;
  };
  await story(ago(26), { kind: 'COD_DISPUTE', awb: delivered[1]?.number ?? null, caller_name: 'Dewi Lestari', subject: 'COD amount collected twice?', description: 'The consignee says the courier asked for the COD amount twice.' }, [
    ['wait', ago(24), { text: 'Please send a photo of both receipts the courier gave you.' }],
  ]);
  await story(ago(50), { kind: 'DAMAGED', awb: delivered[2]?.number ?? null, caller_name: 'Rudi Hartono', subject: 'Box crushed on one side', description: 'Outer box crushed; the goods inside look fine.' }, [
    ['note', ago(49), { text: 'Asked for photos; checked the hub’s arrival scan (arrived damaged: no).', customer_facing: true }],
    ['resolve', ago(30), { text: 'Goods intact, only the outer box: apologised, no claim.' }],
  ]);
  await story(ago(120), { kind: 'LATE', awb: delivered[3]?.number ?? null, caller_name: 'Ayu Kartika', subject: 'Not delivered on the promised day', description: 'Consignee was waiting all day.' }, [
    ['resolve', ago(118), { text: 'Delivered the next morning; weather delayed the linehaul.' }],
    ['book', ago(100)],
  ]);
  await story(ago(72), { kind: 'LOST', awb: invoiced?.number ?? null, caller_name: 'PT Maju Jaya', subject: 'Parcel never arrived', description: 'Spare parts for a client; the tracking stops at the hub.' }, [
    ['note', ago(71), { text: 'Searched the hub and the linehaul manifest: not found. Declared lost.', customer_facing: true }],
    ['claim', ago(48), { amount: 150_000, text: 'Spare parts, the shipper’s invoice of Rp 150,000 attached' }],
  ]);
  const duplicate = await ticket(ago(6), { kind: 'OTHER', caller_name: 'Siti Aminah', subject: 'Same call twice', description: 'Opened twice by mistake.' });
  if (duplicate) {
    try {
      await runDocumentAction(at(ago(5.9)), ticketDef, ticketHandlers, 'cancel', duplicate.id, { version: duplicate.version, reason: 'DUPLICATE', note: '' });
    } catch (err) {
      skipRefusal(err);
    }
  }

  // change requests: applied and waiting
  if (awb(2)) await change(ago(4), { kind: 'weight', awbs: [awb(2)], new_koli: koliOf(atCounter[2]?.koli, 3.6), reason_code: 'SCALE_ERROR', reason: 'Re-weighed at the counter: the scale read 1 kg short.' }, true);
  if (invoiced) await change(new Date(dayAfterInvoice), { kind: 'weight', awbs: [invoiced.number], new_koli: koliOf(invoiced.koli, 1), reason_code: 'CUSTOMER_DISPUTE', reason: `The customer disputes the weight on invoice ${String(invoiced.invoice)}: 1 kg on the shipper's scale.` }, true);
  if (awb(1)) await change(ago(2.4), { kind: 'consignee-address', awbs: [awb(1)], new_text: 'Jl. Raya Gubeng 45, Surabaya', reason_code: 'CUSTOMER_REQUEST', reason: 'House number typed wrongly (ticket).', ticket_id: wrong?.id ?? null }, false);
  const batch = [awb(3), awb(4), awb(5)].filter((a): a is string => Boolean(a));
  if (batch.length) await change(ago(1), { kind: 'special-instructions', awbs: batch, new_text: 'Fragile: keep upright', reason_code: 'CUSTOMER_REQUEST', reason: 'The shipper called about the whole order.' }, false);

  // one memo of each kind
  const [handedOver] = await db
    .select({ number: shipments.number })
    .from(shipments)
    .innerJoin(cashRegisters, and(eq(cashRegisters.id, shipments.cash_register_id), eq(cashRegisters.stage, 'booked')))
    .where(and(eq(shipments.stage, 'booked'), eq(shipments.status, 'pending'), isNull(shipments.bag_id), isNull(shipments.manifest_id)))
    .orderBy(desc(shipments.id))
    .limit(1);
  if (handedOver) await memo(ago(3), { kind: 'VOID_RECEIPT', awb: handedOver.number, reason: 'The shipper took the parcel back before it left the counter.' }, false);
  const [toRevise] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.stage, 'booked'), isNull(invoices.replaced_by_number), isNotNull(invoices.customer_id)))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (toRevise) {
    const full = await db.select().from(invoiceAwbs).where(eq(invoiceAwbs.document_id, toRevise.id)).orderBy(asc(invoiceAwbs.position)).limit(1);
    if (full[0]) await memo(ago(2), { kind: 'REVISION_INVOICE', invoice_id: toRevise.id, lines: [{ invoice_line_id: full[0].id, revised: Math.max(0, Number(full[0].amount) - 5_000) }], reason: 'Agreed discount of Rp 5,000 on the first AWB was not applied.' }, false);
  }
  const [gambir] = await db.select({ id: coverageAreas.id }).from(coverageAreas).where(eq(coverageAreas.area_code, '31.71.01'));
  const [reg] = await db.select({ id: services.id }).from(services).where(eq(services.code, 'REG'));
  const [surabaya] = await db.select({ regency: coverageAreas.regency }).from(coverageAreas).where(sql`${coverageAreas.area_code} like '35.78.%'`).limit(1);
  if (gambir && reg && surabaya) {
    const year = new Date().getUTCFullYear();
    await memo(ago(48), { kind: 'SPECIAL_PRICE', customer_id: main.id, origin_area_id: gambir.id, destination_regency: surabaya.regency, service_id: reg.id, rate_per_kg: 8_500, valid_from: `${year}-01-01`, valid_to: `${year}-12-31`, reason: 'Volume deal for the year: Jakarta Pusat to Surabaya.' }, true);
  }
  return counts;
}
