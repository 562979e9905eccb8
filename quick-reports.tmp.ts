import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { REPORT_MODULES } from '@/lib/server/reports/registry';

import { parseReportParams, runReport } from '@/lib/server/reports/runner';
import { RAW_BASELINES } from '@/bench/scenarios/reports';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { shiftDay } from '@/lib/rules/dates';
async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
  const today = jakartaDay(new Date());
  const only = process.argv.slice(2);
  for (const module of Object.values(REPORT_MODULES) as any[]) {
    const def = module.definition;
    if (only.length && !only.includes(def.name)) continue;
    const views: [string, Record<string, string>][] = [['default', {}]];
    if (def.params.date_from?.type === 'date') views.push(['365', { date_from: shiftDay(today, -364), date_to: today }]);
    for (const [view, raw] of views) {
      const params = parseReportParams(module, raw, today);
      const t = async (fn: () => Promise<unknown>) => { const s = performance.now(); await fn(); return performance.now() - s; };
      const ours = () => runReport(module, { db: database.db, engine: 'postgres' }, raw, { branches: null } as any, today);
      const b = RAW_BASELINES[def.name];
      const rawq = b ? () => database.db.execute(b.sql({ params, today } as any)) : null;
      await ours(); if (rawq) await rawq();
      const o: number[] = [], r: number[] = [];
      for (let i = 0; i < 3; i++) { o.push(await t(ours)); if (rawq) r.push(await t(rawq)); }
      o.sort((a, b) => a - b); r.sort((a, b) => a - b);
      console.log(`${def.name} ${view}: ours ${o[1].toFixed(1)} raw ${r.length ? r[1].toFixed(1) : '-'} ratio ${r.length ? (r[1] / o[1]).toFixed(1) : '-'}`);
    }
  }
  await database.close();
}
main();
