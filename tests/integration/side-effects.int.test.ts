import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/lib/server/context';
import type { Db } from '@/lib/server/db/client';
import { payments } from '@/lib/server/db/schema/documents';
import { webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema/integration';
import { trackingWrites } from '@/lib/server/documents/engine/tracking';
import { runAction } from '@/lib/server/engine/run-action';
import { HttpError } from '@/lib/server/errors';
import { create } from '../helpers/operations';
import { setUpFinance } from '../helpers/finance';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Side effects after the OUTERMOST commit (lib/server/engine/side-effects.ts): an action run inside
 * another one (collection posting creates its payments as actions, each in a savepoint) tells nobody
 * of its change until the outer transaction has committed; when the outer one rolls back nothing is
 * told, when only the inner savepoint rolls back only the inner action's effects are dropped.
 */

describe.each(testEngines())('side effects after the outermost commit (%s)', (engine) => {
  const t = useTestApp(engine);
  /** What happened, in order: the outer action's end of work, each after-commit step, each realtime event. */
  let log: string[];
  /** Whether each emitted probe row was visible from outside the action's transaction when told. */
  let seen: Promise<string>[];

  beforeAll(async () => {
    await t.ctx.db.execute(sql`create table side_probe (n integer primary key)`);
  });
  beforeEach(() => {
    log = [];
    seen = [];
    t.realtime.events.length = 0;
    const record = t.realtime.emit.bind(t.realtime);
    vi.spyOn(t.realtime, 'emit').mockImplementation((event, payload) => {
      const p = payload as { resource?: string; id?: number };
      if (p?.resource === 'side-probe') {
        log.push(`emit ${p.id}`);
        // read outside the action's transaction (a connection of its own on PostgreSQL)
        seen.push(t.ctx.db.execute(sql`select count(*)::int as n from side_probe where n = ${p.id}`).then((r) => `${p.id}: ${(r as unknown as { rows: { n: number }[] }).rows[0].n}`));
      }
      record(event, payload);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const probeEvents = () => t.realtime.events.filter((e) => (e.payload as { resource?: string })?.resource === 'side-probe');
  const stored = async () => ((await t.ctx.db.execute(sql`select n from side_probe order by n`)) as unknown as { rows: { n: number }[] }).rows.map((r) => r.n);

  /** An action of its own, run inside the given transaction (as collection posting runs its payments). */
  const innerCreate = (tx: Db, n: number, extra: { fail?: boolean; writes?: (tx: Db) => Promise<never[]> } = {}) =>
    runAction({ ...t.ctx, db: tx } as AppContext, {
      actor: 'admin',
      entity: 'side-probe',
      action: 'create',
      label: 'Probe',
      apply: async (inner) => {
        await inner.execute(sql`insert into side_probe (n) values (${n})`);
        if (extra.fail) throw new HttpError(409, `inner ${n} refused`);
        return {
          result: n,
          entityId: n,
          writes: extra.writes,
          events: [['updateResource', { resource: 'side-probe', id: n, action: 'create' }]],
          afterCommit: () => log.push(`after ${n}`),
        };
      },
    });

  const outer = (n: number, body: (tx: Db) => Promise<void>) =>
    runAction(t.ctx, {
      actor: 'admin',
      entity: 'side-probe',
      action: 'create',
      label: 'Probe',
      apply: async (tx) => {
        await tx.execute(sql`insert into side_probe (n) values (${n})`);
        await body(tx);
        log.push('outer applied');
        return { result: n, entityId: n, events: [['updateResource', { resource: 'side-probe', id: n, action: 'create' }]], afterCommit: () => log.push(`after ${n}`) };
      },
    });

  it('an outer failure after an inner create sends nothing: no realtime event, no after-commit work', async () => {
    await expect(
      outer(100, async (tx) => {
        await innerCreate(tx, 101);
        throw new HttpError(409, 'outer refused after the inner create');
      }),
    ).rejects.toThrow('outer refused after the inner create');
    expect(probeEvents()).toEqual([]);
    expect(log).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('a successful outer sends each inner effect exactly once, after its commit', async () => {
    await outer(200, async (tx) => {
      await innerCreate(tx, 201);
      await innerCreate(tx, 202);
    });
    expect(log).toEqual(['outer applied', 'after 201', 'emit 201', 'after 202', 'emit 202', 'after 200', 'emit 200']);
    expect(probeEvents().map((e) => (e.payload as { id: number }).id)).toEqual([201, 202, 200]);
    // each row was committed (visible from outside) when its event went out
    expect(await Promise.all(seen)).toEqual(['201: 1', '202: 1', '200: 1']);
  });

  it('an inner savepoint rolled back drops only that inner action’s effects', async () => {
    await outer(300, async (tx) => {
      await innerCreate(tx, 301);
      await expect(innerCreate(tx, 302, { fail: true })).rejects.toThrow('inner 302 refused');
      // an action nested two deep: its effects travel up with its parent's, or go with it
      await runAction({ ...t.ctx, db: tx } as AppContext, {
        actor: 'admin',
        entity: 'side-probe',
        action: 'create',
        label: 'Probe',
        apply: async (mid) => {
          await innerCreate(mid, 303);
          throw new HttpError(409, 'middle refused');
        },
      }).catch(() => undefined);
      await innerCreate(tx, 304);
    });
    expect(await stored()).toEqual([200, 201, 202, 300, 301, 304]);
    expect(log).toEqual(['outer applied', 'after 301', 'emit 301', 'after 304', 'emit 304', 'after 300', 'emit 300']);
  });

  describe('with the finance ground', () => {
    let f: Awaited<ReturnType<typeof setUpFinance>>;
    beforeAll(async () => {
      f = await setUpFinance(t);
    });

    it('a webhook queued by an inner action is dropped when the outer one fails, and queued once when it commits', async () => {
      const awb = await f.creditAwb();
      await t.ctx.db.insert(webhookEndpoints).values({ customer_id: f.customerId, url: 'https://hooks.example.com/courier', secret: 'side-effects-test-secret' });
      const queued = async () =>
        (await t.ctx.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.shipment_id, awb.id), sql`${webhookDeliveries.payload}->>'code' = 'ARRIVED'`))).length;
      const office = (awb as { office_id?: number }).office_id ?? null;
      const tracking = (tx: Db) => trackingWrites(tx, t.ctx.references, [{ shipment_id: awb.id, status: 'in_transit', code: 'ARRIVED', office_id: office }], 'admin', new Date()) as Promise<never[]>;
      await expect(
        outer(400, async (tx) => {
          await innerCreate(tx, 401, { writes: tracking });
          throw new HttpError(409, 'outer refused');
        }),
      ).rejects.toThrow('outer refused');
      expect(await queued()).toBe(0);
      expect(probeEvents()).toEqual([]);
      await outer(410, async (tx) => {
        await innerCreate(tx, 411, { writes: tracking });
      });
      expect(await queued()).toBe(1);
      expect(probeEvents().map((e) => (e.payload as { id: number }).id)).toEqual([411, 410]);
    });

    it('collection posting: a payment made before a later line fails is never announced; a posting that commits announces each payment once', async () => {
      const collector = (await t.call('GET', '/api/datamaster/get/employee?limit=1', { token: f.ops.admin })).body.data[0].id as number;
      const first = await f.issuedInvoice([3]);
      const second = await f.issuedInvoice([4]);
      const col = await create(t, f.finance, '/api/finance/create/collector-invoice', { assign_date: f.today, collector_id: collector, invoice_ids: [first.id, second.id], request_id: randomUUID() });
      let c = await f.read('collector-invoice', col.id);
      for (const line of c.lines.invoices) {
        const rec = await f.call('PUT', `update/collector-invoice/record/${col.id}`, { version: c.version, line_id: line.id, collected_amount: Number(line.outstanding), method: 'CASH' });
        expect(rec.status, rec.text).toBe(200);
        c = await f.read('collector-invoice', col.id);
      }
      // the second invoice is paid meanwhile at the counter: its collected payment no longer fits
      const paidElsewhere = await f.call('POST', 'create/payment', {
        customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', reference: 'TRF-9', request_id: randomUUID(),
        amount_received: Number(second.outstanding), allocations: [{ item_type: 'invoice', item_id: second.id, amount: Number(second.outstanding), pph23: 0 }],
      });
      expect(paidElsewhere.status, paidElsewhere.text).toBe(201);
      const paymentsBefore = (await t.ctx.db.select({ id: payments.id }).from(payments)).length;
      t.realtime.events.length = 0;
      const refused = await f.call('PUT', `update/collector-invoice/book/${col.id}`, { version: c.version });
      expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect((await t.ctx.db.select({ id: payments.id }).from(payments)).length).toBe(paymentsBefore);
      // the first line's payment was made (in a savepoint) and rolled back with the posting: nobody heard of it
      expect(t.realtime.events.filter((e) => (e.payload as { resource?: string })?.resource === 'payment')).toEqual([]);

      // a collection that can be posted: it commits, and each payment it made is announced once, after it
      const third = await f.issuedInvoice([2]);
      const col2 = await create(t, f.finance, '/api/finance/create/collector-invoice', { assign_date: f.today, collector_id: collector, invoice_ids: [third.id], request_id: randomUUID() });
      const c2 = await f.read('collector-invoice', col2.id);
      const rec = await f.call('PUT', `update/collector-invoice/record/${col2.id}`, { version: c2.version, line_id: c2.lines.invoices[0].id, collected_amount: Number(c2.lines.invoices[0].outstanding), method: 'CASH' });
      expect(rec.status, rec.text).toBe(200);
      t.realtime.events.length = 0;
      const posted = await f.call('PUT', `update/collector-invoice/book/${col2.id}`, { version: rec.body.data.version });
      expect(posted.status, posted.text).toBe(200);
      expect(posted.body.data.payment_count).toBe(1);
      const made = t.realtime.events.filter((e) => (e.payload as { resource?: string })?.resource === 'payment').map((e) => e.payload);
      expect(made).toEqual([expect.objectContaining({ resource: 'payment', action: 'create' })]);
    });
  });
});
