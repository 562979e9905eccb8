import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { REPORT_MODULES } from '@/lib/server/reports/registry';
import { parseReportParams, readOnly, withReportContext } from '@/lib/server/reports/runner';
import { DRILL_BASELINES } from '@/bench/scenarios/reports';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
  const rdb = { db: database.db, engine: 'postgres' as const };
  const today = jakartaDay(new Date());
  const t = async (fn: () => Promise<unknown>) => { const s = performance.now(); await fn(); return performance.now() - s; };
  const med = async (fn: () => Promise<unknown>) => { await fn(); const a: number[] = []; for (let i = 0; i < 41; i++) a.push(await t(fn)); a.sort((x, y) => x - y); return a[20].toFixed(2); };
  console.log('readOnly empty', await med(() => readOnly(rdb, async () => undefined)), 'select 1', await med(() => database.db.execute(sql`select 1`)));
  const cases: [string, string, Record<string, string | number>][] = [
    ['sales-recap', 'awbs', { date_from: '2026-11-01', date_to: '2026-11-01' }],
    ['sales-service', 'awbs', { date_from: '2026-11-01', date_to: '2026-11-29', service_id: 1 }],
    ['delivery', 'delivered', { date_from: '2026-11-01', date_to: '2026-11-29', group: 'service', group_id: 1, timing: 'all' }],
    ['customer', 'awbs', { date_from: '2026-11-01', date_to: '2026-11-29', customer_id: 231 }],
  ];
  for (const [name, drill, keys] of cases) {
    const module = (REPORT_MODULES as any)[name] ?? Object.values(REPORT_MODULES).find((m: any) => m.definition.name === name);
    const params = parseReportParams(module, {}, today);
    const b = DRILL_BASELINES[`${name}:${drill}`];
    const ours = () => withReportContext(module, rdb, {}, { branches: null } as any, (q) => module.drills[drill](q, keys, { offset: 0, limit: 101 }), today);
    const raw = () => database.db.execute(b.sql({ params, today, keys } as any, 101));
    const inTx = () => readOnly(rdb, (db) => db.execute(b.sql({ params, today, keys } as any, 101)));
    console.log(name, drill, 'ours', await med(ours), 'raw', await med(raw), 'raw in readOnly', await med(inTx));
  }
  await database.close();
}
main();
async function parts() {
  const today = jakartaDay(new Date());
  const module = Object.values(REPORT_MODULES).find((m: any) => m.definition.name === 'sales-recap') as any;
  const s = performance.now();
  for (let i = 0; i < 100; i++) parseReportParams(module, {}, today);
  console.log('parseReportParams ms/call', ((performance.now() - s) / 100).toFixed(3));
}
parts();
