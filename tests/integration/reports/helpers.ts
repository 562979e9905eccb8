import { sql, type SQL } from 'drizzle-orm';
import type { ReportTestContext } from '../reports.int.test';

/* What the report checks share. */

export type Row = Record<string, unknown>;
export type Line = { kind: string; values: Row };

/** A raw query's rows (the independent reference the reports are compared with). */
export const queryRows = async (c: ReportTestContext, query: SQL) => ((await c.t.ctx.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The data rows of a report's answer (subtotals left out). */
export const dataRows = (body: { data: { table: { lines: Line[] } } }) => body.data.table.lines.filter((l) => l.kind === 'row').map((l) => l.values);

/** GET that must answer 200 (the URL and the start of the body in the failure message). */
export async function getOk(c: ReportTestContext, url: string, token = c.tokens.manager) {
  const res = await c.t.call('GET', url, { token });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** Grants the reports to the Counter role (the demo `counter` works for Jakarta only) for `fn`, then takes them back. */
export async function asJakartaClerk(c: ReportTestContext, reports: string[], fn: () => Promise<void>) {
  const routes = reports.map((r) => `/app/report/${r}`);
  await c.t.ctx.db.execute(sql`update roles set permissions = permissions || ${JSON.stringify(routes)}::jsonb where name = 'Counter'`);
  c.t.ctx.principals.invalidate('counter');
  try {
    await fn();
  } finally {
    for (const r of routes) await c.t.ctx.db.execute(sql`update roles set permissions = permissions - ${r}::text where name = 'Counter'`);
    c.t.ctx.principals.invalidate('counter');
  }
}
