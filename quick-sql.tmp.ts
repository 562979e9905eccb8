import { openDatabase } from '@/lib/server/db/client';
import { REPORT_MODULES } from '@/lib/server/reports/registry';
import { parseReportParams } from '@/lib/server/reports/runner';
import { DRILL_BASELINES } from '@/bench/scenarios/reports';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 2 });
  const today = jakartaDay(new Date());
  const module = Object.values(REPORT_MODULES).find((m: any) => m.definition.name === 'sales-recap') as any;
  const keys = { date_from: '2026-11-01', date_to: '2026-11-01' };
  const params = parseReportParams(module, {}, today);
  const dialect = (database.db as any).dialect;
  const fake: any = { execute: async (q: any) => { const x = dialect.sqlToQuery(q); console.log('OURS', x.sql, JSON.stringify(x.params)); return { rows: [] }; } };
  await module.drills.awbs({ db: fake, params, branches: null, today }, keys, { offset: 0, limit: 101 });
  const b = DRILL_BASELINES['sales-recap:awbs'];
  const x = dialect.sqlToQuery(b.sql({ params, today, keys } as any, 101));
  console.log('RAW', x.sql, JSON.stringify(x.params));
  await database.close();
}
main();
