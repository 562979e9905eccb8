import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CHANGE_KIND_DEFS, CHANGE_KINDS, type ChangeKind } from '@/lib/helpdesk/change-kinds';
import { changeRequestPlans, shipmentCosts, shipmentKoli, shipments } from '@/lib/server/db/schema/documents';
import { setUpFinance } from '../helpers/finance';
import { create, idOf, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Every one of the 15 change kinds, requested by customer service and approved by the manager on a
 * fresh AWB: what it writes on the AWB, whether the AWB is priced again (the total the preview promised
 * is the total stored) or keeps its price.
 */

describe.each(testEngines())('helpdesk: each kind of change (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let cs: string;
  let manager: string;
  let values: Record<ChangeKind, Record<string, unknown>>;
  let expected: Record<ChangeKind, (s: Record<string, unknown>) => void>;

  beforeAll(async () => {
    f = await setUpFinance(t);
    cs = await t.signIn('cs');
    manager = await t.signIn('manager');
    const admin = f.ops.admin;
    const menteng = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '31.71.06', province: 'DKI Jakarta', regency: 'Kota Adm. Jakarta Pusat', district: 'Menteng', branch_id: f.ops.ids.jkt })).id;
    const yes = await idOf(t, admin, 'setting', 'service', 'code=YES');
    await create(t, admin, '/api/datamaster/create/price', { origin_id: menteng, destination_id: f.ops.ids.gubeng, service_id: f.ops.ids.reg, moda_id: f.ops.ids.air, rate_per_kg: 12_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    await create(t, admin, '/api/datamaster/create/price', { origin_id: f.ops.ids.gambir, destination_id: f.ops.ids.gubeng, service_id: yes, moda_id: f.ops.ids.air, rate_per_kg: 20_000, min_kg: 1, lead_time_min: 1, lead_time_max: 1, effective_from: '2026-01-01' });
    const wood = await idOf(t, admin, 'setting', 'cost-case', 'code=WOOD');
    const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
    const other = (await create(t, admin, '/api/datamaster/create/customer', { code: 'OMEGA', name: 'PT Omega', customer_type_id: corp, branch_id: f.ops.ids.jkt, city: 'Jakarta', address: 'Jl. Thamrin 1', credit_limit: 100_000_000 })).id;
    await create(t, admin, '/api/datamaster/create/contract', { contract_no: 'K-OMEGA', customer_id: other, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 30, credit_limit: 100_000_000, discount_percent: 10 });
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    values = {
      koli: { new_koli: [{ weight_kg: 2 }, { weight_kg: 1.5 }] },
      weight: { new_koli: [{ weight_kg: 5 }] },
      price: { new_rate_per_kg: 8_000 },
      'additional-cost': { new_cost_case_ids: String(wood) },
      insurance: { new_insured: true, new_goods_value: 2_000_000 },
      origin: { new_area_id: menteng },
      service: { new_service_id: yes },
      destination: { new_area_id: f.ops.ids.medan },
      account: { new_customer_id: other },
      date: { new_date: yesterday },
      'shipper-name': { new_text: 'Toko Sinar Jaya Baru' },
      'consignee-name': { new_text: 'Budi S.' },
      'shipper-address': { new_text: 'Jl. Mangga Dua 8', new_phone: '0812 0000 1111' },
      'consignee-address': { new_text: 'Jl. Raya Gubeng 46' },
      'special-instructions': { new_text: 'Call before delivery' },
    };
    expected = {
      koli: (s) => expect(s).toMatchObject({ koli_count: 2, chargeable_kg: 4 }),
      weight: (s) => expect(s.chargeable_kg).toBe(5),
      price: (s) => expect(s).toMatchObject({ rate_per_kg: 8_000, manual_rate_per_kg: 8_000, freight: 24_000 }),
      'additional-cost': (s) => expect(Number(s.additional)).toBeGreaterThan(0),
      insurance: (s) => expect(s).toMatchObject({ insured: true, goods_value: 2_000_000, insurance: 4_000 + 5_000 }),
      origin: (s) => expect(s).toMatchObject({ origin_area_id: values.origin.new_area_id, rate_per_kg: 12_000 }),
      service: (s) => expect(s).toMatchObject({ service_id: values.service.new_service_id, rate_per_kg: 20_000 }),
      destination: (s) => expect(s.destination_area_id).toBe(f.ops.ids.medan),
      account: (s) => expect(s).toMatchObject({ customer_id: values.account.new_customer_id, discount: 3_000 }),
      date: (s) => expect(String(s.shipment_date)).toBe(yesterday),
      'shipper-name': (s) => expect(s.shipper_name).toBe('Toko Sinar Jaya Baru'),
      'consignee-name': (s) => expect(s.consignee_name).toBe('Budi S.'),
      'shipper-address': (s) => expect(s).toMatchObject({ shipper_address: 'Jl. Mangga Dua 8', shipper_phone: '0812 0000 1111' }),
      'consignee-address': (s) => expect(s).toMatchObject({ consignee_address: 'Jl. Raya Gubeng 46', consignee_phone: '0813 9876 5432' }),
      'special-instructions': (s) => expect(s.special_instructions).toBe('Call before delivery'),
    };
  });

  it('a batch priced route by route: an AWB its new route does not serve, or an account without a contract, is refused in the pricing’s words', async () => {
    const served = await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }]);
    const unserved = await f.ops.bookedAwb(f.ops.ids.medan, [{ weight_kg: 3 }]);
    const moved = await t.call('POST', '/api/misc/get/change-request/preview', { token: cs, body: { kind: 'origin', awbs: [served.number, unserved.number], reason_code: 'INPUT_ERROR', reason: 'Picked up in Menteng', ...values.origin } });
    expect(moved.status, moved.text).toBe(200);
    const [ok, refused] = moved.body.data.lines;
    expect(ok).toMatchObject({ awb: served.number, refusal: null });
    expect(refused.refusal).toMatch(/not offered from this origin to this destination/);
    expect(moved.body.data).toMatchObject({ awb_count: 2, refused_count: 1 });
    const corp = await idOf(t, f.ops.admin, 'setting', 'customer-type', 'code=CORP');
    const bare = (await create(t, f.ops.admin, '/api/datamaster/create/customer', { code: 'NOKON', name: 'PT Tanpa Kontrak', customer_type_id: corp, branch_id: f.ops.ids.jkt, city: 'Jakarta', address: 'Jl. Thamrin 2', credit_limit: 1_000_000 })).id;
    const credit = await f.creditAwb(3);
    const account = await t.call('POST', '/api/misc/get/change-request/preview', { token: cs, body: { kind: 'account', awbs: [credit.number], reason_code: 'WRONG_ACCOUNT', reason: 'Other account', new_customer_id: bare } });
    expect(account.status, account.text).toBe(200);
    expect(account.body.data.lines[0].refusal).toMatch(/No active contract on \d{4}-\d{2}-\d{2}/);
  });

  it.each(CHANGE_KINDS.map((k) => [k]))('%s', async (kind) => {
    // an account belongs to a credit AWB (not yet billed); every other kind is tried on a cash AWB still at the counter
    const awb = kind === 'account' ? await f.creditAwb(3) : await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }]);
    if (kind === 'account') await t.ctx.db.update(shipments).set({ status: 'pending', delivered_at: null }).where(eq(shipments.id, awb.id));
    // a price set by hand is a manager's change (customer service has no Change Price): asked by the manager, approved by the admin
    const [asker, approver] = kind === 'price' ? [manager, f.ops.admin] : [cs, manager];
    const body = { kind, awbs: [awb.number], reason_code: 'CUSTOMER_REQUEST', reason: `A ${kind} change`, ...values[kind] };
    const seen = await t.call('POST', '/api/misc/get/change-request/preview', { token: asker, body });
    expect(seen.status, seen.text).toBe(200);
    const line = seen.body.data.lines[0];
    expect(line.refusal, `${kind}: ${line.refusal}`).toBeNull();
    const made = await t.call('POST', '/api/misc/create/change-request', { token: asker, body: { ...body, request_id: randomUUID() } });
    expect(made.status, made.text).toBe(201);
    const doc = made.body.data as Row;
    const res = await t.call('PUT', `/api/misc/update/change-request/book/${doc.id}`, { token: approver, body: { version: doc.version } });
    expect(res.status, res.text).toBe(200);
    const [after] = (await t.ctx.db.select().from(shipments).where(eq(shipments.id, awb.id))) as Record<string, unknown>[];
    const numeric = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));
    expected[kind](numeric);
    expect(Number(after.total)).toBe(line.total_after);
    if (CHANGE_KIND_DEFS[kind].reprices) {
      // priced again from its stored koli and costs, under the new terms
      const koli = await t.ctx.db.select().from(shipmentKoli).where(eq(shipmentKoli.document_id, awb.id));
      expect(koli.length).toBe(Number(after.koli_count));
      if (kind === 'additional-cost') expect((await t.ctx.db.select().from(shipmentCosts).where(eq(shipmentCosts.document_id, awb.id))).some((c) => !c.automatic)).toBe(true);
    } else {
      expect(Number(after.total)).toBe(Number(awb.total));
    }
    expect(after.version).toBe(Number(awb.version) + 1);
  });

  it('special instructions cleared: the approval writes the empty value, not the old one', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }]);
    await t.ctx.db.update(shipments).set({ special_instructions: 'Fragile: glass' }).where(eq(shipments.id, awb.id));
    const made = await t.call('POST', '/api/misc/create/change-request', { token: cs, body: { kind: 'special-instructions', awbs: [awb.number], reason_code: 'CUSTOMER_REQUEST', reason: 'No instructions after all', request_id: randomUUID() } });
    expect(made.status, made.text).toBe(201);
    expect((made.body.data.lines.awbs as Row[])[0]).toMatchObject({ before_value: 'Fragile: glass', after_value: '(none)', result: 'PENDING' });
    const res = await t.call('PUT', `/api/misc/update/change-request/book/${made.body.data.id}`, { token: manager, body: { version: made.body.data.version } });
    expect(res.status, res.text).toBe(200);
    const [after] = await t.ctx.db.select({ special_instructions: shipments.special_instructions }).from(shipments).where(eq(shipments.id, awb.id));
    expect(after.special_instructions).toBeNull();
  });

  // last: it puts a new price on the route the other cases price on
  it('the approval applies the figures the request showed: a price list changed in between prices nothing again, an AWB edited since is refused, a request kept without its plans is worked out again', async () => {
    const ask = async (awb: Row) => {
      const body = { kind: 'weight', awbs: [awb.number], reason_code: 'SCALE_ERROR', reason: 'Weighed again', new_koli: [{ weight_kg: 5 }] };
      const made = await t.call('POST', '/api/misc/create/change-request', { token: cs, body: { ...body, request_id: randomUUID() } });
      expect(made.status, made.text).toBe(201);
      return made.body.data as Row;
    };
    const approve = (doc: Row) => t.call('PUT', `/api/misc/update/change-request/book/${doc.id}`, { token: manager, body: { version: doc.version } });
    const totalOf = async (id: number) => Number((await t.ctx.db.select({ total: shipments.total }).from(shipments).where(eq(shipments.id, id)))[0].total);
    const [kept, again, edited] = [await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }]), await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }]), await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 3 }])];
    const [keptDoc, againDoc, editedDoc] = [await ask(kept), await ask(again), await ask(edited)];
    const promised = Number((keptDoc.lines as { awbs: Row[] }).awbs[0].total_after);
    expect(promised).toBeGreaterThan(Number(kept.total));

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await create(t, f.ops.admin, '/api/datamaster/create/price', { origin_id: f.ops.ids.gambir, destination_id: f.ops.ids.gubeng, service_id: f.ops.ids.reg, moda_id: f.ops.ids.air, rate_per_kg: 30_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: today });
    const now = await t.call('POST', '/api/misc/get/change-request/preview', { token: cs, body: { kind: 'weight', awbs: [kept.number], reason_code: 'SCALE_ERROR', reason: 'Weighed again', new_koli: [{ weight_kg: 5 }] } });
    const repriced = Number(now.body.data.lines[0].total_after);
    expect(repriced).toBeGreaterThan(promised);

    const applied = await approve(keptDoc);
    expect(applied.status, applied.text).toBe(200);
    expect(await totalOf(kept.id)).toBe(promised);

    // a request stored before its plans were kept is priced again at approval, as it was before
    await t.ctx.db.delete(changeRequestPlans).where(eq(changeRequestPlans.document_id, againDoc.id));
    expect((await approve(againDoc)).status).toBe(200);
    expect(await totalOf(again.id)).toBe(repriced);

    await t.ctx.db.update(shipments).set({ version: sql`${shipments.version} + 1` }).where(eq(shipments.id, edited.id));
    const stale = await approve(editedDoc);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Changed since the request/);
    expect(await totalOf(edited.id)).toBe(Number(edited.total));
  });
});
