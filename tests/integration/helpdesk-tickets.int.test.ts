import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cashAdjustments } from '@/lib/server/db/schema/finance';
import { shipments, tickets } from '@/lib/server/db/schema/documents';
import { setUpFinance, type Doc } from '../helpers/finance';
import type { Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The customer-service desk's tickets through the API: opened on an AWB, answered, waiting for the
 * customer (the clock stops), reopened on a reply, resolved and closed; a claim for a lost parcel capped
 * by the liability rule, approved by a supervisor other than whoever entered it and credited to the
 * customer's ledger (a cash customer: refunded through the next register); a change request raised from
 * a ticket; the SLA board.
 */

describe.each(testEngines())('helpdesk tickets (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let cs: string;
  let manager: string;

  const open = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/misc/create/ticket', { token: cs, body: { kind: 'LATE', channel: 'PHONE', caller_name: 'Rina', caller_phone: '0813 3333 4444', subject: 'Where is my parcel?', description: 'Promised yesterday, not here', request_id: randomUUID(), ...body } });
    expect(res.status, res.text).toBe(201);
    return res.body.data as Row;
  };
  const act = async (doc: Row, action: string, body: Record<string, unknown> = {}, token = cs) => {
    const res = await t.call('PUT', `/api/misc/update/ticket/${action}/${doc.id}`, { token, body: { version: doc.version, ...body } });
    return res;
  };
  const step = async (doc: Row, action: string, body: Record<string, unknown> = {}, token = cs) => {
    const res = await act(doc, action, body, token);
    expect(res.status, `${action}: ${res.text}`).toBe(200);
    return res.body.data as Row;
  };
  const read = async (id: number) => (await t.call('GET', `/api/misc/get/ticket/${id}`, { token: cs })).body.data as Doc;

  beforeAll(async () => {
    f = await setUpFinance(t);
    cs = await t.signIn('cs');
    manager = await t.signIn('manager');
  });

  it('opened on an AWB, answered, waiting, reopened on a reply, resolved and closed — each step a note', async () => {
    const awb = await f.creditAwb(2);
    const ticket = await open({ awb: awb.number.toLowerCase() });
    expect(ticket).toMatchObject({ stage: 'draft', status: 'OPEN', awb: awb.number, shipment_id: awb.id, customer_id: f.customerId, assigned_to: 'cs', claim_status: 'NONE' });
    expect(ticket.number).toMatch(/^TCK-JKT-\d{4}-\d{5}$/);
    expect(Date.parse(String(ticket.response_due_at))).toBeGreaterThan(Date.parse(String(ticket.opened_at)));
    expect((await t.call('POST', '/api/misc/create/ticket', { token: f.ops.counter, body: { kind: 'LATE', channel: 'PHONE', caller_name: 'x', subject: 'x', description: 'x' } })).status).toBe(403);
    expect((await open({ awb: 'NOSUCH1' }).catch((e: Error) => e.message)) as string).toMatch(/expected 400 to be 201/);

    let doc = await step(ticket, 'note', { text: 'Checked the hub: it left this morning', customer_facing: false });
    expect(doc.first_response_at).toBeNull();
    expect(doc.status).toBe('IN_PROGRESS');
    doc = await step(doc, 'wait', { text: 'Is someone at home after 14:00?' });
    expect(doc).toMatchObject({ status: 'WAITING' });
    expect(doc.first_response_at).not.toBeNull();
    expect(doc.waiting_since).not.toBeNull();
    expect((await act(doc, 'wait', { text: 'again?' })).status).toBe(409);
    doc = await step(doc, 'reply', { text: 'Yes, my brother is' });
    expect(doc).toMatchObject({ status: 'IN_PROGRESS', waiting_since: null });
    expect((await act(doc, 'book')).body.message).toMatch(/Resolve it first/);
    doc = await step(doc, 'resolve', { text: 'Delivered at 15:10, signed by the brother' });
    expect(doc.status).toBe('RESOLVED');
    doc = await step(doc, 'reply', { text: 'The box is dented!' });
    expect(doc).toMatchObject({ status: 'IN_PROGRESS', resolved_at: null });
    doc = await step(doc, 'resolve', { text: 'Photo checked: outer box only, goods fine' });
    doc = await step(doc, 'book');
    expect(doc).toMatchObject({ stage: 'booked', status: 'CLOSED' });
    const notes = (await read(doc.id)).lines.notes;
    expect(notes.map((n) => n.kind)).toEqual(['STATUS', 'NOTE', 'NOTE', 'REPLY', 'STATUS', 'REPLY', 'STATUS', 'STATUS', 'STATUS']);
    expect(notes.filter((n) => n.customer_facing).length).toBe(3);
  });

  it('a ticket is assigned to someone who works the desk, by name; nobody else', async () => {
    const staff = await t.call('GET', '/api/misc/get/ticket/staff', { token: cs });
    expect(staff.status, staff.text).toBe(200);
    const people = staff.body.data as { user_code: string; full_name: string }[];
    expect(people.map((p) => p.user_code)).toEqual(expect.arrayContaining(['cs', 'manager']));
    expect(people.map((p) => p.user_code)).not.toContain('counter');
    expect((await t.call('GET', '/api/misc/get/ticket/staff', { token: f.ops.counter })).status).toBe(403);
    // a complaint of its own kind (the report test counts the late deliveries)
    const ticket = await open({ kind: 'OTHER', subject: 'Wants a pickup at another address' });
    const refused = await act(ticket, 'assign', { assigned_to: 'counter' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.assigned_to[0]).toMatch(/works the desk/);
    const taken = await step(ticket, 'assign', { assigned_to: 'MANAGER' });
    expect(taken).toMatchObject({ assigned_to: 'manager', status: 'IN_PROGRESS' });
    const name = people.find((p) => p.user_code === 'manager')!.full_name;
    expect((await read(ticket.id)).lines.notes.map((n) => n.text)).toContain(`Assigned to ${name} (manager)`);
  });

  it('a claim for a lost parcel: capped by the liability rule, approved by someone else, credited to the customer', async () => {
    const awb = await f.creditAwb(2);
    const ticket = await open({ kind: 'LOST', awb: awb.number, subject: 'Parcel lost' });
    const cap = 10 * (Number(awb.total) - Number(awb.tax) - Number(awb.insurance ?? 0));
    const over = await act(ticket, 'claim', { amount: cap + 1, text: 'Spare parts, invoice attached' });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount[0]).toMatch(/liability cap/);
    const claimed = await step(ticket, 'claim', { amount: cap, text: 'Spare parts, invoice attached' });
    expect(claimed).toMatchObject({ claim_status: 'REQUESTED', claim_amount: cap, claim_cap: cap, claim_by: 'cs' });
    // cs holds no supervisor screen; and whoever entered it never approves it
    expect((await act(claimed, 'approve-claim')).status).toBe(403);
    const before = await f.balance();
    const approved = await step(claimed, 'approve-claim', {}, manager);
    expect(approved.claim_status).toBe('APPROVED');
    expect(approved.claim_document).toMatch(/^AR-/);
    const credit = (await f.call('GET', `get/receivable?search=${encodeURIComponent(String(ticket.number))}`)).body.data as Row[];
    expect(credit[0]).toMatchObject({ number: approved.claim_document, kind: 'CORRECTION', amount: -cap, stage: 'booked' });
    expect(await f.balance()).toBe(before - cap);
  });

  it('a claim on an invoiced AWB: its charge refunded on the invoice by a credit note, the rest credited to the account', async () => {
    const invoice = await f.issuedInvoice([2]);
    const line = invoice.lines.awbs[0] as Row;
    const [awb] = await t.ctx.db.select().from(shipments).where(eq(shipments.id, Number(line.shipment_id)));
    const ticket = await open({ kind: 'DAMAGED', awb: awb.number, subject: 'Broken on arrival' });
    const cap = Number(ticket.claim_cap ?? 0) || 10 * (Number(awb.total) - Number(awb.tax) - Number(awb.insurance ?? 0));
    const before = await f.balance();
    const claimed = await step(ticket, 'claim', { amount: cap, text: 'Goods broken, photos attached' });
    const approved = await step(claimed, 'approve-claim', {}, manager);
    expect(approved.claim_document).toMatch(/^CN-.*, AR-/);
    const inv = await f.read('invoice', invoice.id);
    expect(Number(inv.credited_amount)).toBeGreaterThan(0);
    expect(Number(inv.outstanding)).toBe(Number(invoice.total) - Number(inv.credited_amount));
    // the customer is credited exactly the claim: the credit note's total plus the correction
    expect(await f.balance()).toBe(before - cap);
  });

  it('a cash customer’s claim is refunded through the counter’s next register', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const ticket = await open({ kind: 'DAMAGED', awb: awb.number });
    const claimed = await step(ticket, 'claim', { amount: 50_000, text: 'Broken glass' });
    const approved = await step(claimed, 'approve-claim', {}, manager);
    expect(approved.claim_document).toBe('Refund in the next register');
    const [refund] = await t.ctx.db.select().from(cashAdjustments).where(eq(cashAdjustments.source_number, String(ticket.number)));
    expect(refund).toMatchObject({ amount: -50_000, shipment_id: awb.id, cash_register_id: null });
  });

  it('a change request raised from a ticket keeps it; the SLA board lists the live tickets most urgent first', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const ticket = await open({ kind: 'WRONG_ADDRESS', awb: awb.number, subject: 'Wrong house number' });
    const res = await t.call('POST', '/api/misc/create/change-request', {
      token: cs,
      body: { kind: 'consignee-address', awbs: [awb.number], new_text: 'Jl. Raya Gubeng 54', reason_code: 'CUSTOMER_REQUEST', reason: 'Number typed wrongly', ticket_id: ticket.id, request_id: randomUUID() },
    });
    expect(res.status, res.text).toBe(201);
    const linked = await t.call('GET', `/api/misc/get/change-request?ticket_id=${ticket.id}`, { token: cs });
    expect(linked.body.data.map((r: Row) => r.number)).toEqual([res.body.data.number]);
    expect((await t.call('POST', '/api/misc/create/change-request', { token: cs, body: { kind: 'consignee-name', awbs: [awb.number], new_text: 'X', reason_code: 'OTHER', reason: 'x', ticket_id: 999_999 } })).status).toBe(400);

    // a ticket opened long ago has breached its response time
    await t.ctx.db.update(tickets).set({ opened_at: '2026-01-05T01:00:00Z' }).where(eq(tickets.id, ticket.id));
    const board = await t.call('GET', '/api/misc/get/ticket/sla', { token: cs });
    expect(board.status).toBe(200);
    const row = board.body.data.find((b: { id: number }) => b.id === ticket.id);
    expect(row.response.state).toBe('breached');
    expect(board.body.data[0].response.state === 'breached' || board.body.data[0].resolution.state === 'breached').toBe(true);
    expect((await t.call('GET', '/api/misc/get/ticket/sla', { token: f.ops.counter })).status).toBe(403);
  });

  it('the helpdesk report counts the period’s tickets and change requests, with the share resolved within the SLA', async () => {
    const query = `date_from=${f.today.slice(0, 8)}01&date_to=${f.today}`;
    expect((await t.call('GET', `/api/report/get/report-helpdesk?${query}`, { token: cs })).status).toBe(403);
    const res = await t.call('GET', `/api/report/get/report-helpdesk?${query}&by=kind`, { token: manager });
    expect(res.status, res.text).toBe(200);
    const rowsOf = (body: { data: { table: { lines: { kind: string; values: Record<string, unknown> }[] } } }) => body.data.table.lines.filter((l) => l.kind === 'row').map((l) => l.values);
    const rows = rowsOf(res.body);
    const late = rows.find((r) => r.source === 'Tickets' && r.label === 'Late delivery')!;
    // the first test's ticket: resolved (twice) and closed within its limits
    expect(late).toMatchObject({ count: 1, open: 0, resolved: 1, sla_met: 1, sla_met_pct: 100 });
    const lost = rows.find((r) => r.label === 'Lost parcel')!;
    expect(lost).toMatchObject({ count: 1, open: 1, claims: 1 });
    expect(Number(lost.claimed)).toBeGreaterThan(0);
    const address = rows.find((r) => r.source === 'Change requests' && r.label === 'Consignee address')!;
    expect(address).toMatchObject({ count: 1, open: 1, applied: 0 });
    const byUser = rowsOf((await t.call('GET', `/api/report/get/report-helpdesk?${query}&by=user`, { token: manager })).body);
    expect(byUser.find((r) => r.source === 'Tickets')).toMatchObject({ label: 'cs' });
  });
});
