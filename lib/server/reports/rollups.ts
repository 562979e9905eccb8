import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Engine } from '../db/client';
import { activityDayRollup, deliveryDayRollup, deliveryProjections, podDayRollup, podProjections, shipmentDayRollup, shipmentProjections } from '../db/schema/reports';

/*
 * The merge of the rollups' deltas (the triggers of migration 0023 write them in each document's own
 * transaction). One statement per rollup moves every delta row it can see into the merged table:
 * `DELETE … RETURNING` feeding an upsert, so a delta is either still a delta or already merged, never
 * both, never neither — reports read the two together and are exact before, during and after a merge.
 * A delta from a transaction not yet committed is invisible to the DELETE and waits for the next merge.
 * One merger at a time across instances (a transaction-scoped advisory lock); the others skip.
 */

interface RollupPair {
  merged: PgTable;
  deltas: PgTable;
  keys: readonly string[];
  /** How a measure folds: summed, or the earliest / latest seen. */
  measures: Readonly<Record<string, 'sum' | 'min' | 'max'>>;
  /** Coarser copies folded from the same deltas in the same statement (schema/reports.ts). */
  projections?: readonly { table: PgTable; grain: 'day' | 'month'; keys: readonly string[] }[];
}

const sums = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'sum' as const]));

export const ROLLUPS: readonly RollupPair[] = [
  {
    ...shipmentDayRollup,
    keys: ['day', 'branch_id', 'service_id', 'customer_id', 'payment_type'],
    measures: sums('awbs', 'koli', 'actual_kg', 'chargeable_kg', 'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'cod_amount'),
    projections: shipmentProjections,
  },
  {
    ...deliveryDayRollup,
    keys: ['day', 'branch_id', 'destination_branch_id', 'service_id'],
    measures: sums('delivered', 'on_time', 'late', 'first_attempt', 'lead_days'),
    projections: deliveryProjections,
  },
  { ...podDayRollup, keys: ['day', 'branch_id', 'driver_id', 'result', 'failure_reason'], measures: sums('attempts', 'cod_collected'), projections: podProjections },
  { ...activityDayRollup, keys: ['day', 'branch_id', 'user_code', 'code'], measures: { events: 'sum', first_at: 'min', last_at: 'max' } },
];

const MERGE_LOCK = 727_023;

/** `insert … select … from moved group by … on conflict do update`: folds the moved deltas into one table. */
function foldInto(target: PgTable, keys: readonly string[], measures: RollupPair['measures'], grain?: 'day' | 'month') {
  const merged = sql.identifier(getTableName(target));
  const measureNames = Object.keys(measures);
  const columns = sql.join([...keys, ...measureNames].map((k) => sql.identifier(k)), sql`, `);
  // a month projection's first key is `month`, read from the deltas' day
  const selected = sql.join(
    keys.map((k) => (k === 'month' && grain === 'month' ? sql.raw(`date_trunc('month', "day")::date`) : sql.identifier(k))),
    sql`, `,
  );
  const groups = sql.join(keys.map((_, i) => sql.raw(String(i + 1))), sql`, `);
  const folded = sql.join(measureNames.map((m) => sql.raw(`${measures[m]}("${m}")`)), sql`, `);
  const conflictKeys = sql.join(keys.map((k) => sql.identifier(k)), sql`, `);
  const onConflict = sql.join(
    measureNames.map((m) => {
      const how = measures[m];
      const set = sql.raw(`"${m}" = `);
      if (how === 'sum') return sql`${set}${merged}.${sql.identifier(m)} + excluded.${sql.identifier(m)}`;
      return sql`${set}${sql.raw(how === 'min' ? 'least' : 'greatest')}(${merged}.${sql.identifier(m)}, excluded.${sql.identifier(m)})`;
    }),
    sql`, `,
  );
  return sql`insert into ${merged} (${columns})
    select ${selected}, ${folded} from moved group by ${groups}
    on conflict (${conflictKeys}) do update set ${onConflict}`;
}

function mergeStatement(r: RollupPair) {
  const deltas = sql.identifier(getTableName(r.deltas));
  // one statement: the deltas leave and land in the rollup and each projection together
  const projections = (r.projections ?? []).map((p, i) => sql`, ${sql.identifier(`p${i}`)} as (${foldInto(p.table, [p.grain, ...p.keys], r.measures, p.grain)})`);
  return sql`with moved as (delete from ${deltas} returning *)${sql.join(projections, sql``)}
    ${foldInto(r.merged, r.keys, r.measures)}`;
}

/** Folds every visible delta into the merged rows; answers how many delta rows were waiting before. */
export async function mergeRollups(db: Db, engine: Engine): Promise<number> {
  return db.transaction(async (tx) => {
    if (engine === 'postgres') {
      const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${MERGE_LOCK}) as ok`)) as unknown as { rows: { ok: boolean }[] };
      if (!locked.rows[0]?.ok) return 0;
    }
    let waiting = 0;
    for (const r of ROLLUPS) {
      const result = (await tx.execute(sql`select count(*)::int as n from ${r.deltas}`)) as unknown as { rows: { n: number }[] };
      const n = Number(result.rows[0]?.n ?? 0);
      waiting += n;
      if (n) await tx.execute(mergeStatement(r));
    }
    return waiting;
  });
}

/** Runs the merge every `everyMs` (and never two at once in this process); stop() ends it. */
export function startRollupMerger(db: Db, engine: Engine, everyMs = 5_000, onError: (error: unknown) => void = () => undefined) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    mergeRollups(db, engine)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
