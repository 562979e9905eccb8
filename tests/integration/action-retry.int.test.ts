import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Client as PgClient, Pool } from 'pg';
import { getDocument } from '@/lib/resources/documents/registry';
import { loadPrincipal } from '@/lib/server/auth/principal';
import type { AppContext } from '@/lib/server/context';
import type { Db } from '@/lib/server/db/client';
import { shippingBags } from '@/lib/server/db/schema/documents';
import { createDocument } from '@/lib/server/documents/engine/run-document-action';
import type { AnyHandlers } from '@/lib/server/documents/engine/types';
import { handlersOf } from '@/lib/server/documents/registry';
import { runAction } from '@/lib/server/engine/run-action';
import { CONNECTION_LOST_WRITE_MESSAGE, HttpError, UnavailableError, WRITE_CONFLICT_MESSAGE } from '@/lib/server/errors';
import { errorHandler } from '@/lib/server/http/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/server/http/retry-reads';
import { create } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * runAction (lib/server/engine/run-action.ts) when its transaction loses a race or its connection:
 * a deadlock (40P01), a serialization failure (40001) or a lock wait given up (55P03) runs the whole
 * action again — nothing of it was committed — a few times, with a short jittered wait, then answers
 * 409 with a clear message; an action inside another one is not run again alone (the outer one is);
 * a lost connection answers 503 with Retry-After and is never run again (the COMMIT may have arrived).
 */

const pgFailure = (code: string, message: string) => Object.assign(new Error(`Failed query: …`), { cause: Object.assign(new Error(message), { code }) });
const deadlock = () => pgFailure('40P01', 'deadlock detected');
const serialization = () => pgFailure('40001', 'could not serialize access due to concurrent update');
const lockTimeout = () => pgFailure('55P03', 'canceling statement due to lock timeout');
const connectionReset = () => pgFailure('ECONNRESET', 'read ECONNRESET');

describe.each(testEngines())('runAction: retried on a lost race, 503 on a lost connection (%s)', (engine) => {
  const t = useTestApp(engine);

  beforeAll(async () => {
    await t.ctx.db.execute(sql`create table retry_probe (n integer primary key, v integer not null default 0)`);
    await t.ctx.db.execute(sql`insert into retry_probe (n) values (1), (2)`);
  });
  beforeEach(() => {
    t.realtime.events.length = 0;
  });

  const stored = async (n: number) => ((await t.ctx.db.execute(sql`select count(*)::int as c from retry_probe where n = ${n}`)) as unknown as { rows: { c: number }[] }).rows[0].c;
  const told = (n: number) => t.realtime.events.filter((e) => (e.payload as { resource?: string; id?: number })?.resource === 'retry-probe' && (e.payload as { id: number }).id === n).length;

  /** Inserts `n`; `fail(try)` may throw before the end of the transaction. */
  const insertAction = (ctx: AppContext, n: number, fail: (attempt: number) => void, tries = { count: 0 }) =>
    runAction(ctx, {
      actor: 'admin',
      entity: 'retry-probe',
      action: 'create',
      label: 'Probe',
      apply: async (tx) => {
        tries.count++;
        await tx.execute(sql`insert into retry_probe (n) values (${n})`);
        fail(tries.count);
        return { result: n, entityId: n, events: [['updateResource', { resource: 'retry-probe', id: n, action: 'create' }]] };
      },
    });

  it.each([
    ['a serialization failure (40001)', serialization, 10],
    ['a deadlock (40P01)', deadlock, 11],
    ['a lock wait given up (55P03)', lockTimeout, 12],
  ])('%s on the first try: the whole action runs again, stores once, tells once', async (_name, failure, n) => {
    const tries = { count: 0 };
    const result = await insertAction(t.ctx, n, (attempt) => {
      if (attempt === 1) throw failure();
    }, tries);
    expect(result).toBe(n);
    expect(tries.count).toBe(2);
    expect(await stored(n)).toBe(1);
    expect(told(n)).toBe(1);
  });

  it('losing every time: a few tries, then 409 with a clear message, nothing stored or told', async () => {
    const tries = { count: 0 };
    const err = await insertAction(t.ctx, 20, () => {
      throw deadlock();
    }, tries).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 409, message: WRITE_CONFLICT_MESSAGE });
    expect(tries.count).toBe(4);
    expect(await stored(20)).toBe(0);
    expect(told(20)).toBe(0);
  });

  it('an inner action that loses is not run again alone: the outermost action runs again as a whole', async () => {
    const outerTries = { count: 0 };
    const innerTries = { count: 0 };
    await runAction(t.ctx, {
      actor: 'admin',
      entity: 'retry-probe',
      action: 'create',
      label: 'Probe',
      apply: async (tx) => {
        outerTries.count++;
        await tx.execute(sql`insert into retry_probe (n) values (30)`);
        await insertAction({ ...t.ctx, db: tx }, 31, (attempt) => {
          if (attempt === 1) throw serialization();
        }, innerTries);
        return { result: null, entityId: 30, events: [['updateResource', { resource: 'retry-probe', id: 30, action: 'create' }]] };
      },
    });
    expect([outerTries.count, innerTries.count]).toEqual([2, 2]);
    expect([await stored(30), await stored(31)]).toEqual([1, 1]);
    expect([told(30), told(31)]).toEqual([1, 1]);
  });

  it('a create run again keeps its idempotency: one document per request id', async () => {
    const admin = await t.signIn('admin');
    const branch = (code: string) => create(t, admin, '/api/datamaster/create/branch', { code, name: `Kota ${code}`, kind: 'BRANCH', city: `Kota ${code}`, address: 'Jl. Uji 1' });
    const home = (await branch('RTA')).id;
    const away = (await branch('RTB')).id;
    const office = (await create(t, admin, '/api/datamaster/create/office', { code: 'RTA01', name: 'Gudang RTA', branch_id: home, kind: 'WAREHOUSE', address: 'Jl. Uji 2' })).id;
    const def = getDocument('shipping-bag');
    const real = handlersOf(def);
    let tries = 0;
    // the header is written, then the transaction loses a deadlock: the retry writes it again, once
    const handlers: AnyHandlers = {
      ...real,
      create: {
        ...real.create,
        build: async (tx, input, ac) => {
          const plan = await real.create.build(tx, input, ac);
          return {
            ...plan,
            afterInsert: async (t2: Db, row: Record<string, unknown>) => {
              await plan.afterInsert?.(t2, row as never);
              if (++tries === 1) throw deadlock();
            },
          };
        },
      },
    };
    // a head-office user: every branch
    const principal = { ...(await loadPrincipal(t.ctx.db, 'admin'))!, branches: null } as NonNullable<Awaited<ReturnType<typeof loadPrincipal>>>;
    const ac = { ctx: t.ctx, actor: 'admin', principal, now: new Date() };
    const requestId = randomUUID();
    const body = { office_id: office, destination_branch_id: away, request_id: requestId };
    const first = await createDocument(ac, def, handlers, body);
    expect(tries).toBe(2);
    expect(first.created).toBe(true);
    const again = await createDocument(ac, def, handlers, body);
    expect(again).toMatchObject({ created: false, doc: { id: first.doc.id, number: first.doc.number } });
    expect(await t.ctx.db.select({ id: shippingBags.id }).from(shippingBags).where(eq(shippingBags.request_id, requestId))).toHaveLength(1);
  });

  it('a connection lost during the write: 503 with Retry-After, never run again', async () => {
    const tries = { count: 0 };
    const err = await insertAction(t.ctx, 40, () => {
      throw connectionReset();
    }, tries).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 503, message: CONNECTION_LOST_WRITE_MESSAGE });
    expect(tries.count).toBe(1);
    expect(told(40)).toBe(0);
  });

  it('through the API: a write whose connection is lost answers 503 with Retry-After and a clear message', async () => {
    const admin = await t.signIn('admin');
    const db = t.ctx.db;
    // the write's connection is gone: on PGlite its transaction fails, on PostgreSQL the pool's connection it takes
    let spy;
    if (engine === 'pglite') {
      spy = vi.spyOn(db, 'transaction').mockImplementationOnce(async () => {
        throw connectionReset();
      });
    } else {
      const pool = (db._.session as unknown as { client: Pool }).client;
      const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
      let lost = false;
      // a transaction asks for a connection of its own (no callback); the pool's plain queries go on as usual
      spy = vi.spyOn(pool, 'connect').mockImplementation(((...args: unknown[]) => {
        if (args.length || lost) return connect(...args);
        lost = true;
        return Promise.reject(connectionReset());
      }) as never);
    }
    try {
      const res = await t.call('POST', '/api/setting/create/moda', { token: admin, body: { code: 'LOST1', name: 'Moda LOST1', transport: 'LAND', volumetric_divisor: 6000 } });
      expect(res.status, res.text).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ message: CONNECTION_LOST_WRITE_MESSAGE });
    } finally {
      spy.mockRestore();
    }
    const again = await t.call('POST', '/api/setting/create/moda', { token: admin, body: { code: 'LOST1', name: 'Moda LOST1', transport: 'LAND', volumetric_divisor: 6000 } });
    expect(again.status, again.text).toBe(201);
  });

  if (engine === 'postgres') {
    /** A connection of its own to the test database, as another session. */
    const direct = async (): Promise<PgClient> => {
      const { Client } = await import('pg');
      const [{ name }] = ((await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const c = new Client({ connectionString: url.toString() });
      await c.connect();
      return c;
    };

    it('PostgreSQL: two actions locking two rows in opposite order deadlock; the loser runs again, both succeed', async () => {
      let held = 0;
      let release!: () => void;
      const bothHold = new Promise<void>((resolve) => (release = resolve));
      const tries = [0, 0];
      const action = (i: number, first: number, second: number) =>
        runAction(t.ctx, {
          actor: 'admin',
          entity: 'retry-probe',
          action: 'update',
          label: 'Probe',
          apply: async (tx) => {
            tries[i]++;
            await tx.execute(sql`select n from retry_probe where n = ${first} for update`);
            if (tries[i] === 1) {
              if (++held === 2) release();
              await bothHold;
            }
            await tx.execute(sql`update retry_probe set v = v + 1 where n = ${second}`);
            return { result: i, entityId: second };
          },
        });
      const results = await Promise.allSettled([action(0, 1, 2), action(1, 2, 1)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      // exactly one of them lost the deadlock and ran again
      expect(tries.slice().sort()).toEqual([1, 2]);
      const rows = ((await t.ctx.db.execute(sql`select n, v from retry_probe where n in (1, 2) order by n`)) as unknown as { rows: { n: number; v: number }[] }).rows;
      expect(rows).toEqual([{ n: 1, v: 1 }, { n: 2, v: 1 }]);
    });

    it('PostgreSQL: the action’s session ended mid-transaction (pg_terminate_backend): 503, nothing stored, not run again', async () => {
      const admin = await direct();
      const tries = { count: 0 };
      try {
        const err = await runAction(t.ctx, {
          actor: 'admin',
          entity: 'retry-probe',
          action: 'create',
          label: 'Probe',
          apply: async (tx) => {
            tries.count++;
            await tx.execute(sql`insert into retry_probe (n) values (50)`);
            const [{ pid }] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
            await admin.query('select pg_terminate_backend($1)', [pid]);
            await tx.execute(sql`insert into retry_probe (n) values (51)`);
            return { result: null, entityId: 50 };
          },
        }).catch((e: unknown) => e);
        expect(err).toMatchObject({ statusCode: 503, message: CONNECTION_LOST_WRITE_MESSAGE });
      } finally {
        await admin.end();
      }
      expect(tries.count).toBe(1);
      expect([await stored(50), await stored(51)]).toEqual([0, 0]);
    });
  }
});

describe('the error mapper: a lost race or a lost connection outside runAction is never a 500', () => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.get('/deadlock', async () => {
    throw deadlock();
  });
  app.post('/lost', async () => {
    throw connectionReset();
  });
  app.get('/lost', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.post('/closed', async () => {
    throw new Error('PGlite is closed');
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/deadlock', 409, WRITE_CONFLICT_MESSAGE, undefined],
    ['POST', '/lost', 503, CONNECTION_LOST_WRITE_MESSAGE, '5'],
    ['GET', '/lost', 503, DATABASE_UNAVAILABLE_MESSAGE, '5'],
    ['POST', '/closed', 503, CONNECTION_LOST_WRITE_MESSAGE, '5'],
  ] as const)('%s %s → %i', async (method, url, status, message, retryAfter) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(res.headers['retry-after']).toBe(retryAfter);
  });

  it('every 503 the API answers carries Retry-After', async () => {
    const one = Fastify();
    one.setErrorHandler(errorHandler);
    one.get('/busy', async () => {
      throw new HttpError(503, 'busy');
    });
    one.get('/later', async () => {
      throw new UnavailableError('later', 60);
    });
    expect((await one.inject({ method: 'GET', url: '/busy' })).headers['retry-after']).toBe('5');
    expect((await one.inject({ method: 'GET', url: '/later' })).headers['retry-after']).toBe('60');
    await one.close();
  });
});
