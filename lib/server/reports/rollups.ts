import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Engine } from '../db/client';
import { activityDayRollup, deliveryDayRollup, podDayRollup, shipmentDayRollup } from '../db/schema/reports';

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
}

const sums = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'sum' as const]));

export const ROLLUPS: readonly RollupPair[] = [
  {
    ...shipmentDayRollup,
    keys: ['day', 'branch_id', 'service_id', 'customer_id', 'payment_type'],
    measures: sums('awbs', 'koli', 'actual_kg', 'chargeable_kg', 'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'cod_amount'),
  },
  { ...deliveryDayRollup, keys: ['day', 'branch_id', 'destination_branch_id', 'service_id'], measures: sums('delivered', 'on_time', 'late', 'first_attempt', 'lead_days') },
  { ...podDayRollup, keys: ['day', 'branch_id', 'driver_id', 'result', 'failure_reason'], measures: sums('attempts', 'cod_collected') },
  { ...activityDayRollup, keys: ['day', 'branch_id', 'user_code', 'code'], measures: { events: 'sum', first_at: 'min', last_at: 'max' } },
];

const MERGE_LOCK = 727_023;

function mergeStatement(r: RollupPair) {
  const merged = sql.identifier(getTableName(r.merged));
  const deltas = sql.identifier(getTableName(r.deltas));
  const keys = sql.join(r.keys.map((k) => sql.identifier(k)), sql`, `);
  const measureNames = Object.keys(r.measures);
  const columns = sql.join([...r.keys, ...measureNames].map((k) => sql.identifier(k)), sql`, `);
  const folded = sql.join(measureNames.map((m) => sql.raw(`${r.measures[m]}("${m}")`)), sql`, `);
  const onConflict = sql.join(
    measureNames.map((m) => {
      const how = r.measures[m];
      const target = sql.raw(`"${m}" = `);
      if (how === 'sum') return sql`${target}${merged}.${sql.identifier(m)} + excluded.${sql.identifier(m)}`;
      return sql`${target}${sql.raw(how === 'min' ? 'least' : 'greatest')}(${merged}.${sql.identifier(m)}, excluded.${sql.identifier(m)})`;
    }),
    sql`, `,
  );
  return sql`with moved as (delete from ${deltas} returning *)
    insert into ${merged} (${columns})
    select ${keys}, ${folded} from moved group by ${keys}
    on conflict (${keys}) do update set ${onConflict}`;
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
