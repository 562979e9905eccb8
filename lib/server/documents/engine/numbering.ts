import { sql } from 'drizzle-orm';
import type { NumberSeries } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { documentSeries } from '../../db/schema/documents';
import type { NumberClaim } from './types';

/*
 * Document numbers from a counter row per series (Frappe's naming.getseries): the upsert takes the row
 * lock of that one counter for the rest of the action's transaction, so two creates of the same
 * series wait for each other and never get one number twice — while other series (another branch,
 * another month, another document type) go on in parallel. A rolled-back create gives its number back.
 */

/** Jakarta's calendar day: the period a document belongs to (the company works in WIB). */
export function periodOf(series: NumberSeries, at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  const yy = wib.slice(2, 4);
  return series.period === 'YYMM' ? `${yy}${wib.slice(5, 7)}` : wib.slice(0, 4);
}

/** The series key: `PU-JKT-2611` (scope code = the branch's or office's code; `company` has none). */
export function seriesKey(series: NumberSeries, scopeCode: string | null, at: Date): string {
  return [series.prefix, series.scope === 'company' ? null : scopeCode ?? 'X', periodOf(series, at)].filter(Boolean).join('-');
}

/** The counter's upsert: creates the series' row at 1 or counts it up, and answers the new value. */
const countUp = (tx: Db, key: string) =>
  tx
    .insert(documentSeries)
    .values({ key, last: 1 })
    .onConflictDoUpdate({ target: documentSeries.key, set: { last: sql`${documentSeries.last} + 1` } })
    .returning({ last: documentSeries.last });

/** The next number of the series, `{key}-{sequence}`, taken by the header's INSERT itself (the sequence zero-padded to `digits`, never cut). */
export function seriesClaim(tx: Db, series: NumberSeries, scopeCode: string | null, at = new Date()): NumberClaim {
  const key = seriesKey(series, scopeCode, at);
  return {
    clause: countUp(tx, key),
    value: sql`(select ${`${key}-`} || case when length(last::text) >= ${series.digits} then last::text else lpad(last::text, ${series.digits}, '0') end from number_claim)`,
  };
}
