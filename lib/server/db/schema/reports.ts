import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, type PgColumnBuilderBase, type IndexBuilder as PgIndexBuilder } from 'drizzle-orm/pg-core';

/*
 * The reports' daily rollups. Each rollup is a pair of tables: the merged figures (one row per day and
 * key) and an append-only table of deltas. Triggers on the documents (migration 0024_report_rollups)
 * add a delta row in the very transaction that changes a document — the document's old contribution
 * negated, its new one added — so a rollup is exact the moment the change commits, and concurrent saves
 * never queue on one hot counter row. A background merge (lib/server/reports/rollups.ts) folds the
 * deltas into the merged rows; reports read both together through the `_all` views.
 */

type Columns = Record<string, PgColumnBuilderBase>;

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const kg = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' }).notNull().default(0);

/** The merged table (primary key over the keys) and its deltas (an identity id, no key). */
function rollup<K extends Columns, M extends Columns>(name: string, keys: () => K, measures: () => M, extra: (t: Record<string, never>) => PgIndexBuilder[] = () => []) {
  const merged = pgTable(name, { ...keys(), ...measures() }, (t) => [
    // serves: the merge's upsert, and every report's range scan by day
    primaryKey({ name: `${name}_pk`, columns: Object.keys(keys()).map((k) => (t as unknown as Record<string, never>)[k]) as never }),
    ...extra(t as unknown as Record<string, never>),
  ]);
  const deltas = pgTable(`${name}_deltas`, { id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(), ...keys(), ...measures() });
  return { merged, deltas, keys, measures };
}

/**
 * A coarser copy of a rollup: fewer keys, or months instead of days (column `month`, its first day).
 * It has no deltas of its own: the merge folds the rollup's deltas into it in the same statement, and
 * its `_all` view adds those deltas projected, so it is exactly as fresh as its rollup.
 */
function projection<K extends Columns, M extends Columns>(
  base: { keys: () => K; measures: () => M },
  name: string,
  grain: 'day' | 'month',
  keep: readonly (keyof K & string)[],
) {
  const all = base.keys();
  const keys: Columns = { [grain]: date(grain, { mode: 'string' }).notNull() };
  for (const k of keep) keys[k] = all[k];
  const table = pgTable(name, { ...keys, ...base.measures() }, (t) => [
    // serves: the merge's upsert, and every report's range scan by day or month
    primaryKey({ name: `${name}_pk`, columns: Object.keys(keys).map((k) => (t as unknown as Record<string, never>)[k]) as never }),
  ]);
  return { table, grain, keys: keep as readonly string[] };
}

/** Booked AWBs per shipment day × origin branch × service × customer (0: walk-in) × cash/credit. */
export const shipmentDayRollup = rollup(
  'rollup_shipment_days',
  () => ({
    day: date('day', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    service_id: integer('service_id').notNull(),
    customer_id: integer('customer_id').notNull(),
    payment_type: text('payment_type').notNull(),
  }),
  () => ({
    awbs: count('awbs'),
    koli: count('koli'),
    actual_kg: kg('actual_kg'),
    chargeable_kg: kg('chargeable_kg'),
    freight: money('freight'),
    additional: money('additional'),
    insurance: money('insurance'),
    cod_fee: money('cod_fee'),
    discount: money('discount'),
    tax: money('tax'),
    total: money('total'),
    cod_amount: money('cod_amount'),
  }),
  // serves: a customer's first booked day (new customers), without reading every day of the history
  (t) => [index('rollup_shipment_days_customer_idx').on(t.customer_id, t.day).where(sql`customer_id <> 0`)],
);

/** Delivered AWBs per delivery day (Jakarta) × origin branch × destination branch (0: none) × service. */
export const deliveryDayRollup = rollup(
  'rollup_delivery_days',
  () => ({
    day: date('day', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    destination_branch_id: integer('destination_branch_id').notNull(),
    service_id: integer('service_id').notNull(),
  }),
  () => ({
    delivered: count('delivered'),
    /** With an ETA and delivered on or before its last day. */
    on_time: count('on_time'),
    /** With an ETA and delivered after it. */
    late: count('late'),
    /** Delivered with no failed attempt before. */
    first_attempt: count('first_attempt'),
    /** Sum of days from the shipment date to delivery (÷ delivered: the average lead time). */
    lead_days: count('lead_days'),
  }),
);

/** Delivery attempts (POD entries, booked) per POD day × branch × courier (0: none/vendor) × result × reason. */
export const podDayRollup = rollup(
  'rollup_pod_days',
  () => ({
    day: date('day', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    driver_id: integer('driver_id').notNull(),
    result: text('result').notNull(),
    failure_reason: text('failure_reason').notNull(),
  }),
  () => ({
    attempts: count('attempts'),
    cod_collected: money('cod_collected'),
  }),
);

/** Tracking events per day (Jakarta) × branch (0: none) × user ('' : system) × event code: who did what, when. */
export const activityDayRollup = rollup(
  'rollup_activity_days',
  () => ({
    day: date('day', { mode: 'string' }).notNull(),
    branch_id: integer('branch_id').notNull(),
    user_code: text('user_code').notNull(),
    code: text('code').notNull(),
  }),
  () => ({
    events: count('events'),
    first_at: timestamp('first_at', { withTimezone: true, mode: 'string' }),
    last_at: timestamp('last_at', { withTimezone: true, mode: 'string' }),
  }),
);

/*
 * The projections reports read instead when they do not need every key: sales without the customer per
 * day (a month's recap reads a fifth of the rows), and months (a year reads twelve rows per key, not 365).
 * Delivery per origin and per destination side alone, by day and by month.
 */
export const shipmentProjections = [
  projection(shipmentDayRollup, 'rollup_sales_days', 'day', ['branch_id', 'service_id', 'payment_type']),
  // every branch at once (a manager): a day is a dozen rows
  projection(shipmentDayRollup, 'rollup_sales_service_days', 'day', ['service_id', 'payment_type']),
  projection(shipmentDayRollup, 'rollup_sales_months', 'month', ['branch_id', 'service_id', 'payment_type']),
  projection(shipmentDayRollup, 'rollup_shipment_months', 'month', ['branch_id', 'service_id', 'customer_id', 'payment_type']),
] as const;
export const deliveryProjections = [
  projection(deliveryDayRollup, 'rollup_delivery_origin_days', 'day', ['branch_id', 'service_id']),
  projection(deliveryDayRollup, 'rollup_delivery_destination_days', 'day', ['destination_branch_id', 'service_id']),
  projection(deliveryDayRollup, 'rollup_delivery_origin_months', 'month', ['branch_id', 'service_id']),
  projection(deliveryDayRollup, 'rollup_delivery_destination_months', 'month', ['destination_branch_id', 'service_id']),
  projection(deliveryDayRollup, 'rollup_delivery_months', 'month', ['branch_id', 'destination_branch_id', 'service_id']),
] as const;
export const podProjections = [projection(podDayRollup, 'rollup_pod_months', 'month', ['branch_id', 'driver_id', 'result', 'failure_reason'])] as const;

// Named exports, so drizzle-kit sees every table.
export const rollupSalesDays = shipmentProjections[0].table;
export const rollupSalesServiceDays = shipmentProjections[1].table;
export const rollupSalesMonths = shipmentProjections[2].table;
export const rollupShipmentMonths = shipmentProjections[3].table;
export const rollupDeliveryOriginDays = deliveryProjections[0].table;
export const rollupDeliveryDestinationDays = deliveryProjections[1].table;
export const rollupDeliveryOriginMonths = deliveryProjections[2].table;
export const rollupDeliveryDestinationMonths = deliveryProjections[3].table;
export const rollupDeliveryMonths = deliveryProjections[4].table;
export const rollupPodMonths = podProjections[0].table;
export const rollupShipmentDays = shipmentDayRollup.merged;
export const rollupShipmentDayDeltas = shipmentDayRollup.deltas;
export const rollupDeliveryDays = deliveryDayRollup.merged;
export const rollupDeliveryDayDeltas = deliveryDayRollup.deltas;
export const rollupPodDays = podDayRollup.merged;
export const rollupPodDayDeltas = podDayRollup.deltas;
export const rollupActivityDays = activityDayRollup.merged;
export const rollupActivityDayDeltas = activityDayRollup.deltas;

/** A user's saved parameters of a report ("Jakarta, this month, credit"): their own, by name. */
export const reportFilters = pgTable(
  'report_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_code: text('user_code').notNull(),
    report: text('report').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // serves: a user's saved filters of one report, and "no name twice"
    uniqueIndex('report_filters_user_report_name_uq').on(t.user_code, t.report, t.name),
  ],
);
