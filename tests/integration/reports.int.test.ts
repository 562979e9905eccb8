import { sql } from 'drizzle-orm';
import { REPORTS } from '@/lib/resources/reports/registry';
import { openReportDatabase, readOnly } from '@/lib/server/reports/runner';
import { testEngines, useTestApp, type TestApp } from '../helpers/test-app';
import { deliveryChecks } from './reports/delivery';
import { financeChecks } from './reports/finance';
import { marketingChecks } from './reports/marketing';
import { rollupChecks } from './reports/rollups';
import { salesChecks } from './reports/sales';
import { taxChecks } from './reports/tax';

/*
 * The reports through the API on the demo data a fresh clone shows (seeded once per engine, shared by
 * every report's checks): each report's totals equal an independent query over the base documents, a
 * one-branch user never reads another branch's rows, bad parameters get a 400 naming the field, and the
 * exports are what their names say.
 */

export interface ReportTestContext {
  t: TestApp;
  tokens: { admin: string; manager: string; finance: string; counter: string; counterSby: string };
  /** The demo's Jakarta and Surabaya branch ids. */
  branches: { jakarta: number; surabaya: number };
}

// seeding the demo's volumes takes a minute on a busy 2-core machine
vi.setConfig({ hookTimeout: 400_000 });

describe.each(testEngines())('reports (%s)', (engine) => {
  const t = useTestApp(engine, { demoVolumes: true });
  const c = { t } as ReportTestContext;

  beforeAll(async () => {
    c.tokens = {
      admin: await t.signIn('admin'),
      manager: await t.signIn('manager'),
      finance: await t.signIn('finance'),
      counter: await t.signIn('counter'),
      counterSby: await t.signIn('counter-sby'),
    };
    const rows = ((await t.ctx.db.execute(sql`select b.id, b.code from branches b join offices o on o.branch_id = b.id where o.code in ('JKT-CTR', 'SUB-CTR')`)) as unknown as { rows: { id: number; code: string }[] }).rows;
    const jakarta = rows.find((r) => r.code.startsWith('JKT'))!.id;
    const surabaya = rows.find((r) => r.id !== jakarta)!.id;
    c.branches = { jakarta, surabaya };
  });

  it('every declared report answers the manager with its defaults, and refuses a user without its screen', async () => {
    for (const def of REPORTS) {
      const res = await t.call('GET', `/api/report/get/${def.name}`, { token: c.tokens.manager });
      expect(res.status, `${def.name}: ${res.text}`).toBe(200);
      expect(res.body.data.table.lines).toBeInstanceOf(Array);
      expect((await t.call('GET', `/api/report/get/${def.name}`, { token: c.tokens.counter })).status).toBe(403);
    }
  });

  it('bad parameters are a 400 naming the field; a branch the user does not work for is a 403', async () => {
    const bad = await t.call('GET', '/api/report/get/sales-recap?date_from=2026-13-01&by=year&colour=red', { token: c.tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['by', 'colour', 'date_from']);
    const reversed = await t.call('GET', '/api/report/get/sales-recap?date_from=2026-11-10&date_to=2026-11-01', { token: c.tokens.admin });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.date_to).toBeDefined();
    const other = await t.call('GET', `/api/report/get/sales-branches?branch_id=${c.branches.surabaya}`, { token: c.tokens.counter });
    expect([403]).toContain(other.status);
  });

  it('a report runs in a read-only transaction: a write in it is refused and nothing is written', async () => {
    const before = await t.ctx.db.execute(sql`select count(*)::int as n from report_filters`);
    const refused = await readOnly({ db: t.ctx.db, engine }, (db) => db.execute(sql`insert into report_filters (user_code, report, name, params) values ('admin', 'x', 'y', '{}')`)).catch((e: Error & { cause?: { code?: string } }) => e);
    expect((refused as { cause?: { code?: string } }).cause?.code).toBe('25006'); // read_only_sql_transaction
    const after = await t.ctx.db.execute(sql`select count(*)::int as n from report_filters`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
  });

  it.runIf(engine === 'postgres')('on PostgreSQL the reports’ own pool is read-only with the statement timeout from each connection’s start', async () => {
    const own = await openReportDatabase(process.env.DATABASE_URL!, 1);
    try {
      const shown = await readOnly(own, (db) => db.execute(sql`select current_setting('statement_timeout') as t, current_setting('default_transaction_read_only') as ro`));
      expect((shown as unknown as { rows: unknown[] }).rows).toEqual([{ t: '30s', ro: 'on' }]);
      const refused = await readOnly(own, (db) => db.execute(sql`create table report_may_not_write (a int)`)).catch((e: Error & { cause?: { code?: string } }) => e);
      expect((refused as { cause?: { code?: string } }).cause?.code).toBe('25006');
    } finally {
      await own.close();
    }
  });

  describe('sales', () => salesChecks(c));
  describe('delivery', () => deliveryChecks(c));
  describe('finance', () => financeChecks(c));
  describe('marketing', () => marketingChecks(c));
  describe('tax', () => taxChecks(c));
  describe('rollups', () => rollupChecks(c));
});
